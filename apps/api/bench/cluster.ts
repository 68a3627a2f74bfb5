/**
 * npm run bench -- cluster: two API instances (production settings) on one PostgreSQL (a fresh database on
 * DATABASE_URL) and one Redis (its own redis-server) behind HAProxy (src/test/cluster-harness.ts). Checks what the
 * instances share, measures how long a change takes to reach the other instance's caches, and the throughput
 * through the proxy against one instance alone. Exits non-zero when a check fails (never on a figure).
 *
 * Settings: BENCH_CONNECTIONS (50), BENCH_DURATION seconds per measurement (10), CLUSTER_PORT_BASE (ports from
 * there: proxy +0, instances +1, +2, Redis +90; unset = free ports).
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { AUTH_RATE_LIMITS } from '../src/modules/auth/auth.rate-limits';
import { signAccessToken } from '../src/modules/auth/auth.actor';
import { startCluster, type Cluster } from '../src/test/cluster-harness';
import { checklist, stopClusterOnSignal } from './lib/run-checks';
import { percentile } from './lib/traffic';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runCluster(): Promise<boolean> {
  let cluster: Cluster | null = null;
  const { check, lines, ok } = checklist();
  stopClusterOnSignal(() => cluster);
  try {
    cluster = await startCluster({ instances: 2, logLevel: 'info' });
    const c = cluster;
    const [a, b] = c.instances;
    if (!a || !b) throw new Error('two instances expected');
    console.log(`Cluster: proxy ${c.proxy.url}, instances ${c.instances.map((i) => i.url).join(', ')}, Redis ${c.redis?.url ?? 'none'}`);
    const sql = new pg.Client({ connectionString: c.postgres.url });
    await sql.connect();
    const user = async (role: string) => {
      const { rows } = await sql.query<{ id: string; token_version: number }>(
        `insert into users (email, full_name, role, is_verified, password_hash) values ($1, $2, $3, true, 'x') returning id, token_version`,
        [`cluster-${randomUUID()}@example.com`, `Cluster ${role}`, role],
      );
      const row = rows[0];
      if (!row) throw new Error('no user');
      return { id: row.id, token: await signAccessToken(c.env.jwtSecret, { id: row.id, role: role as 'client', tokenVersion: row.token_version }, 3600) };
    };

    // Spread.
    const servedBy = new Map<string, number>();
    for (let i = 0; i < 20; i += 1) {
      const s = (await fetch(`${c.proxy.url}/healthz`)).headers.get('x-served-by') ?? '?';
      servedBy.set(s, (servedBy.get(s) ?? 0) + 1);
    }
    check(servedBy.size === 2, `round robin: ${[...servedBy].map(([k, v]) => `${k} ${v}`).join(', ')} of 20`);

    // One rate limit across instances.
    const { max } = AUTH_RATE_LIMITS.loginPerIp;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1) {
      const res = await fetch(`${c.proxy.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.77.0.1' },
        body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'wrong-password-123' }),
      });
      statuses.push(res.status);
    }
    check(statuses.slice(0, max).every((s) => s === 401) && statuses[max] === 429, `sign-in limit ${max}/min per address counted once across both instances (attempt ${max + 1} answered ${statuses[max]})`);

    // Cache propagation: an admin's rename through A, polled through B (user cache), 20 times.
    const admin = await user('admin');
    const delays: number[] = [];
    let firstRequestStale = 0;
    for (let i = 0; i < 20; i += 1) {
      const client = await user('client');
      const h = { authorization: `Bearer ${client.token}` };
      await fetch(`${b.url}/api/auth/profile`, { headers: h });
      const name = `Renamed ${i} ${randomUUID().slice(0, 6)}`;
      const put = await fetch(`${a.url}/api/admin/users/${client.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      const t0 = performance.now();
      if (put.status !== 200) throw new Error(`rename answered ${put.status}`);
      let polls = 0;
      for (;;) {
        const res = await fetch(`${b.url}/api/auth/profile`, { headers: h });
        const body = (await res.json()) as { user: { fullName: string } };
        polls += 1;
        if (body.user.fullName === name) break;
        if (performance.now() - t0 > 10_000) throw new Error('the rename never reached instance B');
        await sleep(1);
      }
      if (polls > 1) firstRequestStale += 1;
      delays.push(performance.now() - t0);
    }
    check(
      percentile(delays, 100) < 5_000,
      `a change through A seen through B (user cache, PostgreSQL notices): p50 ${fmt(percentile(delays, 50), 1)} ms, max ${fmt(percentile(delays, 100), 1)} ms after the write's answer; ` +
        `the very next request was still stale in ${firstRequestStale} of 20`,
    );

    // Read-your-writes across instances for the client's own write (the dashboard's "wrote" cookie).
    const client = await user('client');
    await sql.query(`insert into notifications (user_id, title, message) values ($1, 'one', 'first')`, [client.id]);
    const dash = async (cookie?: string) =>
      ((await (await fetch(`${b.url}/api/client/dashboard`, { headers: { authorization: `Bearer ${client.token}`, ...(cookie ? { cookie } : {}) } })).json()) as {
        dashboard: { counts: { unreadNotifications: number } };
      }).dashboard.counts.unreadNotifications;
    await dash();
    await dash();
    const read = await fetch(`${a.url}/api/client/notifications/read-all`, { method: 'PUT', headers: { authorization: `Bearer ${client.token}` } });
    const cookie = read.headers.getSetCookie().map((x) => x.split(';')[0]).join('; ');
    check((await dash(cookie)) === 0, "a client's write through A is on their dashboard through B on the very next request (with the cookie the write set)");

    // Jobs once.
    const startup = await sql.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'calendar-roll' and singleton_key = 'startup'`);
    const schedules = await sql.query<{ name: string }>(`select name from pgboss.schedule order by name`);
    check(startup.rows[0]?.n === 1, `pg-boss: the start-up calendar roll both instances sent exists once (${startup.rows[0]?.n ?? 0})`);
    check(schedules.rows.length === 2, `pg-boss: one schedule per job for both instances (${schedules.rows.map((r) => r.name).join(', ')})`);
    await sql.end();

    // Throughput: through the proxy (two instances) against one instance straight.
    const profileUser = await (async () => {
      const s2 = new pg.Client({ connectionString: c.postgres.url });
      await s2.connect();
      const { rows } = await s2.query<{ id: string; token_version: number }>(
        `insert into users (email, full_name, role, is_verified, password_hash) values ($1, 'Bench', 'client', true, 'x') returning id, token_version`,
        [`cluster-bench-${randomUUID()}@example.com`],
      );
      await s2.end();
      const row = rows[0];
      if (!row) throw new Error('no user');
      return signAccessToken(c.env.jwtSecret, { id: row.id, role: 'client', tokenVersion: row.token_version }, 3600);
    })();
    const table: string[] = [];
    for (const path of ['/api/auth/profile', '/api/client/dashboard']) {
      const measure = async (url: string) => {
        const r = await autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: Math.max(1, Math.round(DURATION / 2)), headers: { authorization: `Bearer ${profileUser}` } });
        return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
      };
      await measure(c.proxy.url);
      // Alternating rounds, so both see the same machine.
      const proxied: Array<Awaited<ReturnType<typeof measure>>> = [];
      const single: Array<Awaited<ReturnType<typeof measure>>> = [];
      for (let r = 0; r < 2; r += 1) {
        proxied.push(await measure(c.proxy.url));
        single.push(await measure(a.url));
      }
      const avg = (xs: Array<{ rps: number }>) => xs.reduce((n, x) => n + x.rps, 0) / xs.length;
      const p99 = (xs: Array<{ p99: number }>) => Math.max(...xs.map((x) => x.p99));
      const bad = [...proxied, ...single].reduce((n, x) => n + x.non2xx, 0);
      table.push(`| GET ${path} | ${fmt(avg(proxied))} | ${fmt(p99(proxied))} | ${fmt(avg(single))} | ${fmt(p99(single))} | ${fmt(avg(proxied) / avg(single), 2)} |`);
      check(bad === 0, `GET ${path}: every answer 2xx through the proxy and straight (${bad} not)`);
    }
    console.log(`\n${CONNECTIONS} connections, ${Math.round(DURATION / 2)} s rounds (2 of each, alternating):`);
    console.log('| request | 2 instances via HAProxy req/s | p99 (ms) | 1 instance direct req/s | p99 (ms) | ratio |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const l of table) console.log(l);
    console.log('');
    for (const l of lines) console.log(l);
  } finally {
    await cluster?.stop();
  }
  return ok();
}
