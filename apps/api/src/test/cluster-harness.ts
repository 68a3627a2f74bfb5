/**
 * Several real API processes behind a real reverse proxy (HAProxy, from Debian's packages), on one PostgreSQL and one
 * Redis: what `npm run bench -- cluster`, `npm run bench -- soak` and src/test/cluster.test.ts start.
 *
 * - API instances: `node --import tsx src/server.ts` with production settings (NODE_ENV=production, the test payment
 *   provider as a staging site allows), each on its own port, all on one DATA_DIR (uploads on local disk are shared
 *   as a volume would be) and one JWT secret.
 * - HAProxy (`haproxy -db -f <file>`, in the foreground, a child of this process): round robin over the instances,
 *   health-checked on /healthz, X-Forwarded-For added (the instances trust it from 127.0.0.1: TRUST_PROXY), the
 *   answering server named in the X-Served-By header. installHaproxy() runs `apt-get install -y haproxy` when it
 *   is missing.
 * - Redis: a redis-server of its own on a free port (never the machine's shared one), no persistence.
 * - PostgreSQL: a fresh database on DATABASE_URL, or (for the fault runs, which restart it) a cluster of its own:
 *   initdb into a temporary directory and pg_ctl, as the postgres user when run as root.
 * Everything started here is stopped by the handle's stop(); nothing of the machine's own services is touched.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, copyFileSync, createWriteStream, readdirSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
/** apps/api */
export const API_DIR = resolve(here, '../..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1 (or `base + offset` when CLUSTER_PORT_BASE is set, e.g. 4400). */
export async function freePort(offset = 0): Promise<number> {
  const base = Number(process.env.CLUSTER_PORT_BASE ?? 0);
  if (base > 0) return base + offset;
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

function which(cmd: string): string | null {
  for (const dir of ['/usr/sbin', '/usr/bin', '/sbin', '/bin', '/usr/local/sbin', '/usr/local/bin']) {
    if (existsSync(join(dir, cmd))) return join(dir, cmd);
  }
  return null;
}

export const haproxyPath = () => which('haproxy');

/** HAProxy's path, installing Debian's package first when it is missing (needs root, as on CI). */
export function installHaproxy(log: (line: string) => void = console.log): string {
  const found = haproxyPath();
  if (found) return found;
  log('haproxy is missing: apt-get install -y haproxy');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env });
  const installed = haproxyPath();
  if (!installed) throw new Error('apt-get install haproxy did not install /usr/sbin/haproxy');
  return installed;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what}: not up after ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 12_000): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill(signal);
  });
}

/* ------------------------------------------------------------------ Redis */

export type RedisHandle = { url: string; port: number; stop(): Promise<void>; start(): Promise<void>; running(): boolean };

/** A redis-server of our own on a free port, without persistence; stop() and start() again for the fault run. */
export async function startRedis(port?: number): Promise<RedisHandle> {
  const bin = which('redis-server');
  if (!bin) throw new Error('redis-server is not installed (Debian: apt-get install redis-server)');
  const p = port ?? (await freePort(90));
  let child: ChildProcess | null = null;
  const ping = async () => {
    const { Redis } = await import('ioredis');
    const c = new Redis(p, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    c.on('error', () => undefined);
    try {
      await c.connect();
      return (await c.ping()) === 'PONG';
    } finally {
      c.disconnect();
    }
  };
  const handle: RedisHandle = {
    url: `redis://127.0.0.1:${p}`,
    port: p,
    running: () => child !== null && child.exitCode === null,
    async start() {
      child = spawn(bin, ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
      await waitFor(`redis-server on ${p}`, ping, 15_000);
    },
    async stop() {
      const c = child;
      child = null;
      if (c) await stopChild(c, 'SIGTERM', 5_000);
    },
  };
  await handle.start();
  return handle;
}

/* ------------------------------------------------------------------ PostgreSQL */

export type PostgresHandle = {
  url: string;
  adminUrl: string;
  /** Only for a cluster of our own: pg_ctl restart (fast), or stop and start apart (an outage as long as you wait). */
  restart(): Promise<void>;
  down(): Promise<void>;
  up(): Promise<void>;
  /** Drops the database, or stops and removes our own cluster. */
  stop(): Promise<void>;
};

/** A fresh database on the PostgreSQL at `adminUrl` (the machine's, shared: never restarted); stop() drops it. */
export async function createDatabaseOn(adminUrl: string): Promise<PostgresHandle> {
  const name = `qs_cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    adminUrl,
    restart: () => Promise.reject(new Error('the shared PostgreSQL is never restarted: use startOwnPostgres()')),
    down: () => Promise.reject(new Error('the shared PostgreSQL is never stopped: use startOwnPostgres()')),
    up: () => Promise.resolve(),
    stop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? execFileSync('ls', [root]).toString().split(/\s+/).filter(Boolean).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (Debian: apt-get install postgresql)');
}

/**
 * A PostgreSQL cluster of our own (initdb in a temporary directory, trust auth, on its own port and socket
 * directory), so the fault run can restart it without touching anyone else's. As root, it runs as `postgres`.
 */
export async function startOwnPostgres(port?: number): Promise<PostgresHandle> {
  const bin = postgresBinDir();
  const p = port ?? (await freePort(99));
  const dir = mkdtempSync(join(tmpdir(), 'qs-cluster-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' });
    else execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const opts = `-p ${p} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300 -c shared_buffers=128MB`;
  const ctl = (action: string) => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', opts, '-w', '-t', '60', ...(action === 'stop' || action === 'restart' ? ['-m', 'fast'] : []), action]);
  ctl('start');
  const adminUrl = `postgres://postgres@127.0.0.1:${p}/postgres`;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query('create database quayside');
  await c.end();
  return {
    url: `postgres://postgres@127.0.0.1:${p}/quayside`,
    adminUrl,
    restart: async () => ctl('restart'),
    down: async () => ctl('stop'),
    up: async () => ctl('start'),
    stop: async () => {
      try {
        if (existsSync(join(data, 'postmaster.pid'))) ctl('stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/* ------------------------------------------------------------------ API instances */

export type ApiInstance = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  logFile: string;
  /** What the instance printed so far (its pino lines). */
  log(): string;
  /** Stops it: SIGTERM (graceful) or SIGKILL (crash). */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export type ClusterEnv = {
  databaseUrl: string;
  redisUrl?: string;
  jwtSecret: string;
  dataDir: string;
  logLevel?: string;
  extra?: Record<string, string>;
};

/** Starts one real server (src/server.ts through tsx) with production settings; resolves once /readyz answers 200. */
export async function startApi(name: string, port: number, env: ClusterEnv, logDir: string): Promise<ApiInstance> {
  const logFile = join(logDir, `${name}.log`);
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl,
      DATABASE_POOL_SIZE: '10',
      JWT_SECRET: env.jwtSecret,
      TEST_PAYMENT_SECRET: `${env.jwtSecret}-pay`,
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_PAYMENTS: 'true',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: env.logLevel ?? 'warn',
      WEB_DIST_DIR: join(API_DIR, '../web/dist'),
      ...(env.redisUrl ? { REDIS_URL: env.redisUrl } : {}),
      ...env.extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const instance: ApiInstance = {
    name,
    port,
    url,
    child,
    logFile,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    stop: (signal = 'SIGTERM') => stopChild(child, signal),
  };
  try {
    await waitFor(
      `API instance ${name} on ${port}`,
      async () => {
        if (exited) throw new Error(`API instance ${name} exited before it was ready:\n${instance.log().slice(-3000)}`);
        return (await fetch(`${url}/readyz`)).status === 200;
      },
      120_000,
    );
  } catch (err) {
    await instance.stop('SIGKILL');
    if (exited) throw new Error(`API instance ${name} exited before it was ready:\n${instance.log().slice(-3000)}`, { cause: err });
    throw err;
  }
  return instance;
}

/* ------------------------------------------------------------------ HAProxy */

/** The HAProxy configuration for instances on 127.0.0.1 (deploy/haproxy.cfg is the documented sample). */
export function haproxyConfig(opts: { port: number; servers: Array<{ name: string; port: number }>; statsSocket?: string }): string {
  return [
    'global',
    '  maxconn 4096',
    ...(opts.statsSocket ? [`  stats socket ${opts.statsSocket} mode 600 level admin`] : []),
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '  option http-keep-alive',
    // A request whose connection failed before it was sent goes to another server (nothing was done twice).
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    'frontend quayside',
    `  bind 127.0.0.1:${opts.port}`,
    '  option forwardfor',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    // Liveness, not readiness: the database is shared, so /readyz failing takes every instance out at once; the
    // instances answer 503 themselves then (fast), which the client may retry.
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    // A busy instance is slow, not dead: a check may take 5 s, and three must fail in a row.
    '  timeout check 5s',
    '  default-server inter 2s fall 3 rise 2',
    '  http-response set-header X-Served-By %s',
    ...opts.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
    '',
  ].join('\n');
}

export type ProxyHandle = { url: string; port: number; stop(): Promise<void> };

export async function startHaproxy(port: number, servers: Array<{ name: string; port: number }>, dir: string): Promise<ProxyHandle> {
  const bin = installHaproxy();
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ port, servers }));
  execFileSync(bin, ['-c', '-q', '-f', file]);
  const child = spawn(bin, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`haproxy on ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    return (await fetch(`${url}/healthz`)).status === 200;
  }, 20_000);
  return { url, port, stop: () => stopChild(child, 'SIGTERM', 5_000) };
}

/* ------------------------------------------------------------------ the whole cluster */

export type Cluster = {
  proxy: ProxyHandle;
  instances: ApiInstance[];
  redis: RedisHandle | null;
  postgres: PostgresHandle;
  env: ClusterEnv;
  dir: string;
  /** Starts instance `i` again (after a kill), on its port. */
  restartInstance(i: number): Promise<ApiInstance>;
  stop(): Promise<void>;
};

/**
 * Redis (unless `redis: false`), the database (`ownPostgres`: a cluster of our own; else a fresh database on
 * DATABASE_URL), `instances` API processes started one after the other (the first applies the migrations) and
 * HAProxy in front. stop() undoes all of it, also after a partial start.
 */
export async function startCluster(opts: { instances?: number; ownPostgres?: boolean; redis?: boolean; logLevel?: string } = {}): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'qs-cluster-'));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const undo: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const u of undo.reverse()) await u().catch((err: unknown) => console.error('cluster stop:', err));
    undo.length = 0;
    // CLUSTER_LOG_DIR: keep the instances' logs (the temporary directory goes).
    const keep = process.env.CLUSTER_LOG_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.log'))) copyFileSync(join(dir, f), join(keep, f));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const redis = opts.redis === false ? null : await startRedis();
    if (redis) undo.push(() => redis.stop());
    const postgres = opts.ownPostgres
      ? await startOwnPostgres()
      : await createDatabaseOn(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    undo.push(() => postgres.stop());
    const env: ClusterEnv = {
      databaseUrl: postgres.url,
      ...(redis ? { redisUrl: redis.url } : {}),
      jwtSecret: randomBytes(32).toString('hex'),
      dataDir,
      logLevel: opts.logLevel ?? 'warn',
    };
    const instances: ApiInstance[] = [];
    undo.push(async () => {
      await Promise.all(instances.map((i) => i.stop()));
    });
    const ports: number[] = [];
    for (let i = 0; i < (opts.instances ?? 2); i += 1) ports.push(await freePort(1 + i));
    for (const [i, port] of ports.entries()) instances.push(await startApi(`api${i + 1}`, port, env, dir));
    const proxy = await startHaproxy(await freePort(0), instances.map((s) => ({ name: s.name, port: s.port })), dir);
    undo.push(() => proxy.stop());
    return {
      proxy,
      instances,
      redis,
      postgres,
      env,
      dir,
      async restartInstance(i) {
        const old = instances[i];
        if (!old) throw new Error(`no instance ${i}`);
        await old.stop();
        const fresh = await startApi(`${old.name}-restarted`, old.port, env, dir);
        instances[i] = fresh;
        return fresh;
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
