/**
 * npm run bench -- soak: two API instances behind HAProxy on a PostgreSQL and a Redis of their own
 * (src/test/cluster-harness.ts), 200 virtual users of mixed traffic through the proxy (bench/lib/traffic.ts:
 * sign-in, refresh, profile, dashboard, lists, uploads, signed payment webhooks), twice:
 *
 * 1. steady: SOAK_SECONDS (60) of traffic; passes with zero 5xx, zero network errors and zero lost writes (every
 *    upload answered 201 is a documents row, every webhook answered 200 a payment_events row).
 * 2. faults, during the same length of traffic:
 *    - PostgreSQL restarted (stopped SOAK_PG_DOWN_SECONDS, 5, then started: a slow restart): requests answer 503 fast
 *      (p99 of those answers reported), /readyz on both instances answers 503, and both recover without a restart
 *      of theirs (ready again, then 2xx);
 *    - one API instance killed (SIGKILL): the proxy routes to the other; no write answered 2xx is lost; the
 *      failures around the kill are counted (requests in flight on the killed instance);
 *    - Redis stopped: every instance logs the fall-back warning, keeps serving, and still limits sign-ins per
 *      instance in memory (a burst from one address gets 429); Redis started again at the end.
 * The fault run passes when those hold; its 5xx outside the outage and the kill are counted too.
 * Absolute figures depend on the machine: on a shared one they are inflated by whatever else runs.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { AUTH_RATE_LIMITS } from '../src/modules/auth/auth.rate-limits';
import { hashPassword } from '../src/lib/password';
import { startCluster, type Cluster } from '../src/test/cluster-harness';
import { checklist, stopClusterOnSignal } from './lib/run-checks';
import { percentile, runTraffic, signInAll, type TrafficResult, type VirtualUser } from './lib/traffic';

const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const PG_DOWN_SECONDS = Number(process.env.SOAK_PG_DOWN_SECONDS ?? 5);
/** Average pause between one virtual user's requests (ms): 200 users at 300 ms offer some 600 requests a second. */
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 300);
const PASSWORD = 'Soak-harbour-2026';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

async function seedUsers(sql: pg.Client, n: number): Promise<VirtualUser[]> {
  const hash = await hashPassword(PASSWORD);
  const tag = randomBytes(3).toString('hex');
  const { rows } = await sql.query<{ id: string; email: string }>(
    `insert into users (email, full_name, role, is_verified, password_hash)
     select 'soak-' || $1 || '-' || g || '@example.com', 'Soak User ' || g, 'client', true, $2 from generate_series(1, $3) g
     returning id, email`,
    [tag, hash, n],
  );
  await sql.query(
    `insert into companies (name, normalized_name, jurisdiction, owner_id)
     select 'Soak Co ' || u.id, 'soak co ' || u.id, 'SG', u.id from unnest($1::uuid[]) as u(id)`,
    [rows.map((r) => r.id)],
  );
  await sql.query(
    `insert into notifications (user_id, title, message) select u.id, 'Welcome', 'Soak notification ' || g
     from unnest($1::uuid[]) as u(id), generate_series(1, 5) g`,
    [rows.map((r) => r.id)],
  );
  // Each virtual user is its own client address (a header value only: every connection is to 127.0.0.1).
  return rows.map((r, i) => ({ email: r.email, password: PASSWORD, address: `127.${10 + Math.floor(i / 65_000)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}` }));
}

/** Every write answered 2xx is in the database. */
async function lostWrites(sql: pg.Client, r: TrafficResult): Promise<{ uploads: number; webhooks: number; lostUploads: number; lostWebhooks: number }> {
  const docs = await sql.query<{ n: number }>(`select count(*)::int as n from documents where id = any($1::uuid[])`, [r.uploadedDocuments]);
  const events = await sql.query<{ n: number }>(`select count(*)::int as n from payment_events where event_id = any($1::text[])`, [r.webhookEvents]);
  return {
    uploads: r.uploadedDocuments.length,
    webhooks: r.webhookEvents.length,
    lostUploads: r.uploadedDocuments.length - (docs.rows[0]?.n ?? 0),
    lostWebhooks: r.webhookEvents.length - (events.rows[0]?.n ?? 0),
  };
}

function summary(name: string, r: TrafficResult, writes: Awaited<ReturnType<typeof lostWrites>>): { lines: string[]; fiveXx: number } {
  const fiveXx = [...r.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const statuses = [...r.byStatus].sort(([a], [b]) => a - b).map(([s, c]) => `${s}: ${fmt(c)}`).join(', ');
  const kinds = [...r.byKind].map(([k, v]) => `${k} ${fmt(v.n)}${v.non2xx ? ` (${v.non2xx} not 2xx)` : ''}`).join(', ');
  return {
    fiveXx,
    lines: [
      `${name}: ${fmt(r.requests)} requests in ${fmt(r.seconds, 1)} s (${fmt(r.requests / r.seconds)} req/s), p50 ${fmt(percentile(r.latencies, 50))} ms, ` +
        `p99 ${fmt(percentile(r.latencies, 99))} ms, 5xx ${fiveXx} (${r.proxyAnswers} from the proxy itself: no instance took them), network errors ${r.networkErrors}`,
      `  statuses: ${statuses}`,
      `  by kind: ${kinds}`,
      `  writes answered 2xx: ${fmt(writes.uploads)} uploads, ${fmt(writes.webhooks)} webhooks; lost: ${writes.lostUploads + writes.lostWebhooks}`,
    ],
  };
}

async function readyz(url: string): Promise<number> {
  try {
    return (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return 0;
  }
}

export async function runSoak(): Promise<boolean> {
  console.log(`Soak: ${CONNECTIONS} connections (think time ${THINK_MS} ms on average), ${SECONDS} s per run, two API instances behind HAProxy (own PostgreSQL and Redis)`);
  let cluster: Cluster | null = null;
  const { check, lines: report, ok } = checklist();
  stopClusterOnSignal(() => cluster);
  try {
    cluster = await startCluster({ instances: 2, ownPostgres: true });
    const c = cluster;
    const sql = new pg.Client({ connectionString: c.postgres.url });
    sql.on('error', () => undefined);
    await sql.connect();
    const users = await seedUsers(sql, CONNECTIONS);
    await sql.end();
    const paymentSecret = `${c.env.jwtSecret}-pay`;
    const reconnect = async () => {
      const s = new pg.Client({ connectionString: c.postgres.url });
      await s.connect();
      return s;
    };

    /* ---------------------------------------------------------------- 1. steady (SOAK_RUNS=faults skips it) */
    const runs = (process.env.SOAK_RUNS ?? 'steady,faults').split(',');
    const t0 = Date.now();
    let sessions = await signInAll(c.proxy.url, users);
    console.log(`signed in ${sessions.filter(Boolean).length} of ${users.length} users in ${fmt((Date.now() - t0) / 1000, 1)} s (8 at a time)`);
    const steady = await runTraffic({ baseUrl: c.proxy.url, users, seconds: runs.includes('steady') ? SECONDS : 0, paymentSecret, sessions, thinkMs: THINK_MS });
    let s = await reconnect();
    const steadyWrites = await lostWrites(s, steady);
    await s.end();
    const st = summary('steady', steady, steadyWrites);
    for (const l of st.lines) console.log(l);
    check(st.fiveXx === 0 && steady.networkErrors === 0, `steady: zero 5xx (${st.fiveXx}) and zero network errors (${steady.networkErrors})`);
    check(steadyWrites.lostUploads + steadyWrites.lostWebhooks === 0, `steady: zero lost writes of ${steadyWrites.uploads + steadyWrites.webhooks} answered 2xx`);

    /* ---------------------------------------------------------------- 2. faults */
    sessions = await signInAll(c.proxy.url, users);
    const [api1, api2] = c.instances;
    if (!api1 || !api2) throw new Error('two instances expected');
    const t = { pgStop: 8, killAt: Math.round(SECONDS * 0.45), redisStop: Math.round(SECONDS * 0.65), redisStart: Math.round(SECONDS * 0.9) };
    const events: Array<{ at: number; what: string }> = [];
    let started = 0;
    const mark = (what: string) => events.push({ at: Date.now() - started, what });
    const readyDuringOutage: number[] = [];
    let pgDownAt = 0;
    let pgUpAt = 0;
    let recoveredAt = 0;
    let redisWarned = false;
    let memoryLimited = false;
    let limitStatuses: number[] = [];
    const faults = (async () => {
      // PostgreSQL: stopped, down for a while, started; /readyz of both instances polled straight (not via the proxy).
      await sleep(t.pgStop * 1000);
      mark('PostgreSQL stop');
      pgDownAt = Date.now() - started;
      await c.postgres.down();
      const probeUntil = Date.now() + PG_DOWN_SECONDS * 1000;
      while (Date.now() < probeUntil) {
        readyDuringOutage.push(await readyz(api1.url), await readyz(api2.url));
        await sleep(250);
      }
      await c.postgres.up();
      pgUpAt = Date.now() - started;
      mark('PostgreSQL started');
      const until = Date.now() + 60_000;
      while (Date.now() < until) {
        if ((await readyz(api1.url)) === 200 && (await readyz(api2.url)) === 200) break;
        await sleep(100);
      }
      recoveredAt = Date.now() - started;
      mark('both instances ready');

      // One instance killed.
      await sleep(Math.max(0, t.killAt * 1000 - (Date.now() - started)));
      mark('api2 SIGKILL');
      await api2.stop('SIGKILL');

      // Redis stopped: the fall-back warning, and per-instance limits in memory (a sign-in burst from one address).
      await sleep(Math.max(0, t.redisStop * 1000 - (Date.now() - started)));
      mark('Redis stop');
      const warnings = () => api1.log().split('rate limiting: Redis unreachable').length - 1;
      const before = warnings();
      await c.redis?.stop();
      await sleep(1500);
      // A new warning since the stop (a command that timed out on a busy machine may have logged one before).
      redisWarned = warnings() > before;
      const address = '127.250.250.250';
      const statuses: number[] = [];
      for (let i = 0; i <= AUTH_RATE_LIMITS.loginPerIp.max; i += 1) {
        const res = await fetch(`${api1.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'wrong-password-123' }),
        }).catch(() => null);
        statuses.push(res?.status ?? 0);
      }
      memoryLimited = statuses.at(-1) === 429 && statuses.slice(0, -1).every((x) => x === 401);
      limitStatuses = statuses;
      await sleep(Math.max(0, t.redisStart * 1000 - (Date.now() - started)));
      await c.redis?.start();
      mark('Redis started');
    })();
    started = Date.now();
    const faulty = await runTraffic({ baseUrl: c.proxy.url, users, seconds: SECONDS, paymentSecret, sessions, thinkMs: THINK_MS });
    await faults;
    s = await reconnect();
    const faultWrites = await lostWrites(s, faulty);
    await s.end();
    const ft = summary('faults', faulty, faultWrites);
    for (const i of c.instances) console.log(`  ${i.name}: ${i.child.exitCode === null && i.child.signalCode === null ? 'running' : `exited (${i.child.exitCode ?? i.child.signalCode})`}`);
    for (const l of ft.lines) console.log(l);
    console.log(`  timeline (ms): ${events.map((e) => `${e.what} @${e.at}`).join('; ')}`);

    const inOutage = faulty.failures.filter(([at]) => at >= pgDownAt && at <= recoveredAt + 1000);
    const outage503 = inOutage.filter(([, status]) => status === 503);
    const killAt = events.find((e) => e.what === 'api2 SIGKILL')?.at ?? Infinity;
    const aroundKill = faulty.failures.filter(([at]) => at >= killAt - 100 && at <= killAt + 5_000);
    const elsewhere = faulty.failures.filter(
      ([at, status]) => status >= 500 || status === 0 ? !(at >= pgDownAt && at <= recoveredAt + 1000) && !(at >= killAt - 100 && at <= killAt + 5_000) : false,
    );
    const unexpectedInOutage = inOutage.filter(([, status]) => status !== 503 && status >= 500);
    check(
      outage503.length > 0 && unexpectedInOutage.length === 0,
      `PostgreSQL down ${fmt((pgUpAt - pgDownAt) / 1000, 1)} s: ${outage503.length} answers 503, p50 ${fmt(percentile(outage503.map((f) => f[2]), 50))} ms, p99 ${fmt(percentile(outage503.map((f) => f[2]), 99))} ms, ` +
        `max ${fmt(Math.max(0, ...outage503.map((f) => f[2])))} ms; other 5xx or no answer in the outage: ${unexpectedInOutage.length}` +
        (unexpectedInOutage.length ? ` (${[...new Set(unexpectedInOutage.map((f) => f[1]))].join(', ')})` : ''),
    );
    check(
      readyDuringOutage.filter((x) => x === 503).length > 0 && readyDuringOutage.every((x) => x === 503),
      `/readyz during the outage: ${readyDuringOutage.filter((x) => x === 503).length} of ${readyDuringOutage.length} probes answered 503 (others: ${readyDuringOutage.filter((x) => x !== 503).join(',') || 'none'})`,
    );
    check(recoveredAt > 0 && recoveredAt - pgUpAt < 60_000, `both instances ready ${fmt((recoveredAt - pgUpAt) / 1000, 1)} s after PostgreSQL was back, without a restart of theirs`);
    check(
      aroundKill.length < CONNECTIONS,
      `api2 killed: ${aroundKill.length} requests failed in the 5 s after (in flight on it; statuses ${[...new Set(aroundKill.map((f) => f[1]))].join(', ') || 'none'}); the proxy served the rest from api1`,
    );
    check(faultWrites.lostUploads + faultWrites.lostWebhooks === 0, `faults: zero lost writes of ${faultWrites.uploads + faultWrites.webhooks} answered 2xx`);
    check(redisWarned, 'Redis stopped: api1 logged "rate limiting: Redis unreachable, counting per instance in memory"');
    check(memoryLimited, `Redis stopped: sign-ins from one address still limited in memory (429 after ${AUTH_RATE_LIMITS.loginPerIp.max}; answered ${limitStatuses.join(',')})`);
    check(elsewhere.length === 0, `faults: no 5xx or network error outside the outage and the kill (${elsewhere.length})`);
    const after = faulty.failures.filter(([at]) => at > (events.find((e) => e.what === 'Redis started')?.at ?? Infinity));
    console.log(`  failures after Redis was back: ${after.length}`);
    console.log('\n| run | requests | req/s | p99 (ms) | 5xx | network errors | writes 2xx | lost |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const [name, r, w, x] of [
      ['steady', steady, steadyWrites, st.fiveXx],
      ['faults', faulty, faultWrites, ft.fiveXx],
    ] as const) {
      console.log(
        `| ${name} | ${fmt(r.requests)} | ${fmt(r.requests / r.seconds)} | ${fmt(percentile(r.latencies, 99))} | ${x} | ${r.networkErrors} | ${fmt(w.uploads + w.webhooks)} | ${w.lostUploads + w.lostWebhooks} |`,
      );
    }
    console.log('');
    for (const l of report) console.log(l);
  } finally {
    await cluster?.stop();
  }
  return ok();
}
