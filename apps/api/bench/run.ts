/**
 * npm run bench [-- <filter> ...]: measures the real server against its true limit on this machine.
 *
 * 1. Creates a FRESH database on the real PostgreSQL (from DATABASE_URL, default
 *    postgres://postgres@127.0.0.1:5432/postgres) and migrates it; drops it at the end, whatever happens.
 * 2. Starts the bare server (a Fastify hello-world, and a bare Fastify + pg handler with the real server's pool
 *    size) and the real server (buildApp, production settings), each in its own process, both on the bench database.
 * 3. Runs every scenario in bench/scenarios/ (each file's default export; setup seeds data and returns the
 *    requests), checks each request answers as expected and records the SQL statements (and parameters) the real
 *    server runs for it (bench/lib/sql-record.ts; a rotating scenario: for its first BENCH_RECORD_ENTRIES entries,
 *    then the server's caches are emptied). The baseline is the bare pg handler replaying exactly those statements
 *    for each request (entry) when the request runs SQL, the bare hello-world when it runs none. Baseline and
 *    scenario are measured in alternating rounds (BENCH_ROUNDS, 5), DURATION seconds each in all.
 * 4. Prints req/s, p99 latency and the ratio to the baseline for each, and exits non-zero when a scenario
 *    misses its target: its targetRatio, else 0.7 of the bare SQL baseline for a scenario that runs SQL.
 *
 * Settings: BENCH_CONNECTIONS (50), BENCH_DURATION seconds (10), BENCH_PORT for the real server and BENCH_BARE_PORT
 * for the bare one (0 = any free port). No timing is asserted in the test suite; this is the place for it.
 *
 * The server processes run compiled JavaScript, as production does (`npm run build` bundles src/server.ts the same
 * way): bench/lib/server.ts is bundled with esbuild into dist/bench/server.js (npm packages external, our code and
 * workspace packages bundled, as build.mjs does) and forked with plain node. BENCH_TSX=true runs them from source
 * under the tsx loader instead (whose worker and compiler add ~100 MB to every process's memory).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/password';
import { signAccessToken } from '../src/modules/auth/auth.actor';
import { TEST_PASSWORD } from '../src/test/factories';
import type { BenchContext, BenchRequest, CustomScenario, Scenario, SocketScenario } from './lib/types';
import { runWebBench } from './lighthouse';
import { connectFleet, measureFleet, primeFleet, type SocketClient, type SocketMeasured } from './lib/socket-bench';
import { statementCount, type RecordedStep } from './lib/sql-record';

const here = dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
// Several filters run every scenario that matches any of them; `cluster`, `soak`, `lighthouse` and `web` run alone.
const filters = process.argv.slice(2).map((f) => f.toLowerCase());
const filter = filters[0];
/** A rotating ("first visit") scenario's entries recorded for the bare SQL baseline, which cycles through them. */
const RECORD_ENTRIES = Math.max(1, Number(process.env.BENCH_RECORD_ENTRIES ?? 300));
/**
 * The pool size of both servers (the real one and the bare pg handler get the same): DATABASE_POOL_SIZE when set,
 * else the PostgreSQL wiki's sizing for the database host, cores x 2 + 1 (PostgreSQL runs on this machine). The
 * product's default of 20 is for a database on its own host: here, 20 backends contending for the same 2 cores as
 * the server and the load generator stretched the costly statements' latency (processor sharing), measured on
 * 27 November 2026 (bench/README.md, "Pool size").
 */
const BENCH_POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 2 * availableParallelism() + 1);
/** The target of a scenario that runs SQL and sets none: its share of the bare pg handler running the same SQL. */
const SQL_TARGET_RATIO = 0.7;

type Measured = {
  name: string;
  reqPerSec: number;
  p99: number;
  avgLatency: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time (user + system, every thread) per answered request, ms; null when unknown. */
  cpuMsPerReq: number | null;
};

/** A process's CPU time so far (user + system, all threads), ms, from /proc (Linux); null elsewhere. */
function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th (clock ticks, 100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

const toAutocannonOne = (r: BenchRequest) => ({
  method: r.method ?? 'GET',
  path: r.path,
  headers: { ...(r.json !== undefined ? { 'content-type': 'application/json' } : {}), ...r.headers },
  ...(r.json !== undefined ? { body: JSON.stringify(r.json) } : {}),
});

/** The autocannon request list of a target; a rotating target gets one entry whose setupRequest takes the next. */
function toAutocannon(t: Target) {
  if (!t.rotate) return t.requests.map(toAutocannonOne);
  const list = t.requests;
  return [
    {
      setupRequest: (req: Record<string, unknown>) => {
        const next = list[(t.cursor = (t.cursor ?? 0) + 1) % list.length];
        return next ? { ...req, ...toAutocannonOne(next) } : req;
      },
    },
  ];
}

type Target = { name: string; url: string; requests: BenchRequest[]; rotate?: boolean; cursor?: number; /** The server process, for its CPU per request. */ pid?: number };

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Measures the baseline and a scenario in alternating rounds (ROUNDS of DURATION / ROUNDS seconds each, after a
 * short warm-up of both), so that both see the same machine: on a shared machine the load drifts, and measuring
 * one for 10 s and then the other skews the ratio. req/s is over all rounds; p99 and average latency are the
 * median of the rounds'.
 */
async function measurePair(base: Target, scenario: Target): Promise<[Measured, Measured]> {
  const targets = [base, scenario];
  for (const t of targets) {
    await autocannon({ url: t.url, connections: CONNECTIONS, duration: 1, requests: toAutocannon(t) });
  }
  const rounds = targets.map(() => [] as Array<Awaited<ReturnType<typeof autocannon>>>);
  // Each server's CPU time during its own rounds: CPU per request hardly depends on how busy the machine is, where
  // req/s does (a shared 2-core machine), so it tells the app's own cost against the bare server's more steadily.
  const cpu = targets.map(() => ({ ms: 0, known: true }));
  const slice = Math.max(1, Math.round(DURATION / ROUNDS));
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const [i, t] of targets.entries()) {
      const before = processCpuMs(t.pid);
      const result = await autocannon({ url: t.url, connections: CONNECTIONS, duration: slice, requests: toAutocannon(t) });
      const after = processCpuMs(t.pid);
      const c = cpu[i];
      if (c && before !== null && after !== null) c.ms += after - before;
      else if (c) c.known = false;
      rounds[i]?.push(result);
    }
  }
  const summarise = (t: Target, results: Array<Awaited<ReturnType<typeof autocannon>>>, used?: { ms: number; known: boolean }): Measured => {
    const total = results.reduce((n, x) => n + x.requests.total, 0);
    const seconds = results.reduce((n, x) => n + x.duration, 0);
    return {
      cpuMsPerReq: used?.known && total > 0 ? used.ms / total : null,
      name: t.name,
      reqPerSec: seconds > 0 ? total / seconds : 0,
      p99: median(results.map((x) => x.latency.p99)),
      avgLatency: median(results.map((x) => x.latency.average)),
      non2xx: results.reduce((n, x) => n + x.non2xx, 0),
      errors: results.reduce((n, x) => n + x.errors + x.timeouts, 0),
    };
  };
  return [summarise(base, rounds[0] ?? [], cpu[0]), summarise(scenario, rounds[1] ?? [], cpu[1])];
}

/** Whether the bench servers run from source under tsx (BENCH_TSX=true) instead of compiled. */
const UNDER_TSX = process.env.BENCH_TSX === 'true';
let builtServer: Promise<string> | null = null;

/**
 * bench/lib/server.ts compiled as build.mjs compiles the server: one ESM bundle, npm packages external (resolved
 * from apps/api/node_modules, hence the output under apps/api/dist), @quayside/* bundled. Built once per run.
 */
function serverEntry(): Promise<string> {
  if (UNDER_TSX) return Promise.resolve(join(here, 'lib/server.ts'));
  builtServer ??= (async () => {
    const pkg = JSON.parse(readFileSync(join(here, '../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter((d) => !d.startsWith('@quayside/'));
    const outfile = join(here, '../dist/bench/server.js');
    await build({
      entryPoints: [join(here, 'lib/server.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      external,
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
      logLevel: 'warning',
    });
    return outfile;
  })();
  return builtServer;
}

async function startServer(mode: 'bare' | 'bare-socket' | 'app', env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const entry = await serverEntry();
  return new Promise((resolve, reject) => {
    const child = fork(entry, [mode], {
      // BENCH_CPU_PROF=<dir>: the real server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
      execArgv: [
        ...(UNDER_TSX ? ['--import', 'tsx'] : []),
        // BENCH_APP_NODE_ARGS: extra V8/Node flags for the real server only (e.g. --trace-gc, which NODE_OPTIONS refuses).
        ...(mode !== 'app' ? [] : (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean)),
        ...(mode === 'app' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (msg: { ready?: boolean; port?: number }) => {
      if (msg.ready && msg.port) resolve({ child, port: msg.port });
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited (${code ?? 'signal'}) before it was ready`)));
  });
}

let nextCall = 0;
/** One command to a bench server process over IPC (bench/lib/server.ts onCommand), and its answer. */
function call<T>(child: ChildProcess, op: string, extra: Record<string, unknown> = {}): Promise<T> {
  const id = (nextCall += 1);
  return new Promise((resolve, reject) => {
    const onMessage = (msg: { id?: number; result?: T; error?: string }) => {
      if (msg?.id !== id) return;
      child.off('message', onMessage);
      if (msg.error) reject(new Error(`${op}: ${msg.error}`));
      else resolve(msg.result as T);
    };
    child.on('message', onMessage);
    child.send({ id, op, ...extra });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  // BENCH_DATABASE_URL: measure on an existing database (seeded once with `npm run seed:large`) and keep it.
  const reuse = process.env.BENCH_DATABASE_URL;
  if (reuse) return { url: reuse, drop: async () => {} };
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `qs_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

type AnyScenario = Scenario | SocketScenario | CustomScenario;
const isSocket = (s: AnyScenario): s is SocketScenario => 'kind' in s && s.kind === 'socket';
const isCustom = (s: AnyScenario): s is CustomScenario => 'kind' in s && s.kind === 'custom';

/**
 * A socket scenario against the bare socket.io relay, in alternating rounds like the HTTP ones: both fleets stay
 * connected, each round loads one of them for its slice of the duration.
 */
/** User + system CPU time of a process so far, in ms (0 once it is gone; Linux /proc). */
function cpuMsOf(pid: number): number {
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU time of the server under test and of the PostgreSQL backends connected to the bench database (every one of
 * them: the runner's own idle pool adds nothing), summed around each round: CPU per delivered message, which swings
 * far less with the machine's load than msgs/s.
 */
type CpuProbe = { serverPid: number; barePid: number; backends: () => Promise<number[]> };
async function cpuSnapshot(probe: CpuProbe) {
  const pids = await probe.backends();
  return { server: cpuMsOf(probe.serverPid), bare: cpuMsOf(probe.barePid), pg: new Map(pids.map((p) => [p, cpuMsOf(p)])), client: process.cpuUsage() };
}
function cpuSince(before: Awaited<ReturnType<typeof cpuSnapshot>>, after: Awaited<ReturnType<typeof cpuSnapshot>>) {
  let pg = 0;
  for (const [pid, ms] of after.pg) pg += ms - (before.pg.get(pid) ?? ms);
  const c = process.cpuUsage(before.client);
  return { server: after.server - before.server, bare: after.bare - before.bare, pg, client: (c.user + c.system) / 1000 };
}

async function measureSocketPair(bareUrl: string, realUrl: string, plan: Awaited<ReturnType<SocketScenario['setup']>>, probe: CpuProbe) {
  const bareClients: SocketClient[] = plan.clients.map((c) => ({ userId: c.userId, peerId: c.peerId, auth: { userId: c.userId } }));
  const realClients: SocketClient[] = plan.clients.map((c) => ({ userId: c.userId, peerId: c.peerId, auth: { token: c.token } }));
  const bare = await connectFleet(bareUrl, bareClients);
  const real = await connectFleet(realUrl, realClients);
  try {
    // Every client's first send answered (the real server checks access then), then a second of each as warm-up.
    const notPrimed = (await primeFleet(bare, bareClients)) + (await primeFleet(real, realClients));
    if (notPrimed > 0) console.log(`  (${notPrimed} first sends not answered within a minute)`);
    await measureFleet(bare, bareClients, 1);
    await measureFleet(real, realClients, 1);
    const rounds: [SocketMeasured[], SocketMeasured[]] = [[], []];
    const slice = Math.max(1, Math.round(DURATION / ROUNDS));
    const cpu = { real: { server: 0, pg: 0, client: 0 }, bare: { server: 0, client: 0 } };
    for (let r = 0; r < ROUNDS; r += 1) {
      let at = await cpuSnapshot(probe);
      rounds[0].push(await measureFleet(bare, bareClients, slice));
      let used = cpuSince(at, await cpuSnapshot(probe));
      cpu.bare.server += used.bare;
      cpu.bare.client += used.client;
      at = await cpuSnapshot(probe);
      rounds[1].push(await measureFleet(real, realClients, slice));
      used = cpuSince(at, await cpuSnapshot(probe));
      cpu.real.server += used.server;
      cpu.real.pg += used.pg;
      cpu.real.client += used.client;
    }
    const delivered = (xs: SocketMeasured[]) => xs.reduce((n, x) => n + x.delivered, 0);
    const us = (ms: number, n: number) => fmt((ms * 1000) / Math.max(1, n));
    console.log(
      `  CPU per delivered message: server ${us(cpu.real.server, delivered(rounds[1]))} us + PostgreSQL ${us(cpu.real.pg, delivered(rounds[1]))} us ` +
        `(load generator ${us(cpu.real.client, delivered(rounds[1]))} us); bare relay ${us(cpu.bare.server, delivered(rounds[0]))} us ` +
        `(load generator ${us(cpu.bare.client, delivered(rounds[0]))} us); load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`,
    );
    const sum = (xs: SocketMeasured[]) => ({
      perSecond: xs.reduce((n, x) => n + x.delivered, 0) / xs.reduce((n, x) => n + x.seconds, 0),
      p99: median(xs.map((x) => x.p99)),
      errors: xs.reduce((n, x) => n + x.errors, 0),
      // What the failed sends were answered (an error code, or no answer): the first thing to read when errors show.
      errorKinds: Object.entries(
        xs.reduce<Record<string, number>>((all, x) => {
          for (const [k, n] of Object.entries(x.errorKinds)) all[k] = (all[k] ?? 0) + n;
          return all;
        }, {}),
      )
        .map(([k, n]) => `${k} x${n}`)
        .join(', '),
    });
    return { bare: sum(rounds[0]), real: sum(rounds[1]) };
  } finally {
    bare.close();
    real.close();
  }
}

async function loadScenarios(): Promise<Array<{ file: string; scenario: AnyScenario }>> {
  const dir = join(here, 'scenarios');
  const files = readdirSync(dir)
    .filter((f) => /\.ts$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
  const loaded: Array<{ file: string; scenario: AnyScenario }> = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default?: AnyScenario };
    const runnable = mod.default && (isCustom(mod.default) ? typeof mod.default.run === 'function' : typeof mod.default.setup === 'function');
    if (!mod.default?.name || !runnable) {
      throw new Error(`bench/scenarios/${file} must export default a Scenario { name, setup } (or a custom one { kind: 'custom', name, run })`);
    }
    const name = mod.default.name.toLowerCase();
    if (filters.length > 0 && !filters.some((f) => file.toLowerCase().includes(f) || name.includes(f))) continue;
    loaded.push({ file, scenario: mod.default });
  }
  return loaded;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  // Several instances behind a proxy: their own runs (bench/cluster.ts, bench/soak.ts), not scenarios.
  if (filter === 'cluster' || filter === 'soak') {
    const run = filter === 'cluster' ? (await import('./cluster')).runCluster : (await import('./soak')).runSoak;
    if (!(await run())) process.exitCode = 1;
    return;
  }
  const scenarios = await loadScenarios();
  if (scenarios.length === 0) throw new Error(`no scenario matches ${filters.map((f) => `"${f}"`).join(' or ')}`);
  const benchDb = await createBenchDatabase();
  let database: Database | null = null;
  const servers: ChildProcess[] = [];
  let cleaning: Promise<void> | null = null;
  // Stops the servers and drops the database once, whether the run ends, fails or is interrupted.
  const cleanup = () =>
    (cleaning ??= (async () => {
      await Promise.all(servers.map(stopServer));
      await database?.close();
      await benchDb.drop();
    })());
  const onSignal = () => {
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let failed = false;
  try {
    database = await openDatabase({ url: benchDb.url, poolSize: 5 });
    await migrateDatabase(database);
    const jwtSecret = randomBytes(32).toString('hex');
    // Production settings on a site that takes no money: the test payment provider, opted in as a staging site would.
    const serverEnv = {
      DATABASE_URL: benchDb.url,
      DATABASE_POOL_SIZE: String(BENCH_POOL_SIZE),
      JWT_SECRET: jwtSecret,
      RATE_LIMIT_ENABLED: 'false',
      SMTP_URL: '',
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_PAYMENTS: 'true',
    };

    console.log(`Benchmark: ${CONNECTIONS} connections, pool ${BENCH_POOL_SIZE}, ${DURATION} s each, database ${new URL(benchDb.url).pathname.slice(1)}`);
    const config = loadConfig({ ...process.env, ...serverEnv }, { NODE_ENV: 'production' });
    // Both servers stay up; the baseline is measured again right before each scenario, so that a change in the
    // machine's load during the run skews the ratio as little as possible. The bare pg handler gets the real
    // server's pool size.
    const bare = await startServer('bare', {
      ...serverEnv,
      BENCH_PORT: process.env.BENCH_BARE_PORT ?? '0',
      BENCH_POOL_SIZE: String(config.DATABASE_POOL_SIZE),
    });
    servers.push(bare.child);
    const bareUrl = `http://127.0.0.1:${bare.port}`;
    const needsJobs = scenarios.some(({ scenario }) => isCustom(scenario) && scenario.needsJobs);
    const real = await startServer('app', { ...serverEnv, BENCH_JOBS: needsJobs ? 'true' : 'false' });
    servers.push(real.child);
    const baseUrl = `http://127.0.0.1:${real.port}`;
    const passwordHash = hashPassword(TEST_PASSWORD);
    const db = database.db;
    const ctx: BenchContext = {
      db,
      database,
      databaseUrl: benchDb.url,
      config,
      baseUrl,
      serverPid: real.child.pid ?? 0,
      bareServerPid: bare.child.pid ?? 0,
      async createUser(overrides = {}) {
        const n = randomBytes(4).toString('hex');
        const [row] = await db
          .insert(users)
          .values({
            email: `bench-${n}@example.com`,
            fullName: `Bench User ${n}`,
            role: 'client',
            isVerified: true,
            passwordHash: await passwordHash,
            ...overrides,
          })
          .returning();
        if (!row) throw new Error('bench user not created');
        return row;
      },
      accessTokenFor: (user) => signAccessToken(jwtSecret, user, 3600),
      async request(req) {
        const res = await fetch(`${baseUrl}${req.path}`, {
          method: req.method ?? 'GET',
          headers: { ...(req.json !== undefined ? { 'content-type': 'application/json' } : {}), ...req.headers },
          ...(req.json !== undefined ? { body: JSON.stringify(req.json) } : {}),
        });
        const text = await res.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        return { status: res.status, body, headers: res.headers };
      },
    };

    const rows: Array<Measured & { ratio: number; target?: number; baseline: Measured; baselineKind: string }> = [];
    const socketRows: string[] = [];
    let bareSocketUrl: string | null = null;
    let bareSocketPid = 0;
    const customLines: string[] = [];
    for (const { file, scenario } of scenarios) {
      if (isCustom(scenario)) {
        const result = await scenario.run(ctx);
        if (result.missed) failed = true;
        for (const line of result.lines) console.log(`  ${line}`);
        customLines.push(...result.lines);
        continue;
      }
      if (isSocket(scenario)) {
        if (!bareSocketUrl) {
          const bareSocket = await startServer('bare-socket', { ...serverEnv, BENCH_PORT: '0' });
          servers.push(bareSocket.child);
          bareSocketUrl = `http://127.0.0.1:${bareSocket.port}`;
          bareSocketPid = bareSocket.child.pid ?? 0;
        }
        const socketPlan = await scenario.setup(ctx);
        const { bare: b, real: m } = await measureSocketPair(bareSocketUrl, baseUrl, socketPlan, {
          serverPid: real.child.pid ?? 0,
          barePid: bareSocketPid,
          backends: async () =>
            (
              (await db.execute(
                sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
              )) as unknown as { rows: Array<{ pid: number }> }
            ).rows.map((r) => Number(r.pid)),
        });
        const ratio = m.perSecond / b.perSecond;
        const miss = scenario.targetRatio !== undefined && ratio < scenario.targetRatio;
        if (miss || m.errors > 0) failed = true;
        const line =
          `${scenario.name}: ${fmt(m.perSecond)} msgs/s delivered, p99 ${fmt(m.p99)} ms; bare socket.io relay ${fmt(b.perSecond)} msgs/s, ` +
          `p99 ${fmt(b.p99)} ms; ratio ${fmt(ratio, 2)}` +
          (scenario.targetRatio !== undefined ? ` (target >= ${scenario.targetRatio})${miss ? ' MISSED' : ''}` : '') +
          (m.errors || b.errors ? `, errors ${m.errors} (bare ${b.errors}; ${[m.errorKinds, b.errorKinds].filter(Boolean).join('; ')})` : '');
        console.log(`  ${line}`);
        socketRows.push(`| ${scenario.name} | ${fmt(m.perSecond)} | ${fmt(m.p99)} | ${fmt(b.perSecond)} | ${fmt(b.p99)} | ${fmt(ratio, 2)} | ${scenario.targetRatio !== undefined ? `>= ${scenario.targetRatio}` : ''} |`);
        continue;
      }
      const plan = await scenario.setup(ctx);
      const expected = plan.expectStatus ?? 200;
      const check = async (req: BenchRequest) => {
        const res = await ctx.request(req);
        if (res.status !== expected) {
          throw new Error(
            `${file}: ${req.method ?? 'GET'} ${req.path} answered ${res.status}, expected ${expected}: ${JSON.stringify(res.body).slice(0, 300)}`,
          );
        }
      };
      // Each request once (a rotating plan: none, its entries are first visits), then each request again with its
      // SQL recorded: what the server runs in the steady state (a rotating plan: its first entries, uncached, and
      // the server's caches emptied afterwards).
      if (!plan.rotate) for (const req of plan.requests) await check(req);
      const recorded: RecordedStep[][] = [];
      const recordStart = Date.now();
      for (const req of plan.rotate ? plan.requests.slice(0, RECORD_ENTRIES) : plan.requests) {
        await call(real.child, 'record-start');
        try {
          await check(req);
        } finally {
          recorded.push(await call<RecordedStep[]>(real.child, 'record-stop'));
        }
      }
      if (plan.rotate) await call(real.child, 'forget-caches');
      console.log(`    recorded the SQL of ${recorded.length} request(s) in ${fmt((Date.now() - recordStart) / 1000, 1)} s`);
      if (process.env.BENCH_SHOW_SQL) {
        for (const [i, steps] of recorded.slice(0, Number(process.env.BENCH_SHOW_SQL_COUNT ?? 3)).entries()) {
          console.log(`    [sql] request ${i}:`);
          for (const step of steps) {
            for (const st of step.statements) {
              // BENCH_SHOW_SQL=full prints each statement whole (to paste into EXPLAIN), else its first 160 characters.
              const full = process.env.BENCH_SHOW_SQL === 'full';
              const text = st.text.replace(/\s+/g, ' ');
              console.log(`      wave ${step.wave}${step.checkout ? ' (one client)' : ''}: ${full ? text : text.slice(0, 160)} ${full ? JSON.stringify(st.values) : JSON.stringify(st.values).slice(0, 120)}`);
            }
          }
        }
      }
      const counts = recorded.map(statementCount);
      const runsSql = counts.some((n) => n > 0);
      const key = String(rows.length);
      if (runsSql) await call(bare.child, 'load', { key, entries: recorded });
      const baseTarget: Target = runsSql
        ? { name: 'bare Fastify + pg, same SQL', url: bareUrl, requests: recorded.map((_, i) => ({ path: `/sql/${key}/${i}` })), rotate: plan.rotate, cursor: 0, pid: bare.child.pid }
        : { name: 'bare Fastify GET /', url: bareUrl, requests: [{ path: '/' }], pid: bare.child.pid };
      const [baseline, m] = await measurePair(baseTarget, {
        name: scenario.name,
        url: baseUrl,
        requests: plan.requests,
        rotate: plan.rotate,
        cursor: 0,
        pid: real.child.pid,
      });
      const ratio = m.reqPerSec / baseline.reqPerSec;
      const target = scenario.targetRatio ?? (runsSql ? SQL_TARGET_RATIO : undefined);
      const sqlLabel = runsSql
        ? `bare pg, ${Math.min(...counts)}${Math.max(...counts) !== Math.min(...counts) ? `-${Math.max(...counts)}` : ''} statement(s)`
        : 'hello-world';
      rows.push({ ...m, ratio, target, baseline, baselineKind: sqlLabel });
      const miss = target !== undefined && ratio < target;
      if (miss || m.errors > 0 || baseline.errors > 0 || (expected < 300 && m.non2xx > 0) || (runsSql && baseline.non2xx > 0)) failed = true;
      console.log(
        `  ${scenario.name}: ${fmt(m.reqPerSec)} req/s, p99 ${fmt(m.p99)} ms; baseline (${sqlLabel}) ${fmt(baseline.reqPerSec)} req/s, ` +
          `p99 ${fmt(baseline.p99)} ms; ratio ${fmt(ratio, 2)}` +
          (m.cpuMsPerReq !== null && baseline.cpuMsPerReq !== null
            ? `; server CPU ${fmt(m.cpuMsPerReq, 3)} ms/req vs bare ${fmt(baseline.cpuMsPerReq, 3)}`
            : '') +
          (target !== undefined ? ` (target >= ${target})${miss ? ' MISSED' : ''}` : '') +
          (m.non2xx || m.errors ? `, non-2xx ${m.non2xx}, errors ${m.errors}` : '') +
          (baseline.non2xx || baseline.errors ? `, baseline non-2xx ${baseline.non2xx}, errors ${baseline.errors}` : ''),
      );
    }

    console.log('\n| scenario | req/s | p99 (ms) | baseline (its true limit) | baseline req/s | baseline p99 (ms) | ratio | target | CPU ms/req (app / bare) |');
    console.log('|---|---:|---:|---|---:|---:|---:|---:|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${fmt(r.reqPerSec)} | ${fmt(r.p99)} | ${r.baselineKind} | ${fmt(r.baseline.reqPerSec)} | ${fmt(r.baseline.p99)} | ` +
          `${fmt(r.ratio, 2)} | ${r.target !== undefined ? `>= ${r.target}` : ''} | ` +
          `${r.cpuMsPerReq !== null && r.baseline.cpuMsPerReq !== null ? `${fmt(r.cpuMsPerReq, 3)} / ${fmt(r.baseline.cpuMsPerReq, 3)}` : ''} |`,
      );
    }
    if (customLines.length) {
      console.log('');
      for (const line of customLines) console.log(line);
    }
    if (socketRows.length) {
      console.log('\n| socket scenario | delivered msgs/s | p99 (ms) | bare relay msgs/s | bare p99 (ms) | ratio | target |');
      console.log('|---|---:|---:|---:|---:|---:|---:|');
      for (const line of socketRows) console.log(line);
    }
  } finally {
    await cleanup();
  }
  if (failed) process.exitCode = 1;
}

// The public site's Lighthouse and JavaScript-weight bench runs on its own (see bench/lighthouse.ts).
const run =
  filter === 'lighthouse' || filter === 'web'
    ? runWebBench().then((code) => {
        process.exitCode = code;
      })
    : main();
run.catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
