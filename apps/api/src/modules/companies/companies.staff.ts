import { and, desc, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, directors, shareholders } from '../../db/schema/companies';
import { afterCursor, cursorTs, decodeCursor, encodeCursor, pageOf } from '../../lib/cursor';
import { runShape } from '../../lib/prepared';
import { containsPattern, startsWithPattern } from '../../lib/search';
import { qualified } from '../../lib/sql';
import { userNameEmailSubquery } from '../auth/auth.service';

/**
 * What the staff side (the preparer module) reads of companies: the companies of some preparers (or all, for the
 * admin) as SQL for read models, one page of them for the assigned-users list, and the name of a company's
 * director or shareholder.
 */

/** null: every company (the admin's view); else the companies of these preparers. */
export type PreparerScope = readonly string[] | null;

function preparerCondition(preparerIds: PreparerScope): SQL | undefined {
  if (preparerIds === null) return undefined;
  if (preparerIds.length === 0) return sql`false`;
  return preparerIds.length === 1 && preparerIds[0] ? eq(companies.preparerId, preparerIds[0]) : inArray(companies.preparerId, [...preparerIds]);
}

/** `select id, owner_id from companies ...`: the live companies in scope, for a CTE of a read model. */
export function scopedCompaniesSql(preparerIds: PreparerScope): SQL {
  const cond = preparerIds === null ? sql`` : preparerIds.length === 0 ? sql`and false` : sql`and c.preparer_id in (${sql.join(preparerIds.map((id) => sql`${id}::uuid`), sql`, `)})`;
  return sql`select c.id, c.owner_id from ${companies} c where c.deleted_at is null ${cond}`;
}

/**
 * A condition that the company in `companyId` is live and in scope (undefined for the admin's view, where any
 * company will do): for other modules' lists that must follow the same scope.
 */
export function companyInScopeSql(companyId: SQL, preparerIds: PreparerScope): SQL | undefined {
  if (preparerIds === null) return undefined;
  return sql`${companyId} in (select s.id from (${scopedCompaniesSql(preparerIds)}) s)`;
}

/** The company in `companyId` has a name matching `pattern` (lower-case LIKE): an EXISTS condition. */
export function companyNameMatchesSql(companyId: SQL, pattern: string): SQL {
  return sql`exists (select 1 from ${companies} cm where cm.id = ${companyId} and lower(cm.name) like ${pattern})`;
}

/** Whether the user owns a live company of one of these preparers (null: any live company). */
export async function ownedCompanyInScope(db: Db, ownerId: string, preparerIds: PreparerScope) {
  const [row] = await db
    .select({ id: companies.id, ownerId: companies.ownerId, preparerId: companies.preparerId, dashboardLocked: companies.dashboardLocked })
    .from(companies)
    .where(and(eq(companies.ownerId, ownerId), isNull(companies.deletedAt), preparerCondition(preparerIds)))
    .limit(1);
  return row ?? null;
}

export type ScopedCompaniesInput = {
  preparerIds: PreparerScope;
  /** The open tasks of the company in `companyId` (the tasks module's fragment); 0 when not asked. */
  openTasks?: ((companyId: SQL) => SQL<number>) | undefined;
  term?: string | undefined;
  /**
   * The owner in `ownerId` matches the LIKE `pattern` (a string, or SQL giving the value in a prepared shape) of
   * this kind, `among` selecting the owners of the companies in scope (undefined for the admin's view): answered by
   * auth (the owner's name or e-mail). It must be the same fragment on every call (the preparer module's).
   */
  ownerMatch?: ((ownerId: SQL, pattern: string | SQL, kind: PatternKind, among: SQL | undefined) => SQL) | undefined;
  cursor?: string | undefined;
  take: number;
};

/** A search term's LIKE pattern: "contains" from three characters (trigram indexes), else "starts with". */
export type PatternKind = 'contains' | 'startsWith';
const patternKindOf = (term: string): PatternKind => (term.length >= 3 ? 'contains' : 'startsWith');
const searchPatternOf = (term: string) => (patternKindOf(term) === 'contains' ? containsPattern(term) : startsWithPattern(term));

/**
 * `(select $n::type)`: a prepared shape's value that the planner cannot see in a custom plan either. PostgreSQL
 * plans a named statement for its values five times, then keeps a generic plan only when that plan's estimated
 * cost is no higher than theirs; with the values visible (the busiest preparer's 5,000 companies in the
 * statistics, LIMIT 21 against a generic LIMIT's 10%, a term's selectivity) it never is, and every execution was
 * planned anew (0.3-2.6 ms, about as long as it ran). Seen as values of the statement (init plans), the estimates
 * are the same either way and the generic plan is kept from the sixth call: the same plan, no planning.
 */
const opaque = (value: Placeholder, type: 'uuid' | 'int' | 'text' | 'timestamptz'): SQL => sql`(select ${value}::${sql.raw(type)})`;

/** afterCursorPlaceholders with opaque values. */
const afterOpaqueCursor = () =>
  sql`(${qualified(companies.createdAt)}, ${qualified(companies.id)}) < (${opaque(sql.placeholder('cursorTs'), 'timestamptz')}, ${opaque(sql.placeholder('cursorId'), 'uuid')})`;

/** Drizzle's limit() takes a number or a placeholder; its dialect writes any SQL given as `limit <sql>`. */
const opaqueLimit = () => opaque(sql.placeholder('limit'), 'int') as unknown as Placeholder;

/**
 * Whether a term can be matched on companies.staff_key (name, owner's name, owner's e-mail, a line break between
 * them): any term without a line break or carriage return (a line break inside a name is stored as a carriage
 * return there, see migration 0047). A term with either (only an API call can send one) is matched field by field.
 */
const staffKeyServes = (term: string) => !/[\n\r]/.test(term);

/**
 * The condition that the company's name or its owner's name or e-mail matches `pattern`, on staff_key: "contains"
 * is one LIKE; "starts with" the key's start (the name) or a line's start (the owner's name or e-mail).
 */
function staffKeyMatch(pattern: string | SQL, kind: PatternKind): SQL {
  const key = qualified(companies.staffKey);
  if (kind === 'contains') return sql`${key} like ${pattern}`;
  const lineStart = typeof pattern === 'string' ? `%\n${pattern}` : sql`(select '%' || chr(10) || ${pattern})`;
  return sql`(${key} like ${pattern} or ${key} like ${lineStart})`;
}

/**
 * The ids (and created_at) of one page plus one row of the search's matches, newest first: the company's name
 * matches `pattern`, or its owner's name or e-mail does. For companies in a scope (a preparer's, the common call)
 * with a term staff_key serves, it reads only what companies_preparer_idx holds (preparer, created_at, id,
 * staff_key): an index-only walk from the cursor that stops at a full page, a common term reading a few dozen
 * index entries, a term nothing matches at most the preparer's whole slice of the index (5,000 entries, no heap,
 * no user looked up). Otherwise (the admin's view of every company, or a term with a line break) the name is read
 * from the table and the owner matched by `ownerMatch` (auth's).
 */
function searchHits(
  db: Db,
  scope: ((preparerId: SQL) => SQL) | undefined,
  pattern: string | SQL,
  kind: PatternKind,
  ownerMatch: ScopedCompaniesInput['ownerMatch'],
  after: SQL | undefined,
  limit: number | Placeholder,
  onStaffKey: boolean,
) {
  let search: SQL | undefined;
  if (scope && onStaffKey) {
    search = staffKeyMatch(pattern, kind);
  } else {
    // search_key starts with the lower-case name: a cheap test (no lower() of each name) that every match passes,
    // the name's own test deciding for the few that do.
    const nameMatch = sql`(${qualified(companies.searchKey)} like ${pattern} and lower(${qualified(companies.name)}) like ${pattern})`;
    // The owners to look among: those of the companies in scope (companies_preparer_owner_idx alone), none for the admin's view.
    const among = scope ? sql`select distinct sc.owner_id from ${companies} sc where sc.deleted_at is null and sc.owner_id is not null and ${scope(sql`sc.preparer_id`)}` : undefined;
    search = or(nameMatch, ownerMatch ? ownerMatch(qualified(companies.ownerId), pattern, kind, among) : undefined);
  }
  return db
    .select({ id: companies.id, createdAt: sql<Date>`${qualified(companies.createdAt)}`.as('hit_created_at') })
    .from(companies)
    .where(and(isNull(companies.deletedAt), scope?.(qualified(companies.preparerId)), search, after))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(limit)
    .as('hits');
}

/** The rows of `hits` with the page's columns (owner, open tasks), newest first: the heap read for the page only. */
function rowsOfHits(db: Db, hits: ReturnType<typeof searchHits>, openTasks: ScopedCompaniesInput['openTasks']) {
  const owner = ownerOf(db);
  return db
    .select(pageColumns(owner, openTasks))
    .from(companies)
    .innerJoin(hits, eq(companies.id, hits.id))
    .leftJoin(owner, eq(owner.id, companies.ownerId))
    .orderBy(desc(hits.createdAt), desc(hits.id));
}

/**
 * The query of one page (plus one row) of the live companies in scope, newest first, keyset on created_at and id
 * (a preparer's walk of companies_preparer_idx). The search matches the company's name, or whatever `ownerMatch`
 * adds (its owner's name or e-mail, answered by auth): its matches are found first (searchHits), then only the
 * page's rows are read. Also used by the EXPLAIN test.
 */
export function scopedCompaniesQuery(db: Db, input: ScopedCompaniesInput) {
  const term = input.term?.trim();
  const after = afterCursor(companies.createdAt, companies.id, decodeCursor(input.cursor));
  if (term) {
    const { preparerIds } = input;
    const scope = preparerIds === null ? undefined : (col: SQL) => (preparerIds.length === 0 ? sql`false` : sql`${col} in (${sql.join(preparerIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
    const hits = searchHits(db, scope, searchPatternOf(term), patternKindOf(term), input.ownerMatch, after, input.take + 1, staffKeyServes(term));
    return rowsOfHits(db, hits, input.openTasks);
  }
  return pageFrom(db, input.openTasks)
    .where(and(isNull(companies.deletedAt), preparerCondition(input.preparerIds), after))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(input.take + 1);
}

/** What the assigned-users list shows of a company (not its details, flags and addresses). */
const listedCompanyColumns = {
  id: companies.id,
  name: companies.name,
  registrationNumber: companies.registrationNumber,
  registrationHeld: companies.registrationHeld,
  jurisdiction: companies.jurisdiction,
  status: companies.status,
  incorporationStatus: companies.incorporationStatus,
  ownerId: companies.ownerId,
  preparerId: companies.preparerId,
  createdAt: companies.createdAt,
};

/**
 * The owner of each row of a page, left-joined on companies.owner_id (auth's subquery): one users_pkey lookup per row
 * for the name and the e-mail, where two scalar subqueries made two (84 buffers on a page of 21).
 */
const ownerOf = (db: Db) => userNameEmailSubquery(db, 'owner_u');

/** The columns of a page: the company, its cursor, its owner's name and e-mail (from `owner`), its open tasks. */
function pageColumns(owner: ReturnType<typeof ownerOf>, openTasks: ScopedCompaniesInput['openTasks']) {
  return {
    row: listedCompanyColumns,
    cursorTs: cursorTs(companies.createdAt),
    id: companies.id,
    ownerName: owner.fullName,
    ownerEmail: owner.email,
    openTasks: (openTasks ? openTasks(qualified(companies.id)) : sql<number>`0`).mapWith(Number),
  };
}

/** A page's rows: companies with their owner left-joined (ownerOf), selecting pageColumns; the caller filters and orders. */
function pageFrom(db: Db, openTasks: ScopedCompaniesInput['openTasks']) {
  const owner = ownerOf(db);
  return db.select(pageColumns(owner, openTasks)).from(companies).leftJoin(owner, eq(owner.id, companies.ownerId));
}

/** The preparer of a prepared shape, on a preparer_id column (opaque: see `opaque`). */
const onePreparer = (col: SQL = qualified(companies.preparerId)) => sql`${col} = ${opaque(sql.placeholder('preparerId'), 'uuid')}`;

/**
 * One preparer's page without a search, prepared once per shape (lib/prepared.ts runShape): values are
 * placeholders, opaque to the planner so the generic plan is kept. `openTasks` must be the same fragment on every
 * call (the preparer module's).
 */
function onePreparerShape(db: Db, cursor: boolean, openTasks: ScopedCompaniesInput['openTasks']) {
  return pageFrom(db, openTasks)
    .where(and(isNull(companies.deletedAt), onePreparer(), cursor ? afterOpaqueCursor() : undefined))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(opaqueLimit());
}

/**
 * One preparer's search, prepared once per shape like the page (searchHits' plan is the same walk whatever the
 * term): the pattern is an opaque placeholder too. `ownerMatch` and `openTasks` must be the same fragments on
 * every call.
 */
function onePreparerSearchShape(db: Db, cursor: boolean, kind: PatternKind, onStaffKey: boolean, ownerMatch: ScopedCompaniesInput['ownerMatch'], openTasks: ScopedCompaniesInput['openTasks']) {
  const hits = searchHits(db, onePreparer, opaque(sql.placeholder('pattern'), 'text'), kind, ownerMatch, cursor ? afterOpaqueCursor() : undefined, opaqueLimit(), onStaffKey);
  return rowsOfHits(db, hits, openTasks);
}

export type ScopedCompanyRow = Pick<typeof companies.$inferSelect, keyof typeof listedCompanyColumns> & { ownerName: string | null; ownerEmail: string | null; openTasks: number };

/** One page of the live companies in scope (scopedCompaniesQuery), with owner and open tasks, and the next cursor. */
export async function listScopedCompanies(db: Db, input: ScopedCompaniesInput): Promise<{ rows: ScopedCompanyRow[]; nextCursor: string | null }> {
  const single = input.preparerIds?.length === 1 ? input.preparerIds[0] : undefined;
  const term = input.term?.trim();
  let rows;
  if (single) {
    // A preparer's own list, the common call: planned once per shape, a search too (its plan is the same walk).
    const cursor = decodeCursor(input.cursor);
    const values = { preparerId: single, cursorTs: cursor?.ts, cursorId: cursor?.id, limit: input.take + 1 };
    const tasks = input.openTasks ? 'tasks' : '';
    const kind = term ? patternKindOf(term) : 'contains';
    const onStaffKey = term ? staffKeyServes(term) : true;
    rows = term
      ? await runShape(
          db,
          `preparer-companies-search:${cursor ? 'cursor' : 'first'}:${tasks}:${input.ownerMatch ? 'owner' : ''}:${kind}:${onStaffKey ? 'key' : 'table'}`,
          () => onePreparerSearchShape(db, !!cursor, kind, onStaffKey, input.ownerMatch, input.openTasks),
          { ...values, pattern: searchPatternOf(term) },
        )
      : await runShape(db, `preparer-companies:${cursor ? 'cursor' : 'first'}:${tasks}`, () => onePreparerShape(db, !!cursor, input.openTasks), values);
  } else {
    rows = await scopedCompaniesQuery(db, input);
  }
  const { page, nextCursor } = pageOf(rows, input.take);
  return { rows: page.map((r) => ({ ...r.row, ownerName: r.ownerName, ownerEmail: r.ownerEmail, openTasks: r.openTasks })), nextCursor };
}

/**
 * One preparer's page (or search) as a part of a statement run with others (lib/prepared.ts runShapesTogether):
 * the shape's key, its query (built once per key, values as placeholders, as listScopedCompanies' own shapes) and
 * this call's values. `companiesOfArrays` reads its rows.
 */
export function onePreparerCompaniesPart(db: Db, input: ScopedCompaniesInput & { preparerId: string }) {
  const term = input.term?.trim();
  const cursor = decodeCursor(input.cursor);
  const kind = term ? patternKindOf(term) : 'contains';
  const onStaffKey = term ? staffKeyServes(term) : true;
  const key = `${cursor ? 'cursor' : 'first'}:${input.openTasks ? 'tasks' : ''}:${term ? `search:${input.ownerMatch ? 'owner' : ''}:${kind}:${onStaffKey ? 'key' : 'table'}` : ''}`;
  const values: Record<string, unknown> = { preparerId: input.preparerId, cursorTs: cursor?.ts, cursorId: cursor?.id, limit: input.take + 1 };
  if (term) values.pattern = searchPatternOf(term);
  return {
    key,
    build: () =>
      term
        ? onePreparerSearchShape(db, !!cursor, kind, onStaffKey, input.ownerMatch, input.openTasks)
        : onePreparerShape(db, !!cursor, input.openTasks),
    values,
  };
}

/**
 * The rows of onePreparerCompaniesPart as arrays (pageColumns' order: the 10 listed columns, cursorTs, id, owner's
 * name and e-mail, open tasks; times as text): the page and the next cursor, as listScopedCompanies answers.
 */
export function companiesOfArrays(rows: unknown[][], take: number): { rows: ScopedCompanyRow[]; nextCursor: string | null } {
  const page = rows.length > take ? rows.slice(0, take) : rows;
  const out: ScopedCompanyRow[] = page.map((r) => ({
    id: r[0] as string,
    name: r[1] as string,
    registrationNumber: r[2] as string | null,
    registrationHeld: r[3] as boolean,
    jurisdiction: r[4] as ScopedCompanyRow['jurisdiction'],
    status: r[5] as ScopedCompanyRow['status'],
    incorporationStatus: r[6] as ScopedCompanyRow['incorporationStatus'],
    ownerId: r[7] as string | null,
    preparerId: r[8] as string | null,
    createdAt: new Date(r[9] as string),
    ownerName: r[12] as string | null,
    ownerEmail: r[13] as string | null,
    openTasks: Number(r[14]),
  }));
  const last = page[page.length - 1];
  return { rows: out, nextCursor: rows.length > take && last ? encodeCursor({ ts: last[10] as string, id: last[11] as string }) : null };
}

/** The name of a director or shareholder of this company, or null when it is not one of the company's. */
export async function companyPersonName(db: Db, companyId: string, kind: 'director' | 'shareholder', personId: string): Promise<string | null> {
  const table = kind === 'director' ? directors : shareholders;
  const [row] = await db
    .select({ name: table.fullName })
    .from(table)
    .where(and(eq(table.id, personId), eq(table.companyId, companyId)))
    .limit(1);
  return row?.name ?? null;
}

/** The company's directors and shareholders with an e-mail address (whom a KYC/AML request may reach by account). */
export async function companyPeopleWithEmail(db: Db, companyId: string): Promise<Array<{ kind: 'director' | 'shareholder'; id: string; fullName: string; email: string }>> {
  const [ds, ss] = await Promise.all([
    db.select({ id: directors.id, fullName: directors.fullName, email: directors.email }).from(directors).where(eq(directors.companyId, companyId)),
    db.select({ id: shareholders.id, fullName: shareholders.fullName, email: shareholders.email }).from(shareholders).where(eq(shareholders.companyId, companyId)),
  ]);
  const withEmail = (kind: 'director' | 'shareholder', rows: typeof ds) =>
    rows.flatMap((r) => (r.email ? [{ kind, id: r.id, fullName: r.fullName, email: r.email }] : []));
  return [...withEmail('director', ds), ...withEmail('shareholder', ss)];
}
