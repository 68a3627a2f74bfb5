import { Placeholder, and, desc, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { CompanySummary, ListCompaniesQuery, ListCompaniesResponse } from '@quayside/contract/companies';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { poolOf, runShape, statementCache } from '../../lib/prepared';
import { containsPattern, startsWithPattern } from '../../lib/search';
import { listScopeOf, type ListScope } from '../access/access.service';
import { companyPageRows } from './companies.list-page';
import type { Actor } from '../auth/auth.service';
import { companySummaryColumns, toCompanySummary, type CompanySummaryRow } from './companies.mapping';

/**
 * The search condition on name and registration number. Three characters or more: "contains", on the stored
 * search_key (both in lower case, a line break between them; its trigram GIN index). One or two: "starts with"
 * (btree text_pattern_ops indexes), since trigrams cannot serve them and "contains a" matches nearly everything
 * anyway. A term with a line break in it (nobody types one) is matched against each column, so that it cannot
 * match across the two.
 */
export function companySearchCondition(term: string): SQL | undefined {
  const pattern = term.length >= 3 ? containsPattern(term) : startsWithPattern(term);
  if (term.length >= 3 && !term.includes('\n')) return sql`${companies.searchKey} like ${pattern}`;
  return or(sql`lower(${companies.name}) like ${pattern}`, sql`lower(${companies.registrationNumber}) like ${pattern}`);
}

type SearchColumns = { name: AnyColumn; registrationNumber: AnyColumn; searchKey: AnyColumn };

/**
 * How a term is matched: 'key', "contains" on search_key (three characters or more); 'prefix', "starts with" on
 * each column (one or two characters), with the range [from, to) of the text_pattern_ops indexes that holds every
 * text starting with the term; 'columns', "contains" on each column (a term with a line break), or "starts with"
 * when no such range can be written (the term's last character is the last of Unicode).
 */
type SearchMatch =
  | { on: 'key'; pattern: string; words: string | null; needle: string }
  | { on: 'columns'; pattern: string }
  | { on: 'prefix'; pattern: string; from: string; to: string };

/**
 * A number of five digits or more (a registration number's year and serial) is asked of the index by its last four
 * digits: the trigrams of its first digits ("202", "024": the year every number starts with) are in nearly every
 * row, and GIN read their long lists for every such term (%2024123%: 1.5 ms in the index for 61 rows; %4123%: 0.03 ms
 * for 84 candidates, the whole term then checked on each). Every row the term matches holds its last four digits.
 */
const LONG_NUMBER = /^\d{5,}$/;

/**
 * For a term of several words, the pattern the trigram index is asked for: its runs of three or more letters or
 * digits, in order, joined by % ("pearlbay shipping": %pearlbay%shipping%); null when the term is one word.
 * pg_trgm turns a pattern's inner word boundaries into padded trigrams ("  s", " sh", "y ") that thousands of rows
 * hold, and reads each one's long list: %pearlbay shipping% read 73 index pages, %pearlbay%shipping% 54, and
 * %jadeport pharma pte% 129 against 69 (issue 20). Every row the term matches matches it; the exact condition
 * stays (matchCondition). Letters and digits only: nothing in it is a LIKE wildcard.
 */
function indexedWords(lowered: string): string | null {
  const words = lowered
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3)
    .map((w) => (LONG_NUMBER.test(w) ? w.slice(-4) : w));
  if (words.length === 0 || (words.length === 1 && words[0] === lowered)) return null;
  return `%${words.join('%')}%`;
}

/** The least text greater than every text starting with `prefix` (byte order, as ~<~ compares); null if none. */
function prefixUpperBound(prefix: string): string | null {
  const chars = Array.from(prefix);
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return null;
  // Surrogates are not characters: after U+D7FF comes U+E000 (UTF-8 keeps code point order).
  return chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
}

function searchMatchOf(term: string): SearchMatch {
  if (term.length >= 3) {
    if (term.includes('\n')) return { on: 'columns', pattern: containsPattern(term) };
    const needle = term.toLowerCase();
    return { on: 'key', pattern: containsPattern(term), words: indexedWords(needle), needle };
  }
  const pattern = startsWithPattern(term);
  const from = term.toLowerCase();
  const to = prefixUpperBound(from);
  return to === null ? { on: 'columns', pattern } : { on: 'prefix', pattern, from, to };
}

/**
 * A value of the search as an uncorrelated subquery, `(select $n::text)`: the planner cannot look into it, so the
 * plan it makes for a term is the same as the one it makes for any term. A prepared statement's plan is then made
 * once per connection (the generic plan), instead of for each call's values (0.3-0.4 ms of planning, a third of a
 * selective search's time: issue 20). The indexes still serve it (an index condition evaluated at run time).
 */
const opaque = (value: unknown, type: 'text' | 'int' | 'uuid' | 'timestamptz' = 'text') => sql`(select ${value}::${sql.raw(type)})`;

/**
 * The page's LIMIT, opaque too. As a parameter, a custom plan knew it (11) where the generic plan assumed a tenth of
 * the rows, so the generic plan's estimate was always the higher and PostgreSQL planned every call anew (issue 20:
 * 360 custom plans, no generic one, for 360 searches on one connection). Drizzle's limit() is typed for a number or
 * a placeholder; its dialect writes any SQL given as `limit <sql>`.
 */
const opaqueLimit = (limit: number | Placeholder) => opaque(limit, 'int') as unknown as Placeholder;

/** SEARCH_WINDOW written into the SQL: both plans see the same 1,000 (see opaqueLimit for the typing). */
const windowLimit = () => sql.raw(String(SEARCH_WINDOW)) as unknown as Placeholder;

/** A SearchMatch whose values (pattern, from, to, words, needle) may be placeholders. */
type MatchValues = { on: SearchMatch['on']; pattern: unknown; from?: unknown; to?: unknown; words?: unknown; needle?: unknown };

/**
 * The search condition on `cols` (the table, or a subquery of it) for a term matched `match.on`. A term of several
 * words is looked up by its words (indexedWords), and kept when search_key contains the whole lowered term:
 * `position(term in search_key) > 0` is exactly `search_key like '%term%'` with the term's % and _ taken literally,
 * and, not being a like, the planner does not make it an index condition (which would read the padded trigrams).
 */
function matchCondition(cols: SearchColumns, match: MatchValues): SQL | undefined {
  const { on, pattern } = match;
  if (on === 'key') {
    if (!match.words) return sql`${cols.searchKey} like ${opaque(pattern)}`;
    return sql`${cols.searchKey} like ${opaque(match.words)} and position(${opaque(match.needle)} in ${cols.searchKey}) > 0`;
  }
  if (on === 'prefix') {
    // The range is what the prefix indexes can read for a placeholder; the like keeps the answer exactly the like's.
    const starts = (col: AnyColumn) =>
      sql`(lower(${col}) ~>=~ ${opaque(match.from)} and lower(${col}) ~<~ ${opaque(match.to)} and lower(${col}) like ${opaque(pattern)})`;
    return or(starts(cols.name), starts(cols.registrationNumber));
  }
  return or(sql`lower(${cols.name}) like ${pattern}`, sql`lower(${cols.registrationNumber}) like ${pattern}`);
}

/** companySearchCondition on the columns of `cols` (the table, or a subquery of it). */
function searchConditionOn(cols: SearchColumns, term: string): SQL | undefined {
  return matchCondition(cols, searchMatchOf(term));
}

/** The access module's list scope as a condition on companies; null when it shows none. */
export function scopeCondition(scope: ListScope): SQL | undefined | null {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'owner':
      return eq(companies.ownerId, scope.userId);
    case 'preparers':
      return scope.preparerIds.length === 1 && scope.preparerIds[0]
        ? eq(companies.preparerId, scope.preparerIds[0])
        : inArray(companies.preparerId, scope.preparerIds);
    default:
      return null;
  }
}

/** The SQL of one page of the company list (also used by the EXPLAIN test and the benchmark). */
export function companyListWhere(query: Pick<ListCompaniesQuery, 'status' | 'search' | 'cursor'>, scope: SQL | undefined) {
  const cursor = decodeCursor(query.cursor);
  const term = query.search?.trim();
  return and(
    isNull(companies.deletedAt),
    scope,
    query.status ? eq(companies.status, query.status) : undefined,
    term ? companySearchCondition(term) : undefined,
    afterCursor(companies.createdAt, companies.id, cursor),
  );
}

/** One page (plus one row, to know whether there is another) of the company list, newest first: a summary's columns. */
export function companyListQuery(db: Db, query: ListCompaniesQuery, scope: SQL | undefined) {
  return db
    .select({ row: companySummaryColumns, cursorTs: cursorTs(companies.createdAt), id: companies.id })
    .from(companies)
    .where(companyListWhere(query, scope))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(query.pageSize + 1);
}

type ShapeScope = 'all' | 'owner' | 'preparer';

/** The prepared shape of a scope, when it has one: one owner or one preparer (or everything) is a placeholder. */
function shapeOf(scope: ListScope): { shape: ShapeScope; userId?: string } | null {
  if (scope.kind === 'all') return { shape: 'all' };
  if (scope.kind === 'owner') return { shape: 'owner', userId: scope.userId };
  if (scope.kind === 'preparers' && scope.preparerIds.length === 1) return { shape: 'preparer', userId: scope.preparerIds[0] };
  return null;
}

/**
 * How many of the newest companies (after the cursor) the first step of a search reads. A term that thousands of
 * companies match fills a page from these; see searchPage.
 */
export const SEARCH_WINDOW = 1000;

/** A summary's columns (companySummaryColumns) and the cursor's created_at text: what both steps of a search select. */
const searchColumns = () => ({ ...companySummaryColumns, cursorTs: sql<string>`${companies.createdAt}::text`.as('cursor_ts') });

/** The placeholders' values of a match (searchPageShape names them). */
function matchValuesOf(m: SearchMatch): Record<string, unknown> {
  if (m.on === 'prefix') return { pattern: m.pattern, from: m.from, to: m.to };
  if (m.on === 'key') return m.words ? { pattern: m.pattern, words: m.words, needle: m.needle } : { pattern: m.pattern, needle: m.needle };
  return { pattern: m.pattern };
}

/** The shape of a match: its kind, and whether a term of several words is looked up by its words. */
const matchShapeOf = (m: SearchMatch) => (m.on === 'key' && m.words ? 'key-words' : m.on);

/**
 * The ids of the matches among the SEARCH_WINDOW newest companies matching `base` (scope, status, cursor), newest
 * first, at most `limit`. The window selects only what the match reads (id, created_at and search_key: for the
 * whole list an index-only walk of companies_created_search_idx), so its plan walks at most SEARCH_WINDOW index
 * entries whatever the term. A prefix ("starts with") is matched on search_key too: lower(name) starts with it
 * when search_key does (the term has no line break), lower(registration_number) when the part after search_key's
 * last line break does (registration numbers are letters, digits, - and /). `match`'s values and `limit` may be
 * placeholders.
 */
function searchWindowHitsSelect(db: Db, base: SQL | undefined, match: MatchValues, limit: number | Placeholder) {
  const newest = [desc(companies.createdAt), desc(companies.id)];
  if (match.on !== 'columns') {
    const w = db.select({ id: companies.id, createdAt: companies.createdAt, searchKey: companies.searchKey }).from(companies).where(base).orderBy(...newest).limit(windowLimit()).as('w');
    // "Contains" as position(): the same answer as the like, ~15 % less time over the 1,000 rows (issue 20).
    const pattern = opaque(match.pattern);
    const hit =
      match.on === 'key'
        ? sql`position(${opaque(match.needle)} in ${w.searchKey}) > 0`
        : sql`(${w.searchKey} like ${pattern} or split_part(${w.searchKey}, chr(10), -1) like ${pattern})`;
    return db.select({ id: w.id }).from(w).where(hit).orderBy(desc(w.createdAt), desc(w.id)).limit(opaqueLimit(limit));
  }
  const w = db
    .select({ id: companies.id, createdAt: companies.createdAt, name: companies.name, registrationNumber: companies.registrationNumber })
    .from(companies)
    .where(base)
    .orderBy(...newest)
    .limit(windowLimit())
    .as('w');
  return db
    .select({ id: w.id })
    .from(w)
    .where(or(sql`lower(${w.name}) like ${match.pattern}`, sql`lower(${w.registrationNumber}) like ${match.pattern}`))
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(opaqueLimit(limit));
}

/**
 * Step 1 of a search: the matches among the SEARCH_WINDOW newest companies of the list (after the cursor),
 * newest first (searchWindowHitsSelect), with their rows. When it answers a full page (limit rows), that page is
 * the search's answer: the newest matches of the list lie in its newest rows.
 */
export function companySearchWindowQuery(db: Db, query: Pick<ListCompaniesQuery, 'status' | 'search' | 'cursor'>, scope: SQL | undefined, term: string, limit: number) {
  const hits = searchWindowHitsSelect(db, companyListWhere({ status: query.status, cursor: query.cursor }, scope), searchMatchOf(term), limit).as('hits');
  return db.select(searchColumns()).from(companies).innerJoin(hits, eq(companies.id, hits.id)).orderBy(desc(companies.createdAt), desc(companies.id));
}

/**
 * Step 2 of a search, when the window held fewer matches than a page: every match of the list (after the cursor),
 * sorted, the first `limit`. `offset 0` (a placeholder: Drizzle leaves out a literal 0) keeps the matching in a
 * subquery of its own, so that PostgreSQL collects the matches through the trigram (or prefix) indexes and sorts
 * them, instead of walking the (created_at, id) index and filtering every row until a page is full, which for a
 * term whose matches are all old companies (a registration number's year) reads tens of thousands of rows.
 */
function searchMatchesSelect(db: Db, base: SQL | undefined, match: SQL | undefined, limit: number | Placeholder, gate?: SQL) {
  const m = db.select(searchColumns()).from(companies).where(and(base, match)).offset(sql.placeholder('fence')).as('m');
  return db.select().from(m).where(gate).orderBy(desc(m.createdAt), desc(m.id)).limit(opaqueLimit(limit));
}

/** Step 2 on its own (the EXPLAIN test); its `offset 0` is the placeholder `fence`. */
export function companySearchMatchesQuery(db: Db, query: Pick<ListCompaniesQuery, 'status' | 'search' | 'cursor'>, scope: SQL | undefined, term: string, limit: number) {
  return searchMatchesSelect(db, companyListWhere({ status: query.status, cursor: query.cursor }, scope), searchConditionOn(companies, term), limit);
}

/**
 * Both steps of a search in ONE statement (one round trip; searchPage):
 *
 *   with hits as (step 1's ids: the matches among the SEARCH_WINDOW newest rows, at most `limit`)
 *   select * from (
 *     (step 1's rows                    where (select count(*) from hits) >= limit)
 *     union all
 *     (step 2: every match, sorted, the first `limit`, where (select count(*) from hits) < limit)
 *   ) page order by created_at desc, id desc
 *
 * Each gate references no column, so PostgreSQL plans it as a one-time filter: the branch whose gate is false is
 * never run, and step 2 costs nothing when the window fills a page. The answer is the one the two steps gave as
 * two statements. `base` is the list's condition (scope, status, cursor); `pattern` and `limit` may be placeholders.
 */
function searchPageSelect(db: Db, base: SQL | undefined, match: MatchValues, limit: number | Placeholder) {
  const hits = db.$with('hits').as(searchWindowHitsSelect(db, base, match, limit));
  const first = db
    .select(searchColumns())
    .from(companies)
    .innerJoin(hits, eq(companies.id, hits.id))
    .where(sql`(select count(*) from ${hits}) >= ${limit}`);
  const rest = searchMatchesSelect(db, base, matchCondition(companies, match), limit, sql`(select count(*) from ${hits}) < ${limit}`);
  const page = first.unionAll(rest).as('page');
  return db.with(hits).select().from(page).orderBy(desc(page.createdAt), desc(page.id));
}

/** Both steps of a search as one statement (searchPageSelect), built for these values (the EXPLAIN test). */
export function companySearchPageQuery(db: Db, query: Pick<ListCompaniesQuery, 'status' | 'search' | 'cursor'>, scope: SQL | undefined, term: string, limit: number) {
  return searchPageSelect(db, companyListWhere({ status: query.status, cursor: query.cursor }, scope), searchMatchOf(term), limit);
}

/**
 * searchPageSelect built once per shape (lib/prepared.ts runShape), and prepared once: the term's values are opaque
 * to the planner (`opaque`), so one plan serves every term (a walk of at most SEARCH_WINDOW index entries, then,
 * only when that walk found less than a page, the trigram index's matches, or for one or two characters the
 * ranges [from, to) of the text_pattern_ops indexes). Only a term with a line break, or a prefix without such a
 * range, is matched on the columns by a plain like: that shape is sent unnamed, so PostgreSQL plans it for each
 * call's pattern, but its SQL is still built once.
 */
function searchPageShape(db: Db, scope: ShapeScope, withStatus: boolean, withCursor: boolean, on: SearchMatch['on'], byWords: boolean) {
  const p = sql.placeholder;
  // The owner, preparer and cursor are opaque too: a custom plan saw the owner's share of the rows or where the
  // cursor lies, and the generic plan was never kept. The status is not: the best walk for a rare status (dormant,
  // 7 %: its own index) is not the one for a common one (active, 80 %: the newest rows), so the all-companies shape
  // with a status is planned for its value, as before (opaque, its generic plan read 882 buffers for dormant).
  const actor = opaque(p('actorId'), 'uuid');
  const base = and(
    isNull(companies.deletedAt),
    scope === 'owner' ? eq(companies.ownerId, actor) : scope === 'preparer' ? eq(companies.preparerId, actor) : undefined,
    withStatus ? eq(companies.status, p('status')) : undefined,
    withCursor ? sql`(${companies.createdAt}, ${companies.id}) < (${opaque(p('cursorTs'), 'timestamptz')}, ${opaque(p('cursorId'), 'uuid')})` : undefined,
  );
  const words = byWords ? p('words') : undefined;
  return searchPageSelect(db, base, { on, pattern: p('pattern'), from: p('from'), to: p('to'), words, needle: p('needle') }, p('limit'));
}

/** The columns of a search's rows, in the order the SQL selects them (searchColumns: a summary's, then the cursor's text). */
const SEARCH_ROW_COLUMNS = [
  'id', 'name', 'registration_number', 'jurisdiction', 'company_type', 'status', 'incorporation_status', 'status_remarks', 'owner_id',
  'preparer_id', 'dashboard_locked', 'dashboard_lock_reason', 'dashboard_locked_at', 'edit_flags', 'incorporation_date',
  'financial_year_end', 'created_at', 'updated_at', 'cursor_ts',
].join(',');

/** One row of a search as pg gives it in array mode with drizzleTypes (times and the date as text). */
type SearchRowArray = [
  string, string, string | null, string, string, string, string, string | null, string | null,
  string | null, boolean, string | null, string | null, CompanySummaryRow['editFlags'], string | null,
  string, string, string, string,
];

/** Drizzle's node-postgres type parsers: times, dates and intervals as the text PostgreSQL sends. */
const TEXT_TYPE_IDS = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;
const drizzleTypes = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    TEXT_TYPE_IDS.has(id) ? asText : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
};

type SearchStatement = { name: string; text: string; params: unknown[]; checked?: boolean };
const searchStatements = statementCache<SearchStatement>();

/**
 * A search page's statement run on the pg pool without Drizzle's row mapping (issue 20: its generic per-field
 * mapping was a tenth of a common-word search's CPU in the app), each row mapped here the way Drizzle maps these
 * columns: text as sent, times (sent as text) through `new Date`, jsonb parsed by pg, the date as its text. The SQL
 * is built once per shape (like runShape), sent as the named prepared statement `name` (unnamed when empty).
 */
async function runSearchStatement(pool: pg.Pool, db: Db, shape: string, build: () => { toSQL(): { sql: string; params: unknown[] } }, values: Record<string, unknown>, named: boolean) {
  const statement = searchStatements(db, shape, (name) => {
    const { sql: text, params } = build().toSQL();
    return { name: named ? name : '', text, params };
  });
  const params = statement.params.map((p) => (p instanceof Placeholder ? values[p.name] : p));
  const result = await pool.query({ name: statement.name || undefined, text: statement.text, values: params, rowMode: 'array', types: drizzleTypes });
  if (!statement.checked) {
    const columns = result.fields.map((f) => f.name).join(',');
    if (columns !== SEARCH_ROW_COLUMNS) throw new Error(`company search: columns ${columns}, expected ${SEARCH_ROW_COLUMNS}`);
    statement.checked = true;
  }
  return (result.rows as SearchRowArray[]).map((r) => {
    const [id, name, registrationNumber, jurisdiction, companyType, status, incorporationStatus, statusRemarks, ownerId, preparerId] = r;
    const [, , , , , , , , , , dashboardLocked, dashboardLockReason, lockedAt, editFlags, incorporationDate, financialYearEnd, created, updated, cursorTs] = r;
    const row: CompanySummaryRow = {
      id,
      name,
      registrationNumber,
      jurisdiction,
      companyType,
      status,
      incorporationStatus,
      statusRemarks,
      ownerId,
      preparerId,
      dashboardLocked,
      dashboardLockReason,
      dashboardLockedAt: lockedAt === null ? null : new Date(lockedAt),
      editFlags,
      incorporationDate,
      financialYearEnd,
      createdAt: new Date(created),
      updatedAt: new Date(updated),
    };
    return { row, cursorTs, id };
  });
}

/**
 * One page plus one row of a search: both steps in one statement (searchPageSelect), prepared when it can be.
 * Exported for the test that compares it with the plain filtered list.
 */
export async function searchPage(db: Db, query: ListCompaniesQuery, scope: ListScope, where: SQL | undefined, term: string) {
  const limit = query.pageSize + 1;
  const shaped = shapeOf(scope);
  const match = searchMatchOf(term);
  const { on } = match;
  const byWords = match.on === 'key' && match.words !== null;
  const cursor = decodeCursor(query.cursor);
  const shape = `${matchShapeOf(match)}:${shaped?.shape}:${query.status ? 'status' : ''}:${cursor ? 'cursor' : ''}`;
  const build = () => searchPageShape(db, shaped?.shape ?? 'all', !!query.status, !!cursor, on, byWords);
  const values = { actorId: shaped?.userId, status: query.status, cursorTs: cursor?.ts, cursorId: cursor?.id, ...matchValuesOf(match), limit, fence: 0 };
  const client = poolOf(db);
  if (shaped && client) return runSearchStatement(client, db, `companies-search-rows:${shape}`, build, values, on !== 'columns');
  const rows = shaped
    ? await runShape(db, `companies-search-page:${shape}`, build, values, { planEachTime: on === 'columns' })
    : await companySearchPageQuery(db, query, where, term, limit).execute({ fence: 0 });
  return rows.map(({ cursorTs: ts, ...row }) => ({ row, cursorTs: ts, id: row.id }));
}

/** One page plus one row of the actor's companies; null when the actor reaches none. */
type ListRow = { row: CompanySummaryRow; cursorTs: string; id: string } | { summary: CompanySummary; cursorTs: string; id: string };

async function companyListRows(db: Db, query: ListCompaniesQuery, actor: Actor): Promise<ListRow[] | null> {
  const scope = await listScopeOf(db, actor);
  const term = query.search?.trim();
  if (term) {
    // A search: two steps (searchPage), since its best plan depends on how many companies match and which.
    const where = scopeCondition(scope);
    return where === null ? null : searchPage(db, query, scope, where, term);
  }
  const shaped = shapeOf(scope);
  // A scope over several preparers is a list: planned each time.
  if (!shaped) {
    const where = scopeCondition(scope);
    return where === null ? null : companyListQuery(db, query, where);
  }
  // One named statement per shape whose rows are the answer's summaries (companies.list-page.ts).
  return companyPageRows(db, shaped.shape, shaped.userId, query, decodeCursor(query.cursor));
}

/** GET /api/companies: newest first, keyset-paged; the server's pageSize wins. */
export async function listCompanies(db: Db, query: ListCompaniesQuery, actor: Actor): Promise<ListCompaniesResponse> {
  const pageSize = query.pageSize;
  const rows = await companyListRows(db, query, actor);
  if (rows === null) return { items: [], nextCursor: null, hasMore: false, pageSize };
  const { page, nextCursor } = pageOf(rows, pageSize);
  return { items: page.map((r) => ('summary' in r ? r.summary : toCompanySummary(r.row))), nextCursor, hasMore: nextCursor !== null, pageSize };
}
