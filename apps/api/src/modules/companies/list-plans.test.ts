import { Placeholder, and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCompaniesQuerySchema } from '@quayside/contract/admin-companies';
import { listCompaniesQuerySchema } from '@quayside/contract/companies';
import { listNotificationsQuerySchema, listTasksQuerySchema } from '@quayside/contract/client-area';
import { companies, notifications } from '../../db/schema/index';
import { afterCursor, cursorTs, decodeCursor, encodeCursor } from '../../lib/cursor';
import { openDatabase } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { assignedTasksStatement } from '../tasks/tasks.service';
import { adminCompanyListQuery, companyListQuery } from './companies.service';
import { SEARCH_WINDOW, companySearchMatchesQuery, companySearchPageQuery, companySearchWindowQuery, searchPage } from './companies.list';
import { companyPageStatement } from './companies.list-page';
import { toCompanySummary } from './companies.mapping';
import type { ListScope } from '../access/access.service';
import { createWorld, type World } from './companies.test-helpers';

/**
 * The list queries read only a page of rows, on the first page and deep in the list alike: the plan walks the
 * (created_at, id) index from the cursor and stops after pageSize + 1 rows (no sort, no sequential scan).
 * Checked with EXPLAIN ANALYZE on the database the tests run on (PGlite, or PostgreSQL with DATABASE_URL).
 */

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

let t: TestApp;
let w: World;

async function explain(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode> {
  const { sql: text, params: given } = query.toSQL();
  // A search's `offset 0` fence is a placeholder (Drizzle leaves out a literal 0).
  const params = given.map((p) => (p instanceof Placeholder ? 0 : p));
  const statement = `explain (analyze, format json) ${text}`;
  const { database } = t.deps;
  let raw: unknown;
  if (database.kind === 'pg' && database.pool) raw = (await database.pool.query(statement, params)).rows[0]?.['QUERY PLAN'];
  else if (database.pglite) raw = (await database.pglite.query<Record<string, unknown>>(statement, params)).rows[0]?.['QUERY PLAN'];
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const plan = doc[0]?.Plan;
  if (!plan) throw new Error('no plan');
  return plan;
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The scans of one table in the plan: each must use an index and read at most `maxRows` rows. */
function assertPageRead(plan: PlanNode, table: string, maxRows: number): void {
  const all = nodes(plan);
  const scans = all.filter((n) => n['Relation Name'] === table);
  expect(scans.length, `no scan of ${table}`).toBeGreaterThan(0);
  for (const scan of scans) {
    expect(['Index Scan', 'Index Only Scan'], `${table} read by ${scan['Node Type']}`).toContain(scan['Node Type']);
    expect((scan['Actual Rows'] ?? 0) * (scan['Actual Loops'] ?? 1), `${table} rows read`).toBeLessThanOrEqual(maxRows);
  }
  expect(all.some((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort'), 'a sort in the plan').toBe(false);
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const { db } = t;
  // 60,000 companies over 17 years (600 owned by client A, assigned to preparer A), 1,500 tasks and 1,500
  // notifications for client A, spread over time.
  await db.execute(sql`
    insert into companies (name, normalized_name, registration_number, jurisdiction, status, owner_id, preparer_id, created_at)
    select 'Company ' || g || ' Pte. Ltd.', 'company' || g, 'R' || lpad(g::text, 8, '0'), 'SG',
           case when g % 10 = 0 then 'dormant' else 'active' end,
           case when g % 10 = 3 then ${w.clientA.id}::uuid else ${w.clientB.id}::uuid end,
           case when g % 10 = 3 then ${w.preparerA.id}::uuid else ${w.preparerB.id}::uuid end,
           now() - (g || ' minutes')::interval * 150
    from generate_series(1, 60000) g`);
  await db.execute(sql`
    insert into tasks (company_id, user_id, title, status, created_at)
    select ${w.companyA.id}::uuid, ${w.clientA.id}::uuid, 'Task ' || g, case when g % 4 = 0 then 'Completed' else 'Pending' end,
           now() - (g || ' minutes')::interval * 60
    from generate_series(1, 1500) g`);
  await db.execute(sql`
    insert into tasks (company_id, user_id, title, created_at)
    select ${w.companyB.id}::uuid, ${w.clientB.id}::uuid, 'Other task ' || g, now() - (g || ' minutes')::interval
    from generate_series(1, 3000) g`);
  await db.execute(sql`
    insert into notifications (user_id, title, message, is_read, created_at)
    select case when g % 2 = 0 then ${w.clientA.id}::uuid else ${w.clientB.id}::uuid end, 'Note ' || g, 'm', g % 3 = 0,
           now() - (g || ' minutes')::interval
    from generate_series(1, 3000) g`);
  // One company in a hundred has its dashboard locked by the admin (600).
  await db.execute(sql`update companies set dashboard_locked = true where registration_number like '%00'`);
  await db.execute(sql`analyze`);
}, 240_000);
afterAll(async () => {
  await t.close();
});

/** The cursor after the n-th row (1-based) of a newest-first list. */
async function cursorAt(table: 'companies' | 'tasks' | 'notifications', where: ReturnType<typeof sql>, n: number): Promise<string> {
  const result = (await t.db.execute(
    sql`select created_at::text as ts, id from ${sql.identifier(table)} where ${where} order by created_at desc, id desc offset ${n - 1} limit 1`,
  )) as unknown as { rows: Array<{ ts: string; id: string }> };
  const row = result.rows[0];
  if (!row) throw new Error('no row at that offset');
  return encodeCursor({ ts: row.ts, id: row.id });
}

describe('company list plans (GET /api/companies)', () => {
  it('reads one page of rows on the first page and 300 pages deep (admin: every company)', async () => {
    const first = listCompaniesQuerySchema.parse({});
    assertPageRead(await explain(companyListQuery(t.db, first, undefined)), 'companies', 11);
    const deep = listCompaniesQuerySchema.parse({ cursor: await cursorAt('companies', sql`deleted_at is null`, 3000) });
    assertPageRead(await explain(companyListQuery(t.db, deep, undefined)), 'companies', 11);
  });

  it('does the same for a client (owner index) and a preparer (preparer index), and with a status filter', async () => {
    const owner = eq(companies.ownerId, w.clientA.id);
    const deepOwner = listCompaniesQuerySchema.parse({ cursor: await cursorAt('companies', sql`deleted_at is null and owner_id = ${w.clientA.id}::uuid`, 400) });
    assertPageRead(await explain(companyListQuery(t.db, listCompaniesQuerySchema.parse({}), owner)), 'companies', 11);
    assertPageRead(await explain(companyListQuery(t.db, deepOwner, owner)), 'companies', 11);
    const prep = eq(companies.preparerId, w.preparerA.id);
    assertPageRead(await explain(companyListQuery(t.db, listCompaniesQuerySchema.parse({ pageSize: 25 }), prep)), 'companies', 26);
    const dormant = listCompaniesQuerySchema.parse({ status: 'dormant', cursor: await cursorAt('companies', sql`deleted_at is null and status = 'dormant'`, 300) });
    assertPageRead(await explain(companyListQuery(t.db, dormant, undefined)), 'companies', 11);
  });

  it("reads one page with the route's own statement (companies.list-page.ts): every scope, first and deep, with a status", async () => {
    const text = (s: { text: string; values: unknown[] }) => ({ toSQL: () => ({ sql: s.text, params: s.values }) });
    const q = listCompaniesQuerySchema.parse({});
    const deepAll = decodeCursor(await cursorAt('companies', sql`deleted_at is null`, 3000));
    assertPageRead(await explain(text(companyPageStatement('all', undefined, q, null))), 'companies', 11);
    assertPageRead(await explain(text(companyPageStatement('all', undefined, q, deepAll))), 'companies', 11);
    const deepOwner = decodeCursor(await cursorAt('companies', sql`deleted_at is null and owner_id = ${w.clientA.id}::uuid`, 400));
    assertPageRead(await explain(text(companyPageStatement('owner', w.clientA.id, q, deepOwner))), 'companies', 11);
    assertPageRead(await explain(text(companyPageStatement('preparer', w.preparerA.id, listCompaniesQuerySchema.parse({ pageSize: 25 }), null))), 'companies', 26);
    const dormant = listCompaniesQuerySchema.parse({ status: 'dormant' });
    const deepDormant = decodeCursor(await cursorAt('companies', sql`deleted_at is null and status = 'dormant'`, 300));
    assertPageRead(await explain(text(companyPageStatement('all', undefined, dormant, deepDormant))), 'companies', 11);
  });

  it('searches through the trigram index, not a scan of every company', async () => {
    const plan = await explain(companyListQuery(t.db, listCompaniesQuerySchema.parse({ search: 'R00004321' }), undefined));
    const all = nodes(plan);
    expect(all.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'companies')).toBe(false);
    expect(all.some((n) => (n['Index Name'] ?? '').includes('trgm'))).toBe(true);
  });
});

describe('company search plans (GET /api/companies?search=)', () => {
  /** EXPLAIN of the matches step: its `offset 0` is a placeholder. */
  const matchesPlan = (term: string) => {
    const q = companySearchMatchesQuery(t.db, listCompaniesQuerySchema.parse({ search: term }), undefined, term, 11);
    const { sql: text, params } = q.toSQL();
    return explain({ toSQL: () => ({ sql: text, params: params.map((p) => (p !== null && typeof p === 'object' ? 0 : p)) }) });
  };

  it('reads at most SEARCH_WINDOW of the newest rows in its first step, whatever the term', async () => {
    for (const term of ['R00004321', 'company', 'zz']) {
      const plan = await explain(companySearchWindowQuery(t.db, listCompaniesQuerySchema.parse({ search: term }), undefined, term, 11));
      const scans = nodes(plan).filter((n) => n['Relation Name'] === 'companies');
      expect(scans.length, term).toBeGreaterThan(0);
      for (const scan of scans) {
        expect(['Index Scan', 'Index Only Scan'], term).toContain(scan['Node Type']);
        expect((scan['Actual Rows'] ?? 0) * (scan['Actual Loops'] ?? 1), term).toBeLessThanOrEqual(SEARCH_WINDOW);
      }
    }
  });

  /** The one statement of a search (both steps), run; its `offset 0` is a placeholder. */
  const pageRows = (query: ReturnType<typeof listCompaniesQuerySchema.parse>, scope: ReturnType<typeof eq> | undefined, term: string) =>
    companySearchPageQuery(t.db, query, scope, term, query.pageSize + 1).execute({ fence: 0 });

  it('answers, in one statement, the same rows in the same order as the plain filtered list, for every kind of term', async () => {
    // The seven kinds of term (bench/lib/search-terms.ts) on this data: a name word, a full name, a common word,
    // registration digits, a registration code, one or two characters (starts with) and no match; with the case,
    // LIKE's wildcards and a cursor, a status filter and a client's or a preparer's scope.
    const terms = ['company 4321', 'Company 4321 Pte. Ltd.', 'pte', '0004321', 'R00059', 'R0005', 'c', 'r0', 'R', '5%', '_', 'zz', 'zzqx', '50%', 'COMPANY 1'];
    const deep = await cursorAt('companies', sql`deleted_at is null`, 2000);
    const queries = [{}, { cursor: deep }, { status: 'dormant' as const }, { pageSize: 25 }];
    const scopes = [undefined, eq(companies.ownerId, w.clientA.id), eq(companies.preparerId, w.preparerA.id)];
    let compared = 0;
    for (const term of terms) {
      for (const q of queries) {
        for (const scope of scopes) {
          const query = listCompaniesQuerySchema.parse({ ...q, search: term });
          const expected = await companyListQuery(t.db, query, scope);
          const got = await pageRows(query, scope, term);
          expect(got.map((r) => r.id), `${term} ${JSON.stringify(q)}`).toEqual(expected.map((r) => r.id));
          expect(got.map((r) => r.cursorTs)).toEqual(expected.map((r) => r.cursorTs));
          const { cursorTs: _ts, ...first } = got[0] ?? { cursorTs: null };
          if (expected[0]) expect(first).toEqual(expected[0].row);
          compared += expected.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('answers through the route\'s own path (prepared, rows mapped without Drizzle) exactly the plain filtered list', async () => {
    // searchPage as GET /api/companies runs it, again for two pagings (a prepared statement's first and later runs), for
    // each kind of term, a term with a line break (matched on each column) and the three prepared scopes.
    // Terms of several words are looked up by their words (pte. ltd., 4321 pte, company_1: the underscore literal).
    const terms = ['company 4321', 'Company 4321 Pte. Ltd.', 'pte. ltd.', '4321 pte', 'company_1', 'ltd.', 'pte', '0004321', '00059', 'r0 0004321', '14321', 'R00059', 'c', 'r0', 'R', '5%', '_', 'zz', 'zzqx', 'COMPANY 1', 'company\n1'];
    const deep = await cursorAt('companies', sql`deleted_at is null`, 2000);
    const queries = [{}, { cursor: deep }, { status: 'dormant' as const }, { pageSize: 25 }];
    const scopes: Array<[ListScope, ReturnType<typeof eq> | undefined]> = [
      [{ kind: 'all' }, undefined],
      [{ kind: 'owner', userId: w.clientA.id }, eq(companies.ownerId, w.clientA.id)],
      [{ kind: 'preparers', preparerIds: [w.preparerA.id] }, eq(companies.preparerId, w.preparerA.id)],
    ];
    let compared = 0;
    for (let run = 0; run < 2; run++) {
      for (const term of terms) {
        for (const q of run === 0 ? queries : queries.slice(0, 2)) {
          for (const [scope, where] of scopes) {
            const query = listCompaniesQuerySchema.parse({ ...q, search: term });
            const expected = await companyListQuery(t.db, query, where);
            const got = await searchPage(t.db, query, scope, where, term.trim());
            const label = `${JSON.stringify(term)} ${JSON.stringify(q)} ${scope.kind}`;
            expect(got.map((r) => r.cursorTs), label).toEqual(expected.map((r) => r.cursorTs));
            expect(got.map((r) => toCompanySummary(r.row)), label).toEqual(expected.map((r) => toCompanySummary(r.row)));
            compared += expected.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 120_000);

  it('keeps one generic plan per search statement instead of planning every search anew', async (ctx) => {
    const url = (t.deps.database.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options?.connectionString;
    if (!url) return ctx.skip(); // PGlite: no named statements
    // One connection, so every search meets the same prepared statements: each kind of term, first page and deep
    // (a cursor), for the admin, a client and a preparer. A status filter is planned for its value (searchPageShape).
    const one = await openDatabase({ url, poolSize: 1 });
    try {
      const deep = await cursorAt('companies', sql`deleted_at is null`, 2000);
      const scopes: ListScope[] = [{ kind: 'all' }, { kind: 'owner', userId: w.clientA.id }, { kind: 'preparers', preparerIds: [w.preparerA.id] }];
      for (let i = 0; i < 8; i++) {
        for (const scope of scopes) {
          for (const q of [{}, { cursor: deep }]) {
            for (const term of ['company 4321', 'Company 4321 Pte. Ltd.', 'pte', 'R00059', 'zzqx', 'c', 'r0']) {
              await searchPage(one.db, listCompaniesQuerySchema.parse({ ...q, search: term }), scope, undefined, term);
            }
          }
        }
      }
      const rows = (await one.pool?.query<{ statement: string; generic_plans: string; custom_plans: string }>('select statement, generic_plans, custom_plans from pg_prepared_statements'))?.rows ?? [];
      // Three kinds of match (one word, several words, a prefix), three scopes, with and without a cursor.
      expect(rows.length).toBe(3 * 3 * 2);
      for (const r of rows) {
        expect(Number(r.generic_plans), r.statement.slice(0, 200)).toBeGreaterThan(0);
        expect(Number(r.custom_plans), r.statement.slice(0, 200)).toBeLessThanOrEqual(5);
      }
    } finally {
      await one.close();
    }
  });

  it('runs its second step only when the first finds less than a page', async () => {
    // 'pte' is in every name: the window answers, and the scan of step 2 (whichever the planner chose) never runs.
    const common = await explain(companySearchPageQuery(t.db, listCompaniesQuerySchema.parse({ search: 'pte' }), undefined, 'pte', 11));
    const scans = nodes(common).filter((n) => n['Relation Name'] === 'companies');
    expect(scans.some((n) => n['Actual Loops'] === 0)).toBe(true);
    for (const scan of scans) expect((scan['Actual Rows'] ?? 0) * (scan['Actual Loops'] ?? 1)).toBeLessThanOrEqual(SEARCH_WINDOW);
    const trgm = (plan: PlanNode) => nodes(plan).filter((n) => n['Index Name'] === 'companies_search_key_trgm_idx');
    // The oldest hundred companies: the window holds none of them, so the trigram index finds them.
    const old = await explain(companySearchPageQuery(t.db, listCompaniesQuerySchema.parse({ search: 'R00059' }), undefined, 'R00059', 11));
    expect(trgm(old).some((n) => (n['Actual Loops'] ?? 0) > 0)).toBe(true);
    expect(nodes(old).some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'companies')).toBe(false);
  });

  it('finds the matches of its second step through the trigram index, not by walking the list from the newest row', async () => {
    // The oldest hundred companies: a walk from the newest would read all 60,000 rows to fill a page.
    const plan = await matchesPlan('R00059');
    const all = nodes(plan);
    expect(all.some((n) => n['Index Name'] === 'companies_search_key_trgm_idx')).toBe(true);
    expect(all.some((n) => n['Index Name'] === 'companies_created_idx' || (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'companies'))).toBe(false);
  });

  it('asks the trigram index for a long number by its last four digits, the whole number checked on each row', async () => {
    // Every number here starts "000": a term's leading digits are in most rows' trigrams.
    const { params } = companySearchMatchesQuery(t.db, listCompaniesQuerySchema.parse({ search: '0004321' }), undefined, '0004321', 11).toSQL();
    expect(params).toContain('%4321%');
    expect(params).not.toContain('%0004321%');
    expect(nodes(await matchesPlan('0004321')).some((n) => n['Index Name'] === 'companies_search_key_trgm_idx')).toBe(true);
    const rows = await searchPage(t.db, listCompaniesQuerySchema.parse({ search: '0004321' }), { kind: 'all' }, undefined, '0004321');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.row.registrationNumber?.includes('0004321'))).toBe(true);
    expect(rows.map((r) => r.row.registrationNumber)).toContain('R00004321');
  });
});

describe('admin company list plans (GET /api/admin/companies)', () => {
  it('reads one page, first and deep, unfiltered and filtered to locked dashboards or a status', async () => {
    assertPageRead(await explain(adminCompanyListQuery(t.db, adminCompaniesQuerySchema.parse({}))), 'companies', 51);
    const deep = adminCompaniesQuerySchema.parse({ cursor: await cursorAt('companies', sql`deleted_at is null`, 3000) });
    assertPageRead(await explain(adminCompanyListQuery(t.db, deep)), 'companies', 51);
    const locked = adminCompaniesQuerySchema.parse({ locked: 'true', cursor: await cursorAt('companies', sql`deleted_at is null and dashboard_locked`, 300) });
    assertPageRead(await explain(adminCompanyListQuery(t.db, locked)), 'companies', 51);
    assertPageRead(await explain(adminCompanyListQuery(t.db, adminCompaniesQuerySchema.parse({ status: 'dormant' }))), 'companies', 51);
  });
});

describe('client list plans', () => {
  it('GET /api/client/tasks/assigned reads one page, first and deep, with and without a status filter', async () => {
    // The route's own statement (raw SQL text, no ORM query object).
    const assignedTasksQuery = (_db: unknown, userId: string, query: Parameters<typeof assignedTasksStatement>[1]) => {
      const { text, values } = assignedTasksStatement(userId, query);
      return { toSQL: () => ({ sql: text, params: values }) };
    };
    const first = listTasksQuerySchema.parse({});
    assertPageRead(await explain(assignedTasksQuery(t.db, w.clientA.id, first)), 'tasks', 21);
    const deep = listTasksQuerySchema.parse({ cursor: await cursorAt('tasks', sql`user_id = ${w.clientA.id}::uuid and deleted_at is null`, 1200) });
    assertPageRead(await explain(assignedTasksQuery(t.db, w.clientA.id, deep)), 'tasks', 21);
    const completed = listTasksQuerySchema.parse({ status: 'Completed' });
    assertPageRead(await explain(assignedTasksQuery(t.db, w.clientA.id, completed)), 'tasks', 21);
  });

  it('GET /api/client/notifications reads one page deep in the list', async () => {
    const q = listNotificationsQuerySchema.parse({ cursor: await cursorAt('notifications', sql`user_id = ${w.clientA.id}::uuid`, 1000) });
    const query = t.db
      .select({ id: notifications.id, cursorTs: cursorTs(notifications.createdAt) })
      .from(notifications)
      .where(and(eq(notifications.userId, w.clientA.id), afterCursor(notifications.createdAt, notifications.id, decodeCursor(q.cursor))))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.limit + 1);
    assertPageRead(await explain(query), 'notifications', 21);
  });
});
