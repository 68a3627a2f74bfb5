import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@quayside/contract/compliance-rules';
import { encodeCursor } from '../../lib/cursor';
import { todayUtc } from '../../lib/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openDatabase } from '../../db/client';
import { actorForUser, getUserRow, ownerMatchesTermSql } from '../auth/auth.service';
import { companyInScopeSql, scopedCompaniesQuery } from '../companies/companies.service';
import { createWorld, type World } from '../companies/companies.test-helpers';
import { staffTasksQuery } from '../tasks/tasks.service';
import { getAssignedUsers, preparerDashboardQuery } from './preparer.service';

/**
 * The preparer's hot reads stay fast for a preparer with 5,000 companies among 60,000: the assigned-users page walks
 * companies_preparer_idx from the cursor (no sort, no sequential scan of companies), and the dashboard and the work
 * queue read the preparer's companies through their indexes, never a whole table of tasks, documents or calendar
 * entries. Checked with EXPLAIN ANALYZE on the database the tests run on.
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
const dialect = new PgDialect();

async function explain(query: SQL | { toSQL(): { sql: string; params: unknown[] } }): Promise<{ plan: PlanNode }> {
  const { sql: text, params } = 'toSQL' in query ? query.toSQL() : dialect.sqlToQuery(query);
  const statement = `explain (analyze, format json) ${text}`;
  const { database } = t.deps;
  let raw: unknown;
  if (database.kind === 'pg' && database.pool) raw = (await database.pool.query(statement, params)).rows[0]?.['QUERY PLAN'];
  else if (database.pglite) raw = (await database.pglite.query<Record<string, unknown>>(statement, params)).rows[0]?.['QUERY PLAN'];
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const first = doc[0];
  if (!first) throw new Error('no plan');
  return { plan: first.Plan };
}

/**
 * The embedded PGlite (the default without DATABASE_URL) is PostgreSQL 17 with its own statistics, where the server
 * the firm runs and CI uses is Debian's PostgreSQL 15: for a literal term nothing matches (`zzzz`) 17 chooses a
 * bitmap scan of the preparer's companies and a sort over the index walk, and it reads the dashboard's calendar
 * entries another way. The answers are the same (the other tests here run on both, but for the prepared statements',
 * which PGlite has not); the two tests that assert a plan's
 * exact shape run on the server only.
 */
const onPglite = () => t.deps.database.kind !== 'pg';

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
const seqScans = (plan: PlanNode, tables: string[]) => nodes(plan).filter((n) => n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name'] ?? ''));

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const { db } = t;
  // 2,000 clients; 60,000 companies of which 5,000 are preparer A's; 3 tasks, a document and 2 calendar entries
  // per company of preparer A's, 1 task per other company.
  await db.execute(sql`
    insert into users (email, full_name, role)
    select 'bulk' || g || '@plans.test', 'Bulk Client ' || g, 'client' from generate_series(1, 2000) g`);
  await db.execute(sql`
    insert into companies (name, normalized_name, jurisdiction, owner_id, preparer_id, created_at)
    select 'Plan Co ' || g || ' Pte. Ltd.', 'planco' || g, 'SG',
           (select id from users where email = 'bulk' || (1 + g % 2000) || '@plans.test'),
           case when g % 12 = 0 then ${w.preparerA.id}::uuid else ${w.preparerB.id}::uuid end,
           now() - (g || ' minutes')::interval * 30
    from generate_series(1, 60000) g`);
  await db.execute(sql`
    insert into tasks (company_id, user_id, preparer_id, title, status, due_date, created_at)
    select c.id, c.owner_id, c.preparer_id, 'Task ' || k, case when k = 3 then 'Completed' else 'Pending' end,
           current_date + ((k * 7 + length(c.name)) % 90), now()
    from companies c cross join generate_series(1, 3) k where c.preparer_id = ${w.preparerA.id}::uuid`);
  await db.execute(sql`
    insert into tasks (company_id, user_id, preparer_id, title, status, due_date)
    select c.id, c.owner_id, c.preparer_id, 'Other task', 'Pending', current_date + 5
    from companies c where c.preparer_id = ${w.preparerB.id}::uuid`);
  await db.execute(sql`
    insert into documents (owner_id, company_id, name, status, created_at)
    select c.owner_id, c.id, 'Statement', case when length(c.name) % 3 = 0 then 'Pending' else 'Approved' end, c.created_at
    from companies c where c.owner_id is not null`);
  await db.execute(sql`
    insert into calendar_entries (company_id, title, due_date, source, kind)
    select c.id, 'Filing ' || k, current_date + (k * 20), 'staff', 'other'
    from companies c cross join generate_series(1, 2) k`);
  // As autovacuum leaves them in production: visibility maps set, so the covering indexes answer alone.
  await db.execute(sql`vacuum analyze users, companies, tasks, documents, calendar_entries`);
}, 120_000);

afterAll(async () => {
  await t.close();
});

const BIG_TABLES = ['companies', 'tasks', 'documents', 'calendar_entries'];

describe('GET /api/preparer/assigned-users plan', () => {
  it('reads one page of the companies through companies_preparer_idx, on the first page and deep in the list', async () => {
    const first = await explain(scopedCompaniesQuery(t.db, { preparerIds: [w.preparerA.id], take: 20 }));
    const rows = await scopedCompaniesQuery(t.db, { preparerIds: [w.preparerA.id], take: 3000 });
    const last = rows[2999];
    if (!last) throw new Error('no deep row');
    const cursor = encodeCursor({ ts: last.cursorTs, id: last.id });
    const deep = await explain(scopedCompaniesQuery(t.db, { preparerIds: [w.preparerA.id], cursor, take: 20 }));
    for (const { plan } of [first, deep]) {
      const scans = nodes(plan).filter((n) => n['Relation Name'] === 'companies');
      expect(scans.map((n) => n['Index Name'])).toEqual(['companies_preparer_idx']);
      expect(scans[0]?.['Actual Rows']).toBeLessThanOrEqual(21);
      expect(nodes(plan).some((n) => n['Node Type'] === 'Sort')).toBe(false);
    }
  });

  it('names each row\'s owner with ONE users lookup (name and e-mail together), on the page and in a search', async () => {
    const queries = [
      scopedCompaniesQuery(t.db, { preparerIds: [w.preparerA.id], take: 20 }),
      scopedCompaniesQuery(t.db, { preparerIds: [w.preparerA.id], term: 'plan co', ownerMatch: ownerMatchesTermSql, take: 20 }),
    ];
    for (const query of queries) {
      const { plan } = await explain(query);
      // Executed lookups on users' primary key: the owner join's alone (the search's per-owner branch does not run for
      // 'plan co', which no user matches), one loop per page row.
      const lookups = nodes(plan).filter((n) => n['Relation Name'] === 'users' && n['Index Name'] === 'users_pkey' && (n['Actual Loops'] ?? 0) > 0);
      expect(lookups).toHaveLength(1);
      expect(lookups[0]?.['Actual Loops'] ?? 0).toBeLessThanOrEqual(21);
    }
  });

  it('searches owner names and e-mails within the preparer\'s companies, never a scan of every company', async () => {
    const { plan } = await explain(scopedCompaniesQuery(t.db, { preparerIds: [w.preparerA.id], term: 'bulk client 17', ownerMatch: ownerMatchesTermSql, take: 20 }));
    expect(seqScans(plan, BIG_TABLES)).toEqual([]);
  });

  it('finds a search\'s page from companies_preparer_idx alone and reads the table for the page only, whatever the term', async (ctx) => {
    if (onPglite()) return ctx.skip(); // see onPglite
    // A name word most companies have, an owner, a term nothing matches (the whole walk), one character.
    for (const term of ['plan co', 'bulk client 17', 'zzzz', 'p']) {
      const { plan } = await explain(scopedCompaniesQuery(t.db, { preparerIds: [w.preparerA.id], term, ownerMatch: ownerMatchesTermSql, take: 20 }));
      const scans = nodes(plan).filter((n) => n['Relation Name'] === 'companies');
      expect(scans.map((n) => `${n['Node Type']} ${n['Index Name']}`).sort(), term).toEqual(['Index Only Scan companies_preparer_idx', 'Index Scan companies_pkey']);
      const page = scans.find((n) => n['Index Name'] === 'companies_pkey');
      expect((page?.['Actual Rows'] ?? 0) * (page?.['Actual Loops'] ?? 1), term).toBeLessThanOrEqual(21);
      // Owners are matched on the index's staff_key: users are read for the page's owners only, never in the walk.
      const userReads = nodes(plan).filter((n) => n['Relation Name'] === 'users' && (n['Actual Loops'] ?? 0) > 0);
      expect(userReads.every((n) => n['Index Name'] === 'users_pkey'), term).toBe(true);
      expect(userReads.reduce((sum, n) => sum + (n['Actual Loops'] ?? 0), 0), term).toBeLessThanOrEqual(21);
      expect(seqScans(plan, BIG_TABLES)).toEqual([]);
    }
  });
});

describe('GET /api/preparer/assigned-users prepared statements', () => {
  it('keeps one generic plan per statement instead of planning every request anew', async (ctx) => {
    const url = (t.deps.database.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options?.connectionString;
    if (!url) return ctx.skip(); // PGlite: no named statements
    // One connection, so every execution meets the same prepared statements.
    const one = await openDatabase({ url, poolSize: 1 });
    try {
      const actor = actorForUser(await getUserRow(one.db, w.preparerA.id));
      const base = { takeCompanies: 20, takeNris: 20 } as const;
      for (let i = 0; i < 8; i++) {
        for (const q of [undefined, 'plan co', 'bulk client 17', 'zzzz', 'p']) await getAssignedUsers(one.db, actor, { ...base, q });
      }
      const rows = (await one.pool?.query<{ statement: string; generic_plans: string; custom_plans: string }>('select statement, generic_plans, custom_plans from pg_prepared_statements'))?.rows ?? [];
      // The first page and the searches (contains, starts with), each one statement with the NRI page or search in it.
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.every((r) => / union all /.test(r.statement)), 'the companies and NRI pages run as one statement').toBe(true);
      for (const r of rows) {
        expect(Number(r.generic_plans), r.statement.slice(0, 120)).toBeGreaterThan(0);
        expect(Number(r.custom_plans), r.statement.slice(0, 120)).toBeLessThanOrEqual(5);
      }
    } finally {
      await one.close();
    }
  });
});

describe('GET /api/preparer/assigned-users search answers', () => {
  it('finds the same companies whichever way the owner match runs (a hash of the matches, a lookup per owner, the preparer\'s owners)', async () => {
    const actor = actorForUser(await getUserRow(t.db, w.preparerA.id));
    // 'bulk client 1' matches 1,111 users (over the cap: a lookup per owner), 'bulk client 17' 111 (the hash), 'bu'
    // starts 2,000 names and e-mails (the preparer's owners), 'plan co 12' only company names.
    for (const term of ['bulk client 1', 'bulk client 17', 'bu', 'plan co 12']) {
      const contains = term.length >= 3;
      const pattern = contains ? `%${term}%` : `${term}%`;
      const expected = (await t.db.execute(sql`
        select c.id from companies c left join users u on u.id = c.owner_id
        where c.preparer_id = ${w.preparerA.id}::uuid and c.deleted_at is null
          and (lower(c.name) like ${pattern} or lower(u.full_name) like ${pattern} or u.email like ${pattern})
        order by c.created_at desc, c.id desc limit 40`)) as unknown as { rows: Array<{ id: string }> };
      const first = await getAssignedUsers(t.db, actor, { takeCompanies: 20, takeNris: 20, q: term });
      const cursor = first.pageInfo.companies.nextCursor ?? undefined;
      const second = cursor ? await getAssignedUsers(t.db, actor, { takeCompanies: 20, takeNris: 20, q: term, cursorCompany: cursor }) : { companies: [] };
      const ids = [...first.companies, ...second.companies].map((c) => c.id);
      expect(ids.length, term).toBeGreaterThan(0);
      expect(ids, term).toEqual(expected.rows.map((r) => r.id));
    }
  });
});

describe('companies.staff_key, the search key kept by the database', () => {
  const search = async (q: string) => {
    const actor = actorForUser(await getUserRow(t.db, w.preparerA.id));
    const page = await getAssignedUsers(t.db, actor, { takeCompanies: 20, takeNris: 0, q, includeNri: false });
    return page.companies.map((c) => c.id);
  };
  const one = async <T,>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;

  it('follows the owner\'s name and e-mail, the company\'s name, a new owner, and a deletion and restore', async () => {
    const owner = await one<{ id: string }>(sql`insert into users (email, full_name, role) values ('keyowner@plans.test', 'Keyowner Alpha', 'client') returning id`);
    const other = await one<{ id: string }>(sql`insert into users (email, full_name, role) values ('keyother@plans.test', 'Keyother Beta', 'client') returning id`);
    const company = await one<{ id: string }>(sql`
      insert into companies (name, normalized_name, jurisdiction, owner_id, preparer_id)
      values ('Staffkey Widgets Pte. Ltd.', 'staffkeywidgets', 'SG', ${owner.id}::uuid, ${w.preparerA.id}::uuid) returning id`);
    expect(await search('keyowner alpha')).toEqual([company.id]);
    expect(await search('keyowner@plans')).toEqual([company.id]);
    expect(await search('staffkey widgets')).toEqual([company.id]);

    // The owner is renamed and changes e-mail (auth's write): the old name and e-mail no longer find the company.
    await t.db.execute(sql`update users set full_name = 'Renamed Gamma', email = 'gamma@plans.test' where id = ${owner.id}::uuid`);
    expect(await search('keyowner')).toEqual([]);
    expect(await search('renamed gamma')).toEqual([company.id]);
    expect(await search('gamma@plans')).toEqual([company.id]);

    // The company is renamed and passes to another owner.
    await t.db.execute(sql`update companies set name = 'Keyed Sprockets Pte. Ltd.', owner_id = ${other.id}::uuid where id = ${company.id}::uuid`);
    expect(await search('staffkey')).toEqual([]);
    expect(await search('renamed gamma')).toEqual([]);
    expect(await search('keyed sprockets')).toEqual([company.id]);
    expect(await search('keyother beta')).toEqual([company.id]);

    // Deleted, the owner renamed meanwhile, then restored: the restored company takes the owner's current name.
    await t.db.execute(sql`update companies set deleted_at = now() where id = ${company.id}::uuid`);
    expect(await search('keyed sprockets')).toEqual([]);
    await t.db.execute(sql`update users set full_name = 'Keyother Delta' where id = ${other.id}::uuid`);
    await t.db.execute(sql`update companies set deleted_at = null where id = ${company.id}::uuid`);
    expect(await search('keyother delta')).toEqual([company.id]);
    expect(await search('keyother beta')).toEqual([]);

    // Without an owner: the name alone.
    await t.db.execute(sql`update companies set owner_id = null where id = ${company.id}::uuid`);
    expect(await search('keyother')).toEqual([]);
    expect(await search('keyed sprockets')).toEqual([company.id]);
    await t.db.execute(sql`update companies set deleted_at = now() where id = ${company.id}::uuid`);
  });

  it('never matches across two of the three fields, and a term with a line break is matched field by field', async () => {
    const owner = await one<{ id: string }>(sql`insert into users (email, full_name, role) values ('seam@plans.test', 'Seam Owner', 'client') returning id`);
    // A name with a line break in it (only an API call or an import could write one).
    const company = await one<{ id: string }>(sql`
      insert into companies (name, normalized_name, jurisdiction, owner_id, preparer_id)
      values (${'Twoline Holdings\nSecond Line'}, 'twolineholdings', 'SG', ${owner.id}::uuid, ${w.preparerA.id}::uuid) returning id`);
    expect(await search('second line')).toEqual([company.id]); // "contains" finds the name's second line
    expect(await search('se')).toEqual([company.id]); // "starts with": the owner's name and e-mail start with "se"
    expect(await search('tw')).toEqual([company.id]);
    expect(await search('li')).toEqual([]); // the name's second line is no field's start
    expect(await search('line seam')).toEqual([]); // the name's end and the owner's name are two fields
    expect(await search('holdings\nsecond')).toEqual([company.id]); // a line break in the term: field by field
    expect(await search('line\nseam')).toEqual([]);
    expect(await search('owner\rseam')).toEqual([]);
    await t.db.execute(sql`update companies set deleted_at = now() where id = ${company.id}::uuid`);
  });
});

describe('GET /api/preparer/dashboard and assigned-tasks plans', () => {
  it('answers the dashboard in one statement from indexes, never a whole table of companies, tasks, documents or deadlines', async (ctx) => {
    if (onPglite()) return ctx.skip(); // see onPglite
    const today = todayUtc();
    const { plan } = await explain(preparerDashboardQuery([w.preparerA.id], today, addDays(today, 30)));
    expect(seqScans(plan, BIG_TABLES)).toEqual([]);
    const indexes = nodes(plan).map((n) => n['Index Name']);
    expect(indexes).toContain('companies_preparer_owner_idx');
    expect(indexes).toContain('tasks_preparer_status_idx');
    expect(indexes).toContain('calendar_entries_company_open_idx');
  });

  it('walks the work queue in due-date order through tasks_preparer_due_idx and stops after a page', async () => {
    const scope = (c: { companyId: SQL; preparerId: SQL }) => sql`${c.preparerId} in (${w.preparerA.id}::uuid) and ${companyInScopeSql(c.companyId, [w.preparerA.id])}`;
    const { plan } = await explain(staffTasksQuery(t.db, { scope, limit: 20 }));
    const taskScans = nodes(plan).filter((n) => n['Relation Name'] === 'tasks');
    expect(taskScans.map((n) => n['Index Name'])).toContain('tasks_preparer_due_idx');
    expect(seqScans(plan, BIG_TABLES)).toEqual([]);
    const walk = taskScans.find((n) => n['Index Name'] === 'tasks_preparer_due_idx');
    expect((walk?.['Actual Rows'] ?? 0) * (walk?.['Actual Loops'] ?? 1)).toBeLessThanOrEqual(100);
  });
});
