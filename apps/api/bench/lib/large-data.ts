/**
 * Shared by the large-dataset scenarios (companies list, search, client dashboard, task list): seeds the
 * large dataset into the bench database once (src/seed/seed-large.ts, COPY), and gives the tokens to use.
 */
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { LARGE_MARKER_EMAIL, ensureLargeDataset } from '../../src/seed/seed-large';
import { encodeCursor } from '../../src/lib/cursor';
import type { BenchContext, BenchRequest } from './types';

type UserRow = Parameters<BenchContext['accessTokenFor']>[0] & { id: string };

/** Seeds the large dataset (once per bench run) and prints how long the load took. */
export async function prepareLarge(ctx: BenchContext): Promise<void> {
  const report = await ensureLargeDataset(ctx.databaseUrl, (line) => console.log(`    [seed:large] ${line}`));
  if (!report.skipped && report.seconds > 0 && !printed) {
    printed = true;
    const total = Object.values(report.rows).reduce((a, b) => a + b, 0);
    console.log(`    [seed:large] ${total.toLocaleString('en-US')} rows loaded in ${report.seconds.toFixed(1)} s`);
  }
}
let printed = false;

async function userByEmail(ctx: BenchContext, email: string): Promise<UserRow> {
  const result = (await ctx.db.execute(sql`select id, role, token_version as "tokenVersion" from users where email = ${email}`)) as unknown as {
    rows: UserRow[];
  };
  const row = result.rows[0];
  if (!row) throw new Error(`${email} not found: is the large dataset seeded?`);
  return row;
}

export async function largeAdminHeaders(ctx: BenchContext): Promise<Record<string, string>> {
  const admin = await userByEmail(ctx, LARGE_MARKER_EMAIL);
  return { authorization: `Bearer ${await ctx.accessTokenFor(admin)}` };
}

/** preparer0 of the large dataset: the busiest preparer (5,000 companies of 1,000 clients). */
export async function largeBusiestPreparerHeaders(ctx: BenchContext): Promise<Record<string, string>> {
  const preparer = await userByEmail(ctx, 'preparer0@large.quayside.test');
  return { authorization: `Bearer ${await ctx.accessTokenFor(preparer)}` };
}

/** Authorization headers of `count` clients spread over the 20,000 of the large dataset. */
export async function largeClientHeaders(ctx: BenchContext, count: number): Promise<Array<Record<string, string>>> {
  const emails = Array.from({ length: count }, (_, i) => `client${Math.floor((i * 20_000) / count)}@large.quayside.test`);
  const pool = ctx.database.pool;
  if (!pool) throw new Error('the benchmark runs on PostgreSQL');
  const result = await pool.query<UserRow & { email: string }>(
    'select email, id, role, token_version as "tokenVersion" from users where email = any($1)',
    [emails],
  );
  const byEmail = new Map(result.rows.map((r) => [r.email, r]));
  const headers: Array<Record<string, string>> = [];
  for (const email of emails) {
    const user = byEmail.get(email);
    if (!user) throw new Error(`${email} not found: is the large dataset seeded?`);
    headers.push({ authorization: `Bearer ${await ctx.accessTokenFor(user)}` });
  }
  return headers;
}

/** The company-list cursor that starts the page after `rows` rows (page 5,001 after 50,000 rows at 10 a page). */
export async function companyCursorAfter(ctx: BenchContext, rows: number): Promise<string> {
  const result = (await ctx.db.execute(
    sql`select created_at::text as ts, id from companies where deleted_at is null order by created_at desc, id desc offset ${rows - 1} limit 1`,
  )) as unknown as { rows: Array<{ ts: string; id: string }> };
  const row = result.rows[0];
  if (!row) throw new Error('not enough companies for that page');
  return encodeCursor({ ts: row.ts, id: row.id });
}

/** A short measurement of its own, for comparisons inside one scenario (the deep/first page ratio). */
export async function quickMeasure(ctx: BenchContext, requests: BenchRequest[], seconds = 5) {
  const result = await autocannon({
    url: ctx.baseUrl,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    duration: seconds,
    requests: requests.map((r) => ({ method: r.method ?? 'GET', path: r.path, headers: r.headers ?? {} })),
  });
  return { reqPerSec: result.requests.average, p99: result.latency.p99, avg: result.latency.average, non2xx: result.non2xx };
}
