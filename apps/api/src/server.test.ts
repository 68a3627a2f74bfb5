import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/seed';

/**
 * The server as real processes (node with tsx's loader running src/server.ts) on the embedded database: what
 * only a process shows, the lock on DATA_DIR, start-up errors and what production prints. Each start takes
 * seconds (PGlite creates and migrates its database), hence the long timeouts.
 */
const apiDir = dirname(dirname(fileURLToPath(import.meta.url)));
const START_TIMEOUT_MS = 180_000;
const TEST_TIMEOUT_MS = 400_000;

type Server = {
  child: ChildProcess;
  port: number;
  /** 'ready' once it prints its banner, 'exited' if it stops first. */
  started: Promise<'ready' | 'exited'>;
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  url(path: string): string;
};

const running: Server[] = [];
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quayside-server-'));
  dirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // No DATABASE_URL from the test run: these servers use the embedded database in their DATA_DIR.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      JOBS_ENABLED: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = new Promise<'ready' | 'exited'>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${out}\n${err}`)),
      START_TIMEOUT_MS,
    );
    child.stdout?.on('data', () => {
      if (out.includes('Quayside is running at')) {
        clearTimeout(timer);
        resolve('ready');
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      resolve('exited');
    });
  });
  const server: Server = {
    child,
    port,
    started,
    exited,
    stdout: () => out,
    stderr: () => err,
    url: (path) => `http://127.0.0.1:${port}${path}`,
  };
  running.push(server);
  return server;
}

async function stop(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

afterAll(async () => {
  for (const server of running) await stop(server, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const noStackTrace = /\n\s+at /;

const signIn = (server: Server, email: string, password: string) =>
  fetch(server.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('two processes on one DATA_DIR', () => {
  it(
    'refuses the second with a message naming DATA_DIR; the first keeps serving; a killed holder does not block the next start',
    async () => {
      const dataDir = tempDir();
      const first = await startServer({ DATA_DIR: dataDir });
      expect(await first.started).toBe('ready');

      const second = await startServer({ DATA_DIR: dataDir });
      expect(await second.started).toBe('exited');
      expect(await second.exited).not.toBe(0);
      expect(second.stderr()).toContain(
        `DATA_DIR ${dataDir} is in use by another Quayside process (pid ${first.child.pid}`,
      );
      expect(second.stderr()).not.toMatch(noStackTrace);

      expect((await fetch(first.url('/readyz'))).status).toBe(200);
      const write = await fetch(first.url('/api/contact'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: 'Lakshmi Narayanan',
          email: 'lakshmi.n@example.com',
          topic: 'incorporation',
          message: 'We would like to set up a Singapore holding company above our Dubai free zone company.',
          consent: true,
        }),
      });
      expect(write.status).toBe(201);

      // A crash leaves the lock behind; its holder's pid is gone, so the next start takes it over.
      await stop(first, 'SIGKILL');
      const third = await startServer({ DATA_DIR: dataDir });
      expect(await third.started).toBe('ready');
      expect((await fetch(third.url('/readyz'))).status).toBe(200);
      await stop(third);
      expect(await third.exited).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('start-up errors', () => {
  it(
    'a DATA_DIR that is not a directory stops the start with a message naming it, without a stack trace',
    async () => {
      const file = join(tempDir(), 'not-a-directory');
      writeFileSync(file, 'x');
      const server = await startServer({ DATA_DIR: file });
      expect(await server.started).toBe('exited');
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toContain(`DATA_DIR: ${file} is not a writable directory`);
      expect(server.stderr()).not.toMatch(noStackTrace);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a damaged embedded database stops the start with a message naming its directory, without a wasm stack',
    async () => {
      const dataDir = tempDir();
      mkdirSync(join(dataDir, 'pglite', 'global'), { recursive: true });
      writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
      writeFileSync(join(dataDir, 'pglite', 'global', 'pg_control'), randomBytes(8192));
      const server = await startServer({ DATA_DIR: dataDir });
      expect(await server.started).toBe('exited');
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toContain(
        `The embedded database in ${join(dataDir, 'pglite')} could not be opened`,
      );
      expect(server.stderr()).not.toMatch(noStackTrace);
      expect(server.stderr()).not.toContain('wasm');
      // The failed start let go of DATA_DIR.
      expect(existsSync(join(dataDir, 'quayside.lock'))).toBe(false);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('demo accounts in production', () => {
  it(
    'with SEED_DEMO=true, prints a generated password per account once; the published password does not sign in',
    async () => {
      const server = await startServer({
        NODE_ENV: 'production',
        DATA_DIR: tempDir(),
        SEED_DEMO: 'true',
        JWT_SECRET: randomBytes(32).toString('hex'),
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_not_called',
        STRIPE_WEBHOOK_SECRET: 'whsec_not_called',
      });
      expect(await server.started).toBe('ready');
      const out = server.stdout();
      expect(out).not.toContain(DEMO_PASSWORD);
      const printed = new Map(
        [...out.matchAll(/^\s+\w+\s+(\S+@quayside\.test)\s+(\S{16,})$/gm)].map((m) => [m[1], m[2]]),
      );
      expect([...printed.keys()].sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
      expect(new Set(printed.values()).size).toBe(DEMO_ACCOUNTS.length);

      const admin = 'admin@quayside.test';
      expect((await signIn(server, admin, DEMO_PASSWORD)).status).toBe(401);
      expect((await signIn(server, admin, printed.get(admin) ?? '')).status).toBe(200);
    },
    TEST_TIMEOUT_MS,
  );
});
