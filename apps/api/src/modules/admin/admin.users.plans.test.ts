import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsersQuerySchema } from '@quayside/contract/admin-users';
import { openDatabase } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  compactUserCounts,
  listUsers,
  USER_SEARCH_COUNT_CAP,
  userListStatement,
  type UserAudience,
  type UserListStatement,
} from '../auth/auth.service';

/**
 * The admin user lists on 100,000 users (issue 13: "fast on 100k users"), checked by their plans rather than by
 * timing: the page walks the (created_at, id) index or the trigram indexes and reads a bounded number of rows,
 * on the first page and deep in the list alike; a search for a name or an e-mail never reads the whole table.
 * EXPLAIN ANALYZE on the database the tests run on (PostgreSQL with DATABASE_URL, else PGlite).
 */

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

const USERS = 100_000;
let t: TestApp;

async function explain({ text, values: params }: UserListStatement): Promise<PlanNode> {
  const statement = `explain (analyze, format json) ${text}`;
  const { database } = t.deps;
  let raw: unknown;
  if (database.kind === 'pg' && database.pool)
    raw = (await database.pool.query(statement, params)).rows[0]?.['QUERY PLAN'];
  else if (database.pglite)
    raw = (await database.pglite.query<Record<string, unknown>>(statement, params)).rows[0]?.['QUERY PLAN'];
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  if (!doc[0]) throw new Error('no plan');
  return doc[0].Plan;
}

/** The nodes that ran (a branch behind a one-time filter that did not pass never runs: loops 0). */
const nodes = (plan: PlanNode): PlanNode[] =>
  plan['Actual Loops'] === 0 ? [] : [plan, ...(plan.Plans ?? []).flatMap(nodes)];
/** The rows a node looked at: those it passed on and those its filter or recheck threw away. */
const rowsRead = (n: PlanNode) =>
  ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) *
  (n['Actual Loops'] ?? 1);

function usersScans(plan: PlanNode) {
  const all = nodes(plan);
  return {
    all,
    scans: all.filter((n) => n['Relation Name'] === 'users' || (n['Index Name'] ?? '').startsWith('users_')),
  };
}

const statement = (audience: UserAudience, q: Record<string, string>) =>
  userListStatement(audience, adminUsersQuerySchema.parse(q));

beforeAll(async () => {
  t = await createTestApp();
  // 100,000 users: 2% preparers, about 14% NRI clients, the rest clients; ten first and ten last names.
  await t.db.execute(sql`insert into users (email, full_name, role, is_verified, created_at)
    select 'user' || g || '@' || (array['gmail.com','example.com','firm.sg','mail.in'])[1 + g % 4],
      (array['Aarav','Mei','Rohan','Siti','John','Priya','Wei','Fatima','Lucas','Anika'])[1 + g % 10] || ' ' ||
      (array['Tan','Lim','Sharma','Patel','Wong','Singh','Rahman','Lee','Gupta','Ng'])[1 + (g / 10) % 10] || ' ' || g,
      case when g % 50 = 0 then 'preparer' when g % 7 = 0 then 'nri_client' else 'client' end,
      g % 3 <> 0,
      timestamptz '2026-01-01' - (g || ' seconds')::interval
    from generate_series(1, ${USERS}) g`);
  await t.db.execute(sql`vacuum analyze users`);
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('admin user lists on 100,000 users', () => {
  it('reads one page from the (created_at, id) index, first page and deep in the list alike, sorting only the page', async () => {
    const first = await listUsers(t.db, 'clients', adminUsersQuerySchema.parse({}));
    expect(first.users.length).toBe(100);
    expect(first.count).toBe(USERS - USERS / 50);
    let cursor = first.nextCursor;
    for (let i = 0; i < 20 && cursor; i += 1)
      cursor = (await listUsers(t.db, 'clients', adminUsersQuerySchema.parse({ cursor }))).nextCursor;
    expect(cursor).not.toBeNull();
    for (const q of [{}, { cursor: cursor ?? '' }] as Array<Record<string, string>>) {
      const { all, scans } = usersScans(await explain(statement('clients', q)));
      expect(all.some((n) => n['Node Type'] === 'Seq Scan')).toBe(false);
      // The outer order by puts the page's 101 rows (beside the count) back in order; nothing more is sorted.
      for (const s of all.filter((n) => n['Node Type'].includes('Sort')))
        expect(s['Actual Rows']).toBeLessThanOrEqual(101);
      expect(scans.length).toBeGreaterThan(0);
      for (const s of scans) expect(rowsRead(s)).toBeLessThanOrEqual(200);
    }
  });

  it('finds by name or e-mail through the trigram indexes, never reading the whole table, whatever the term', async () => {
    // A rare e-mail, a rare pair of names (~1,000 matches), a common surname (~10,000), a common domain (~25,000).
    for (const q of ['user12345', 'priya wong', 'sharma', 'gmail']) {
      const res = await listUsers(t.db, 'clients', adminUsersQuerySchema.parse({ q }));
      // One statement: the capped matches from the search key's trigram index, then their page or the index walk.
      const { all } = usersScans(await explain(statement('clients', { q })));
      // The capped matches of a very common term may read the table from the start: they stop at the cap's match.
      // The page itself never reads the table: it sorts the matches or walks the (created_at, id) index.
      const seq = all.filter((n) => n['Node Type'] === 'Seq Scan');
      expect(seq.length, `${q}: sequential scans`).toBeLessThanOrEqual(res.countCapped ? 1 : 0);
      const read = Math.max(
        ...all.filter((n) => n['Node Type'].includes('Scan') && n['Node Type'] !== 'CTE Scan').map(rowsRead),
      );
      expect(read, `${q}: rows read`).toBeLessThan(USERS / 2);
      // The index walk runs only for a term with more matches than the cap.
      expect(
        all.some((n) => n['Index Name'] === 'users_created_idx'),
        `${q}: the index walk`,
      ).toBe(res.countCapped);
      expect(res.users.length).toBeGreaterThan(0);
      expect(res.users.every((u) => `${u.fullName.toLowerCase()} ${u.email}`.includes(q.toLowerCase()))).toBe(
        true,
      );
    }
    // A rare term: the exact count, and its matches sorted from the trigram indexes' bitmap (no index walk).
    const rare = await listUsers(t.db, 'clients', adminUsersQuerySchema.parse({ q: 'USER12345@' }));
    expect(rare.users.map((u) => u.email)).toEqual(['user12345@example.com']);
    expect([rare.count, rare.countCapped]).toEqual([1, false]);
    const rarePlan = usersScans(await explain(statement('clients', { q: 'user12345' }))).all;
    expect(rarePlan.some((n) => n['Index Name'] === 'users_search_key_trgm_idx')).toBe(true);
    expect(rarePlan.some((n) => n['Index Name'] === 'users_created_idx')).toBe(false);
    // A common term: the count stops at the cap and says so; the page is the newest matches all the same.
    const common = await listUsers(t.db, 'clients', adminUsersQuerySchema.parse({ q: 'gmail' }));
    expect([common.count, common.countCapped]).toEqual([USER_SEARCH_COUNT_CAP, true]);
    const newest = [...common.users].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(common.users.map((u) => u.id)).toEqual(newest.map((u) => u.id));
    // Paging a sorted-matches search: the second page follows the first without a gap or a repeat.
    const pair = await listUsers(t.db, 'clients', adminUsersQuerySchema.parse({ q: 'priya wong', take: 50 }));
    expect(pair.countCapped).toBe(false);
    const next = await listUsers(
      t.db,
      'clients',
      adminUsersQuerySchema.parse({ q: 'priya wong', take: 50, cursor: pair.nextCursor ?? '' }),
    );
    const ids = [...pair.users, ...next.users].map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Math.min(100, pair.count));
  });

  it('pages a search exactly as the matches stand, newest first, over the cap (index walk) and under it (sorted matches)', async () => {
    // Two pages of each, the second through the cursor (the same named statement again with other values).
    // 'wong priya': both words are common and found together in no key in that order (the term itself is checked).
    for (const q of ['gmail', 'priya wong', 'Sharma 1', 'wong priya', 'lucas lee 9']) {
      const first = await listUsers(t.db, 'clients', adminUsersQuerySchema.parse({ q, take: 40 }));
      const second = await listUsers(
        t.db,
        'clients',
        adminUsersQuerySchema.parse({ q, take: 40, cursor: first.nextCursor ?? '' }),
      );
      const result = (await t.db.execute(sql`select id, count(*) over ()::int as n from users
        where role in ('client', 'nri_client') and strpos(lower(full_name) || chr(10) || lower(email), ${q.toLowerCase()}) > 0
        order by created_at desc, id desc`)) as unknown as { rows: Array<{ id: string; n: number }> };
      const all = result.rows;
      expect(
        [...first.users, ...second.users].map((u) => u.id),
        q,
      ).toEqual(all.slice(0, 80).map((r) => r.id));
      const total = all[0]?.n ?? 0;
      expect([first.count, first.countCapped], q).toEqual(
        total > USER_SEARCH_COUNT_CAP ? [USER_SEARCH_COUNT_CAP, true] : [total, false],
      );
      expect(second.count, q).toBe(first.count);
    }
  });

  it('counts a list without reading the users, exactly, and keeps the count true through changes', async () => {
    // The page beside the count reads about a page of users, whatever the count (tens of thousands).
    for (const audience of ['company', 'clients'] as const) {
      const { scans } = usersScans(await explain(statement(audience, { isVerified: 'true', take: '10' })));
      for (const s of scans) expect(rowsRead(s)).toBeLessThanOrEqual(audience === 'company' ? 2000 : 100);
    }
    const exact = async (where: string) =>
      Number(
        (
          (await t.db.execute(sql.raw(`select count(*)::int as n from users where ${where}`))) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows[0]?.n,
      );
    const listed = async (q: { isVerified?: string; role?: string }) =>
      (await listUsers(t.db, 'clients', adminUsersQuerySchema.parse({ take: 1, ...q }))).count;
    expect(await listed({})).toBe(await exact(`role in ('client', 'nri_client')`));
    // A role change, a state change and a delete, one statement each; the counts follow.
    await t.db.execute(sql`update users set role = 'client' where email = 'user50@firm.sg'`);
    await t.db.execute(
      sql`update users set is_verified = not is_verified where email in ('user1@example.com', 'user2@firm.sg')`,
    );
    await t.db.execute(sql`update users set last_login_at = now() where email like 'user1%'`);
    await t.db.execute(sql`delete from users where email = 'user4@gmail.com'`);
    for (const q of [
      {},
      { isVerified: 'true' },
      { isVerified: 'false', role: 'nri_client' },
      { role: 'client' },
    ] as Array<{ isVerified?: string; role?: string }>) {
      const where = [
        `role in (${q.role ? `'${q.role}'` : `'client', 'nri_client'`})`,
        q.isVerified ? `is_verified = ${q.isVerified}` : 'true',
      ].join(' and ');
      expect(await listed(q), JSON.stringify(q)).toBe(await exact(where));
    }
    await compactUserCounts(t.db);
    expect(await listed({ isVerified: 'false' })).toBe(
      await exact(`role in ('client', 'nri_client') and not is_verified`),
    );
  });

  it("writes a search's role spellings into its text, named per role set, with the same answer", async () => {
    // Constants, not parameters: a parameter list is an array built per row checked (auth.admin-users.ts).
    const cases: Array<[UserAudience, string | undefined, string]> = [
      ['clients', undefined, `'client', 'nri_client'`],
      ['clients', 'nri_client', `'nri_client'`],
      ['company', undefined, `'admin', 'approver', 'preparer'`],
      ['company', 'preparer', `'preparer'`],
    ];
    const names = new Set<string | undefined>();
    for (const [audience, role, roles] of cases) {
      const q = { q: 'Tan 1', take: '30', ...(role ? { role } : {}) };
      const s = statement(audience, q);
      names.add(s.name);
      expect(s.values.some((v) => typeof v === 'string' && /^(client|nri_client|preparer)$/i.test(v))).toBe(false);
      const res = await listUsers(t.db, audience, adminUsersQuerySchema.parse(q));
      const result = (await t.db.execute(
        sql.raw(`select id, count(*) over ()::int as n from users where lower(role) in (${roles})
          and strpos(lower(full_name) || chr(10) || lower(email), 'tan 1') > 0 order by created_at desc, id desc`),
      )) as unknown as { rows: Array<{ id: string; n: number }> };
      expect(res.users.map((u) => u.id), `${audience} ${role}`).toEqual(result.rows.slice(0, 30).map((r) => r.id));
      expect(res.count).toBe(Math.min(result.rows[0]?.n ?? 0, USER_SEARCH_COUNT_CAP));
    }
    expect(names.size).toBe(cases.length);
  });

  it('keeps one generic plan per search statement, for either list and a role, instead of planning every search anew', async (ctx) => {
    const url = (t.deps.database.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options
      ?.connectionString;
    if (!url) return ctx.skip(); // PGlite: no named statements
    // One connection, so every search meets the same prepared statements. With the role spellings as parameters,
    // the company list's generic plan was costed above its custom ones and every search there was planned anew.
    const one = await openDatabase({ url, poolSize: 1 });
    try {
      for (let i = 0; i < 8; i++)
        for (const [audience, role] of [
          ['company', undefined],
          ['company', 'preparer'],
          ['clients', undefined],
          ['clients', 'nri_client'],
        ] as Array<[UserAudience, string | undefined]>)
          for (const q of ['tan', 'priya wong', 'zzzz'])
            await listUsers(one.db, audience, adminUsersQuerySchema.parse({ q, ...(role ? { role } : {}) }));
      const rows =
        (
          await one.pool?.query<{ name: string; generic_plans: string; custom_plans: string }>(
            'select name, generic_plans, custom_plans from pg_prepared_statements',
          )
        )?.rows ?? [];
      for (const r of rows) {
        expect(Number(r.generic_plans), r.name).toBeGreaterThan(0);
        expect(Number(r.custom_plans), r.name).toBeLessThanOrEqual(5);
      }
      // Four role sets, one word or several.
      expect(rows.length).toBe(4 * 2);
    } finally {
      await one.close();
    }
  });

  it('lists the few staff among them without reading the clients', async () => {
    const res = await listUsers(t.db, 'company', adminUsersQuerySchema.parse({ q: 'tan' }));
    expect(res.users.every((u) => u.role === 'preparer' && /tan/i.test(u.fullName + u.email))).toBe(true);
  });
});
