/**
 * Two real API processes (production settings) on one PostgreSQL and one Redis, behind HAProxy (cluster-harness.ts):
 * what the instances share. Not timed: the figures are in `npm run bench -- cluster` and `-- soak`.
 *
 * Needs haproxy (Debian's package; .ci/run installs it, and the harness runs apt-get when it is missing and we are
 * root) and redis-server. Without them, and outside CI, the suite is skipped with a note.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../modules/auth/auth.rate-limits';
import { signAccessToken } from '../modules/auth/auth.actor';
import { hashPassword } from '../lib/password';
import { haproxyPath, startCluster, type Cluster } from './cluster-harness';

const runnable = Boolean(haproxyPath()) || process.env.CI === 'true' || process.getuid?.() === 0;
if (!runnable) console.warn('cluster.test.ts skipped: haproxy is not installed (apt-get install haproxy)');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!runnable)('two API instances behind HAProxy', () => {
  let cluster: Cluster;
  let sql: pg.Client;

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2, logLevel: 'info' });
    sql = new pg.Client({ connectionString: cluster.postgres.url });
    await sql.connect();
  }, 240_000);

  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
  }, 60_000);

  async function insertUser(role: string): Promise<{ id: string; token: string }> {
    const email = `cluster-${randomUUID()}@example.com`;
    const hash = await hashPassword('Harbour-view-2026');
    const { rows } = await sql.query<{ id: string; token_version: number }>(
      `insert into users (email, full_name, role, is_verified, password_hash) values ($1, $2, $3, true, $4) returning id, token_version`,
      [email, `Cluster ${role}`, role, hash],
    );
    const row = rows[0];
    if (!row) throw new Error('no user');
    const token = await signAccessToken(cluster.env.jwtSecret, { id: row.id, role: role as 'client', tokenVersion: row.token_version }, 3600);
    return { id: row.id, token };
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('spreads requests over both instances', async () => {
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(`${cluster.proxy.url}/healthz`);
      expect(res.status).toBe(200);
      servedBy.add(res.headers.get('x-served-by') ?? '');
    }
    expect([...servedBy].sort()).toEqual(['api1', 'api2']);
  });

  it('counts one sign-in limit across both instances (in Redis)', async () => {
    // One client address (X-Forwarded-For, trusted from the proxy) tries unknown e-mails: the per-address limit
    // allows `max` attempts in all. Counted per instance, round robin would allow about twice that.
    const { max } = AUTH_RATE_LIMITS.loginPerIp;
    const address = `127.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    for (let i = 0; i <= max; i += 1) {
      const res = await fetch(`${cluster.proxy.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: `nobody-${i}-${randomUUID()}@example.com`, password: 'wrong-password-123' }),
      });
      statuses.push(res.status);
      servedBy.add(res.headers.get('x-served-by') ?? '');
    }
    expect(servedBy.size).toBe(2);
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
    // The counters are in our Redis, under the app's prefix.
    const { Redis } = await import('ioredis');
    const redis = new Redis(cluster.redis?.url ?? '');
    try {
      const keys = await redis.keys('quayside:rate-limit:loginPerIp:*');
      expect(keys.some((k) => k.endsWith(address))).toBe(true);
    } finally {
      redis.disconnect();
    }
  });

  /** Asks until `check` holds (at most 5 s: the notice follows the commit by milliseconds); the last answer. */
  async function soon<T>(ask: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    const until = Date.now() + 5_000;
    let value = await ask();
    while (!check(value) && Date.now() < until) {
      await sleep(20);
      value = await ask();
    }
    return value;
  }

  it("an admin's change to a user through one instance reaches the other instance's user cache", async () => {
    const [a, b] = cluster.instances;
    if (!a || !b) throw new Error('two instances expected');
    const admin = await insertUser('admin');
    const client = await insertUser('client');
    const nameOnB = async () => {
      const res = await fetch(`${b.url}/api/auth/profile`, { headers: bearer(client.token) });
      return res.status === 200 ? ((await res.json()) as { user: { fullName: string } }).user.fullName : `status ${res.status}`;
    };
    // Instance B reads (and caches) the client twice.
    expect(await nameOnB()).toBe('Cluster client');
    expect(await nameOnB()).toBe('Cluster client');
    const renamed = `Renamed ${randomUUID().slice(0, 8)}`;
    const put = await fetch(`${a.url}/api/admin/users/${client.id}`, {
      method: 'PUT',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ name: renamed }),
    });
    expect(put.status).toBe(200);
    // Another person's change: B drops its copy when the database's notice arrives (no cookie can tell B sooner).
    expect(await soon(nameOnB, (n) => n === renamed)).toBe(renamed);

    // Blocked through A: B refuses the client's token.
    const block = await fetch(`${a.url}/api/admin/users/${client.id}/block`, {
      method: 'PUT',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ isBlocked: true }),
    });
    expect(block.status).toBe(200);
    expect(await soon(nameOnB, (n) => n.startsWith('status'))).toMatch(/^status 40[13]$/);
  });

  it("a client's write through one instance shows on their dashboard through the other (dashboard cache)", async () => {
    const [a, b] = cluster.instances;
    if (!a || !b) throw new Error('two instances expected');
    const client = await insertUser('client');
    await sql.query(`insert into notifications (user_id, title, message) values ($1, 'one', 'first'), ($1, 'two', 'second')`, [client.id]);
    const unread = async (cookie?: string) => {
      const res = await fetch(`${b.url}/api/client/dashboard`, { headers: { ...bearer(client.token), ...(cookie ? { cookie } : {}) } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { dashboard: { counts: { unreadNotifications: number } } }).dashboard.counts.unreadNotifications;
    };
    expect(await unread()).toBe(2);
    expect(await unread()).toBe(2); // cached in B now
    const read = await fetch(`${a.url}/api/client/notifications/read-all`, { method: 'PUT', headers: bearer(client.token) });
    expect(read.status).toBe(200);
    // The browser sends back the cookies the write set (the short-lived "wrote" mark among them): B answers fresh.
    const cookie = read.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain('qs_wrote=');
    expect(await unread(cookie)).toBe(0);
    // And without it, B's copy was dropped by the database's notice (which follows the commit by milliseconds).
    expect(await soon(() => unread(), (n) => n === 0)).toBe(0);
  });

  it('a change made straight in the database reaches both instances\' caches (notices, not request hooks)', async () => {
    const client = await insertUser('client');
    const unreadOn = async (url: string) => {
      const res = await fetch(`${url}/api/client/dashboard`, { headers: bearer(client.token) });
      return ((await res.json()) as { dashboard: { counts: { unreadNotifications: number } } }).dashboard.counts.unreadNotifications;
    };
    for (const i of cluster.instances) expect(await unreadOn(i.url)).toBe(0);
    await sql.query(`insert into notifications (user_id, title, message) values ($1, 'late', 'from a job')`, [client.id]);
    for (const i of cluster.instances) expect(await soon(() => unreadOn(i.url), (n) => n === 1)).toBe(1);
  });

  it('runs background jobs once across the instances, not once per instance (pg-boss)', async () => {
    // Both instances sent the start-up calendar roll: it exists once per 5-minute throttle slot (singletonSeconds 300
    // in jobs/queue.ts). Two instances that start on either side of a slot boundary make one in each slot, which
    // is what pg-boss promises; never two in one slot.
    const startup = await sql.query(
      `select count(*)::int as n from pgboss.job where name = 'calendar-roll' and singleton_key = 'startup' group by singleton_on`,
    );
    expect(startup.rows.length).toBeGreaterThanOrEqual(1);
    expect(startup.rows.length).toBeLessThanOrEqual(2);
    for (const row of startup.rows as Array<{ n: number }>) expect(row.n).toBe(1);
    // One schedule per job, shared, not one per instance.
    const schedules = await sql.query(`select name from pgboss.schedule order by name`);
    expect(schedules.rows.map((r: { name: string }) => r.name)).toEqual(['calendar-roll', 'housekeeping']);

    // N housekeeping jobs, sent from outside: both instances work the queue, each job runs exactly once.
    const boss = new PgBoss({ connectionString: cluster.postgres.url, schema: 'pgboss', supervise: false, schedule: false, max: 1 });
    boss.on('error', () => undefined);
    await boss.start();
    const N = 2;
    const ids: string[] = [];
    try {
      for (let i = 0; i < N; i += 1) {
        const id = await boss.send('housekeeping', { probe: i });
        if (id) ids.push(id);
      }
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    expect(ids).toHaveLength(N);
    const until = Date.now() + 90_000;
    let states: Array<{ state: string; retry_count: number }> = [];
    while (Date.now() < until) {
      states = (await sql.query(`select state, retry_count from pgboss.job where id = any($1::uuid[])`, [ids])).rows;
      if (states.length === N && states.every((s) => s.state === 'completed')) break;
      await sleep(500);
    }
    expect(states.map((s) => s.state)).toEqual(Array(N).fill('completed'));
    expect(states.every((s) => s.retry_count === 0)).toBe(true);
    // Each ran once: as many "housekeeping done" lines across both instances' logs as completed housekeeping jobs
    // (ours, plus the hourly one if its minute came during the test), not twice as many.
    const completed = await sql.query(`select count(*)::int as n from pgboss.job where name = 'housekeeping' and state = 'completed'`);
    const runs = cluster.instances.map((i) => readFileSync(i.logFile, 'utf8').split('\n').filter((l) => l.includes('"housekeeping done"')).length);
    expect(completed.rows[0]?.n).toBeGreaterThanOrEqual(N);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(completed.rows[0]?.n);
  }, 120_000);
});
