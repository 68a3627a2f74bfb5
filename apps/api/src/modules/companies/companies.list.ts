import { and, desc, eq, inArray, isNull, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { CompanySummary, ListCompaniesQuery, ListCompaniesResponse } from '@quayside/contract/companies';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { afterCursor, afterCursorPlaceholders, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { runShape } from '../../lib/prepared';
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
  return searchConditionOn(companies, term);
}

type SearchColumns = { name: AnyColumn; registrationNumber: AnyColumn; searchKey: AnyColumn };

/** How a term is matched: against search_key, or against each column (one or two characters, or a line break). */
type SearchMatch = { on: 'key' | 'columns'; pattern: string };

function searchMatchOf(term: string): SearchMatch {
  if (term.length >= 3) return { on: term.includes('\n') ? 'columns' : 'key', pattern: containsPattern(term) };
  return { on: 'columns', pattern: startsWithPattern(term) };
}

/** The search condition on `cols` (the table, or a subquery of it); `pattern` may be a placeholder. */
function matchCondition(cols: SearchColumns, on: SearchMatch['on'], pattern: unknown): SQL | undefined {
  if (on === 'key') return sql`${cols.searchKey} like ${pattern}`;
  return or(sql`lower(${cols.name}) like ${pattern}`, sql`lower(${cols.registrationNumber}) like ${pattern}`);
}

/** companySearchCondition on the columns of `cols` (the table, or a subquery of it). */
function searchConditionOn(cols: SearchColumns, term: string): SQL | undefined {
  const { on, pattern } = searchMatchOf(term);
  return matchCondition(cols, on, pattern);
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

/**
 * The ids of the matches among the SEARCH_WINDOW newest companies matching `base` (scope, status, cursor), newest
 * first, at most `limit`. The window selects only what the match reads (id, created_at and search_key: for the
 * whole list an index-only walk of companies_created_search_idx), so its plan walks at most SEARCH_WINDOW index
 * entries whatever the term. `pattern` and `limit` may be placeholders.
 */
function searchWindowHitsSelect(db: Db, base: SQL | undefined, on: SearchMatch['on'], pattern: unknown, limit: number | Placeholder) {
  const newest = [desc(companies.createdAt), desc(companies.id)];
  if (on === 'key') {
    const w = db.select({ id: companies.id, createdAt: companies.createdAt, searchKey: companies.searchKey }).from(companies).where(base).orderBy(...newest).limit(SEARCH_WINDOW).as('w');
    return db.select({ id: w.id }).from(w).where(sql`${w.searchKey} like ${pattern}`).orderBy(desc(w.createdAt), desc(w.id)).limit(limit);
  }
  const w = db
    .select({ id: companies.id, createdAt: companies.createdAt, name: companies.name, registrationNumber: companies.registrationNumber })
    .from(companies)
    .where(base)
    .orderBy(...newest)
    .limit(SEARCH_WINDOW)
    .as('w');
  return db
    .select({ id: w.id })
    .from(w)
    .where(or(sql`lower(${w.name}) like ${pattern}`, sql`lower(${w.registrationNumber}) like ${pattern}`))
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(limit);
}

/**
 * Step 1 of a search: the matches among the SEARCH_WINDOW newest companies of the list (after the cursor),
 * newest first (searchWindowHitsSelect), with their rows. When it answers a full page (limit rows), that page is
 * the search's answer: the newest matches of the list lie in its newest rows.
 */
export function companySearchWindowQuery(db: Db, query: Pick<ListCompaniesQuery, 'status' | 'search' | 'cursor'>, scope: SQL | undefined, term: string, limit: number) {
  const { on, pattern } = searchMatchOf(term);
  const hits = searchWindowHitsSelect(db, companyListWhere({ status: query.status, cursor: query.cursor }, scope), on, pattern, limit).as('hits');
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
  return db.select().from(m).where(gate).orderBy(desc(m.createdAt), desc(m.id)).limit(limit);
}

/** Step 2 on its own (the EXPLAIN test); its `offset 0` is the placeholder `fence`. */
export function companySearchMatchesQuery(db: Db, query: Pick<ListCompaniesQuery, 'status' | 'search' | 'cursor'>, scope: SQL | undefined, term: string, limit: number) {
  return searchMatchesSelect(db, companyListWhere({ status: query.status, cursor: query.cursor }, scope), companySearchCondition(term), limit);
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
function searchPageSelect(db: Db, base: SQL | undefined, on: SearchMatch['on'], pattern: unknown, limit: number | Placeholder) {
  const hits = db.$with('hits').as(searchWindowHitsSelect(db, base, on, pattern, limit));
  const first = db
    .select(searchColumns())
    .from(companies)
    .innerJoin(hits, eq(companies.id, hits.id))
    .where(sql`(select count(*) from ${hits}) >= ${limit}`);
  const rest = searchMatchesSelect(db, base, matchCondition(companies, on, pattern), limit, sql`(select count(*) from ${hits}) < ${limit}`);
  const page = first.unionAll(rest).as('page');
  return db.with(hits).select().from(page).orderBy(desc(page.createdAt), desc(page.id));
}

/** Both steps of a search as one statement (searchPageSelect), built for these values (the EXPLAIN test). */
export function companySearchPageQuery(db: Db, query: Pick<ListCompaniesQuery, 'status' | 'search' | 'cursor'>, scope: SQL | undefined, term: string, limit: number) {
  const { on, pattern } = searchMatchOf(term);
  return searchPageSelect(db, companyListWhere({ status: query.status, cursor: query.cursor }, scope), on, pattern, limit);
}

/**
 * searchPageSelect built once per shape (lib/prepared.ts runShape). For a term matched against search_key it is
 * also prepared once: its plan is the same for every such term (a walk of at most SEARCH_WINDOW index entries, then,
 * only when that walk found less than a page, the trigram index's matches). A term of one or two characters is
 * matched by prefix (btree text_pattern_ops indexes), which only a plan made for the term's own pattern can use:
 * that shape is sent unnamed, so PostgreSQL plans it for each call's pattern, but its SQL is still built once.
 */
function searchPageShape(db: Db, scope: ShapeScope, withStatus: boolean, withCursor: boolean, on: SearchMatch['on']) {
  const p = sql.placeholder;
  const base = and(
    isNull(companies.deletedAt),
    scope === 'owner' ? eq(companies.ownerId, p('actorId')) : scope === 'preparer' ? eq(companies.preparerId, p('actorId')) : undefined,
    withStatus ? eq(companies.status, p('status')) : undefined,
    withCursor ? afterCursorPlaceholders(companies.createdAt, companies.id) : undefined,
  );
  return searchPageSelect(db, base, on, p('pattern'), p('limit'));
}

/** One page plus one row of a search: both steps in one statement (searchPageSelect), prepared when it can be. */
async function searchPage(db: Db, query: ListCompaniesQuery, scope: ListScope, where: SQL | undefined, term: string) {
  const limit = query.pageSize + 1;
  const shaped = shapeOf(scope);
  const { on, pattern } = searchMatchOf(term);
  const cursor = decodeCursor(query.cursor);
  const rows =
    shaped
      ? await runShape(
          db,
          `companies-search-page:${on}:${shaped.shape}:${query.status ? 'status' : ''}:${cursor ? 'cursor' : ''}`,
          () => searchPageShape(db, shaped.shape, !!query.status, !!cursor, on),
          { actorId: shaped.userId, status: query.status, cursorTs: cursor?.ts, cursorId: cursor?.id, pattern, limit, fence: 0 },
          { planEachTime: on === 'columns' },
        )
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
