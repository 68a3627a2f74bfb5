/**
 * `npx tsx bench/cpu-per-request.ts`: each server's CPU time per answered request (user + system, from
 * /proc/<pid>/stat around each round), for the bare hello-world and the real server's PATH_UNDER_TEST (default
 * GET /api/auth/profile, as a client signed in with a bearer token), in alternating rounds. On a shared machine
 * where neither server gets a whole core, req/s and their ratio swing from run to run; the CPU each answer costs
 * swings far less, and is what the req/s of a server with a core to itself scales with. Each round's figure is
 * printed too (the scheduler's run time of all the server's threads, /proc/<pid>/task/<tid>/schedstat, in ns
 * rather than 10 ms ticks, so short rounds are exact), with the least and the median: on a loaded machine the
 * least is the round other processes disturbed least.
 *
 * BENCH_DATABASE_URL: a migrated database (a bench user is added). COMPARE_DIR=<another checkout's apps/api/bench>
 * also starts that checkout's real server (e.g. the main branch), measured in the same rounds: before and after
 * a change on the same machine at the same time. ROUNDS (4) of SLICE seconds (3), BENCH_CONNECTIONS (50),
 * BENCH_PORT (real server; the bare one +1, the compared one +2; default 44400), BENCH_CPU_PROF=<dir> (a V8 CPU
 * profile of each server, in <dir>/<name>/). Linux only.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema/index';
import { signAccessToken } from '../src/modules/auth/auth.actor';

const here = dirname(fileURLToPath(import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL: a migrated database');
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const SLICE = Number(process.env.SLICE ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 44400);
const PATH = process.env.PATH_UNDER_TEST ?? '/api/auth/profile';
const prof = process.env.BENCH_CPU_PROF;
const secret = randomBytes(32).toString('hex');

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** CPU time of all of a process's threads so far, in ns (the scheduler's own count, not clock ticks). */
function runtimeOf(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return ns;
}

/** User and system CPU time of a process so far, in ms. */
function cpuOf(pid: number): { user: number; sys: number } {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  const tick = 10; // ms per clock tick (USER_HZ 100)
  return { user: Number(fields[11]) * tick, sys: Number(fields[12]) * tick };
}

function start(mode: 'bare' | 'app', port: number, name: string, benchDir = here): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(join(benchDir, 'lib/server.ts'), [mode], {
      cwd: join(benchDir, '..'),
      execArgv: ['--import', 'tsx', ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${join(prof, name)}`] : [])],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: secret,
        RATE_LIMIT_ENABLED: 'false',
        SMTP_URL: '',
        PAYMENT_PROVIDER: 'test',
        ALLOW_TEST_PAYMENTS: 'true',
        BENCH_PORT: String(port),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${name} server exited (${code ?? 'signal'})`)));
  });
}

const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
const tag = randomBytes(4).toString('hex');
const [user] = await database.db
  .insert(users)
  .values({ email: `cpu-bench-${tag}@example.com`, fullName: `CPU Bench ${tag}`, role: 'client', isVerified: true, passwordHash: 'x' })
  .returning();
if (!user) throw new Error('bench user not created');
const authorization = `Bearer ${await signAccessToken(secret, user, 3600)}`;

type Target = { name: string; url: string; headers: Record<string, string>; child: ChildProcess };
const targets: Target[] = [
  { name: 'hello-world', url: `http://127.0.0.1:${PORT + 1}/`, headers: {}, child: await start('bare', PORT + 1, 'hello-world') },
  { name: 'this checkout', url: `http://127.0.0.1:${PORT}${PATH}`, headers: { authorization }, child: await start('app', PORT, 'app') },
];
const compareDir = process.env.COMPARE_DIR;
if (compareDir) {
  const child = await start('app', PORT + 2, 'compared', compareDir);
  targets.push({ name: 'compared', url: `http://127.0.0.1:${PORT + 2}${PATH}`, headers: { authorization }, child });
}
try {
  for (const t of targets) {
    const res = await fetch(t.url, { headers: t.headers });
    if (res.status !== 200) throw new Error(`${t.name}: ${t.url} answered ${res.status}`);
    await autocannon({ url: t.url, headers: t.headers, connections: CONNECTIONS, duration: 1 });
  }
  const totals = targets.map(() => ({ requests: 0, seconds: 0, user: 0, sys: 0, errors: 0, rounds: [] as number[] }));
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const [i, t] of targets.entries()) {
      const pid = t.child.pid ?? 0;
      const before = cpuOf(pid);
      const runBefore = runtimeOf(pid);
      const res = await autocannon({ url: t.url, headers: t.headers, connections: CONNECTIONS, duration: SLICE });
      const after = cpuOf(pid);
      const runAfter = runtimeOf(pid);
      const total = totals[i];
      if (!total) continue;
      total.user += after.user - before.user;
      total.sys += after.sys - before.sys;
      total.requests += res.requests.total;
      total.seconds += res.duration;
      total.errors += res.non2xx + res.errors;
      total.rounds.push((runAfter - runBefore) / 1000 / res.requests.total);
    }
  }
  const base = totals[0];
  for (const [i, t] of targets.entries()) {
    const x = totals[i];
    if (!x || !base) continue;
    const us = (ms: number) => ((1000 * ms) / x.requests).toFixed(1);
    const perRequest = (1000 * (x.user + x.sys)) / x.requests;
    const basePerRequest = (1000 * (base.user + base.sys)) / base.requests;
    console.log(
      `${t.name}: ${(x.requests / x.seconds).toFixed(0)} req/s, CPU ${perRequest.toFixed(1)} us a request (user ${us(x.user)}, system ${us(x.sys)}), ` +
        `${((100 * (x.user + x.sys)) / 1000 / x.seconds).toFixed(0)}% of a core; hello-world CPU / this: ${(basePerRequest / perRequest).toFixed(2)}; ` +
        `per round ${x.rounds.map((v) => v.toFixed(1)).join(' ')} us (least ${Math.min(...x.rounds).toFixed(1)}, median ${median(x.rounds).toFixed(1)})` +
        (x.errors ? `; ${x.errors} errors or non-2xx` : ''),
    );
  }
} finally {
  for (const t of targets) {
    const exited = new Promise((resolve) => t.child.once('exit', resolve));
    t.child.kill('SIGTERM');
    await exited;
  }
  await database.close();
}
