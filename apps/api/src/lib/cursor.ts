import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from './errors';

/**
 * Keyset (cursor) paging on an indexed (created_at, id) pair, newest first. The cursor is opaque base64url of
 * the last row's created_at (as PostgreSQL prints it, so microseconds survive the round trip) and id.
 */
export type KeysetCursor = { ts: string; id: string };

export function encodeCursor(c: KeysetCursor): string {
  return Buffer.from(JSON.stringify([c.ts, c.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TS = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/** A timestamp PostgreSQL will accept: the shape, and a real day and time (2026-02-31 is refused here). */
function validTimestamp(ts: string): boolean {
  const m = TS.exec(ts);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2200 && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && se < 60;
}

/** Reads a cursor from the query string; anything that is not one of ours is a 400, never a 500. */
export function decodeCursor(raw: string | undefined): KeysetCursor | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      validTimestamp(parsed[0]) &&
      UUID.test(parsed[1])
    ) {
      return { ts: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the 400 below
  }
  throw new AppError('VALIDATION_FAILED', 'The page cursor is not valid. Start again from the first page.', {
    fields: { 'querystring.cursor': ['Not a valid cursor'] },
  });
}

/** `(created_at, id) < (cursor)`: rows after the cursor in newest-first order; undefined without a cursor. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: KeysetCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${cursor.ts}::timestamptz, ${cursor.id}::uuid)`;
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
