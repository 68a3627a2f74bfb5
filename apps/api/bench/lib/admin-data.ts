/**
 * Shared by the admin console's scenarios: 100,000 users (the user list's search) and 1,000,000 audit rows (the
 * audit log), generated inside PostgreSQL with generate_series, once per bench database.
 */
import { sql } from 'drizzle-orm';
import { encodeCursor } from '../../src/lib/cursor';
import type { BenchContext } from './types';

export const ADMIN_BENCH_EMAIL = 'bench-admin@admin-bench.quayside.test';
const USERS = 100_000;
const AUDIT_ROWS = 1_000_000;

const FIRST = ['Marcus', 'Aisha', 'Wei', 'Priya', 'Omar', 'Sofia', 'Arjun', 'Mei', 'Daniel', 'Fatima', 'Ravi', 'Chloe', 'Hassan', 'Lina', 'Kenji', 'Nadia'];
const LAST = ['Lim', 'Tan', 'Rahman', 'Sharma', 'Khan', 'Ng', 'Patel', 'Wong', 'Singh', 'Lee', 'Chua', 'Iyer', 'Goh', 'Das', 'Ong', 'Menon'];

type Row = { n: string };
const count = async (ctx: BenchContext, q: ReturnType<typeof sql>) => Number(((await ctx.db.execute(q)) as unknown as { rows: Row[] }).rows[0]?.n ?? 0);

/** The admin who reads the lists, with 100,000 client users and 1,000,000 audit rows beside it (once). */
export async function prepareAdminData(ctx: BenchContext): Promise<Record<string, string>> {
  let admin = (await ctx.db.execute(sql`select id, role, token_version as "tokenVersion" from users where email = ${ADMIN_BENCH_EMAIL}`)) as unknown as {
    rows: Array<{ id: string; role: string; tokenVersion: number }>;
  };
  if (!admin.rows[0]) {
    const t0 = Date.now();
    const existing = await count(ctx, sql`select count(*)::text as n from users`);
    const missing = Math.max(0, USERS - existing);
    const first = sql.raw(`array[${FIRST.map((n) => `'${n}'`).join(',')}]`);
    const last = sql.raw(`array[${LAST.map((n) => `'${n}'`).join(',')}]`);
    // Names from 16 x 16 words with a number, e-mails from the name: "tan" matches about one user in sixteen.
    await ctx.db.execute(sql`insert into users (email, full_name, role, is_verified, created_at)
      select lower((${first})[1 + g % 16] || '.' || (${last})[1 + (g / 16) % 16]) || g || '@admin-bench.quayside.test',
             (${first})[1 + g % 16] || ' ' || (${last})[1 + (g / 16) % 16] || ' ' || g,
             case when g % 10 = 0 then 'nri_client' else 'client' end, g % 3 <> 0,
             now() - make_interval(mins => g)
      from generate_series(1, ${missing}) g`);
    const user = await ctx.createUser({ role: 'admin', email: ADMIN_BENCH_EMAIL, fullName: 'Bench Admin' });
    await ctx.db.execute(sql`insert into audit_logs (actor_id, actor_role, action, target_type, target_id, ip, meta, created_at)
      select case when g % 7 = 0 then null else ${user.id}::uuid end, 'admin',
             (array['auth.login','user.updated','user.blocked','document.approved','company.status_reset'])[1 + g % 5],
             (array['user','company','document'])[1 + g % 3], 'target-' || (g % 5000), '10.0.' || (g % 250) || '.1',
             json_build_object('n', g)::jsonb, now() - make_interval(secs => g)
      from generate_series(1, ${AUDIT_ROWS}) g`);
    // VACUUM as autovacuum would soon after such a load: it also merges the trigram indexes' pending lists (GIN
    // fast update), which every search would otherwise scan row by row.
    await ctx.db.execute(sql`vacuum analyze users`);
    await ctx.db.execute(sql`vacuum analyze audit_logs`);
    console.log(`    [admin-data] ${missing.toLocaleString('en-US')} users and ${AUDIT_ROWS.toLocaleString('en-US')} audit rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    admin = { rows: [{ id: user.id, role: user.role, tokenVersion: user.tokenVersion }] };
  }
  const row = admin.rows[0];
  if (!row) throw new Error('admin-data: no admin');
  return { authorization: `Bearer ${await ctx.accessTokenFor({ id: row.id, role: row.role, tokenVersion: row.tokenVersion })}` };
}

/** The audit log cursor that starts the page after `rows` rows, newest first (with `where` as the filter). */
export async function auditCursorAfter(ctx: BenchContext, rows: number): Promise<string> {
  const result = (await ctx.db.execute(
    sql`select created_at::text as ts, id::text as id from audit_logs order by created_at desc, id desc offset ${rows - 1} limit 1`,
  )) as unknown as { rows: Array<{ ts: string; id: string }> };
  const row = result.rows[0];
  if (!row) throw new Error('not enough audit rows for that page');
  return encodeCursor({ ts: row.ts, id: row.id });
}

/** The client-list cursor (GET /api/admin/users/clients) that starts the page after `rows` users, newest first. */
export async function clientUserCursorAfter(ctx: BenchContext, rows: number): Promise<string> {
  const result = (await ctx.db.execute(
    sql`select created_at::text as ts, id::text as id from users where role in ('client', 'nri_client') order by created_at desc, id desc offset ${rows - 1} limit 1`,
  )) as unknown as { rows: Array<{ ts: string; id: string }> };
  const row = result.rows[0];
  if (!row) throw new Error('not enough users for that page');
  return encodeCursor({ ts: row.ts, id: row.id });
}
