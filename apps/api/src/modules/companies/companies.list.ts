import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ListCompaniesQuery, ListCompaniesResponse } from '@quayside/contract/companies';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { afterCursor, afterCursorPlaceholders, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { runShape } from '../../lib/prepared';
import { containsPattern, startsWithPattern } from '../../lib/search';
import { listScopeOf, type ListScope } from '../access/access.service';
import type { Actor } from '../auth/auth.service';
import { toCompanySummary } from './companies.mapping';

/**
 * The search condition on name and registration number. Three characters or more: "contains" (trigram GIN
 * indexes). One or two: "starts with" (btree text_pattern_ops indexes), since trigrams cannot serve them and
 * "contains a" matches nearly everything anyway.
 */
export function companySearchCondition(term: string): SQL | undefined {
  const pattern = term.length >= 3 ? containsPattern(term) : startsWithPattern(term);
  return or(sql`lower(${companies.name}) like ${pattern}`, sql`lower(${companies.registrationNumber}) like ${pattern}`);
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

/** One page (plus one row, to know whether there is another) of the company list, newest first. */
export function companyListQuery(db: Db, query: ListCompaniesQuery, scope: SQL | undefined) {
  return db
    .select({ row: companies, cursorTs: cursorTs(companies.createdAt), id: companies.id })
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

/** companyListQuery prepared once per shape (lib/prepared.ts runShape): values are placeholders. */
function companyListShape(db: Db, scope: ShapeScope, withStatus: boolean, withCursor: boolean) {
  const p = sql.placeholder;
  return db
    .select({ row: companies, cursorTs: cursorTs(companies.createdAt), id: companies.id })
    .from(companies)
    .where(
      and(
        isNull(companies.deletedAt),
        scope === 'owner' ? eq(companies.ownerId, p('actorId')) : scope === 'preparer' ? eq(companies.preparerId, p('actorId')) : undefined,
        withStatus ? eq(companies.status, p('status')) : undefined,
        withCursor ? afterCursorPlaceholders(companies.createdAt, companies.id) : undefined,
      ),
    )
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(p('limit'));
}

/** One page plus one row of the actor's companies; null when the actor reaches none. */
async function companyListRows(db: Db, query: ListCompaniesQuery, actor: Actor) {
  const scope = await listScopeOf(db, actor);
  const shaped = shapeOf(scope);
  // A search's best plan depends on the term, and a scope over several preparers is a list: those are planned each time.
  if (!shaped || query.search?.trim()) {
    const where = scopeCondition(scope);
    return where === null ? null : companyListQuery(db, query, where);
  }
  const cursor = decodeCursor(query.cursor);
  return runShape(db, `companies:${shaped.shape}:${query.status ? 'status' : ''}:${cursor ? 'cursor' : ''}`, () => companyListShape(db, shaped.shape, !!query.status, !!cursor), {
    actorId: shaped.userId,
    status: query.status,
    cursorTs: cursor?.ts,
    cursorId: cursor?.id,
    limit: query.pageSize + 1,
  });
}

/** GET /api/companies: newest first, keyset-paged; the server's pageSize wins. */
export async function listCompanies(db: Db, query: ListCompaniesQuery, actor: Actor): Promise<ListCompaniesResponse> {
  const pageSize = query.pageSize;
  const rows = await companyListRows(db, query, actor);
  if (rows === null) return { items: [], nextCursor: null, hasMore: false, pageSize };
  const { page, nextCursor } = pageOf(rows, pageSize);
  return { items: page.map((r) => toCompanySummary(r.row)), nextCursor, hasMore: nextCursor !== null, pageSize };
}
