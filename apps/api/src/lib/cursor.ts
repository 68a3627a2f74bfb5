import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CURSOR_INVALID_MESSAGE, encodeCursor, parseCursor, type KeysetCursor } from '@quayside/contract/cursor';
import { AppError } from './errors';

/**
 * Keyset (cursor) paging on an indexed (timestamp, id) pair, newest first, with the contract's one cursor codec
 * (packages/contract/src/cursor.ts).
 */
export type { KeysetCursor };
export { encodeCursor };

const UUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads a cursor from the query string; anything that is not one of ours is a 400, never a 500. Lists keyed by a
 * uuid (the default) refuse a bigint key and lists keyed by a bigint (the audit log) refuse a uuid.
 */
export function decodeCursor(raw: string | undefined, key: 'uuid' | 'bigint' = 'uuid'): KeysetCursor | null {
  if (!raw) return null;
  const cursor = parseCursor(raw);
  if (cursor && UUID_ID.test(cursor.id) === (key === 'uuid')) return cursor;
  throw new AppError('VALIDATION_FAILED', CURSOR_INVALID_MESSAGE, { fields: { 'querystring.cursor': ['Not a valid cursor'] } });
}

/** `(created_at, id) < (cursor)`: rows after the cursor in newest-first order; undefined without a cursor. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: KeysetCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${cursor.ts}::timestamptz, ${cursor.id}::uuid)`;
}

/** `(created_at, id) < (cursor)` for a table keyed by a bigint (the audit log). */
export function afterBigintCursor(createdAt: AnyColumn, id: AnyColumn, cursor: KeysetCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${cursor.ts}::timestamptz, ${cursor.id}::bigint)`;
}

/** afterBigintCursor for a prepared query: the cursor's values are the placeholders cursorTs and cursorId. */
export function afterBigintCursorPlaceholders(createdAt: AnyColumn, id: AnyColumn): SQL {
  return sql`(${createdAt}, ${id}) < (${sql.placeholder('cursorTs')}::timestamptz, ${sql.placeholder('cursorId')}::bigint)`;
}

/** afterCursor for a prepared query: the cursor's values are the placeholders cursorTs and cursorId. */
export function afterCursorPlaceholders(createdAt: AnyColumn, id: AnyColumn): SQL {
  return sql`(${createdAt}, ${id}) < (${sql.placeholder('cursorTs')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;
}

/** The created_at text to put in a cursor: select it alongside the row. */
export const cursorTs = (createdAt: AnyColumn) => sql<string>`${createdAt}::text`;

/** Splits the limit+1 rows fetched into the page and the next cursor. */
export function pageOf<T extends { cursorTs: string; id: string }>(
  rows: T[],
  limit: number,
): { page: T[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return { page, nextCursor: hasMore && last ? encodeCursor({ ts: last.cursorTs, id: last.id }) : null };
}
