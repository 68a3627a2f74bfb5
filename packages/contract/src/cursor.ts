import { z } from 'zod';

/**
 * The one keyset-paging cursor of every list: opaque to the browser (it only sends back the `nextCursor` it got),
 * base64url of `[timestamp, id]`: the last row's sort timestamp as PostgreSQL prints it (so microseconds survive
 * the round trip) and its id: a uuid, or the decimal text of a bigint key (the audit log's rows).
 */
export type KeysetCursor = { ts: string; id: string };

export const CURSOR_INVALID_MESSAGE = 'The page cursor is not valid. Start again from the first page.';

/** The query parameter as sent: opaque text. */
export const cursorParamSchema = z.string().max(200);

const TS = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A positive bigint key (at most 18 digits, so it always fits PostgreSQL's bigint). */
const BIGINT_KEY = /^[1-9]\d{0,17}$/;

/** A timestamp PostgreSQL will accept: the shape, and a real day and time (2026-02-31 is refused). */
function isTimestamp(ts: string): boolean {
  const m = TS.exec(ts);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2200 && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && se < 60;
}

/** The decoded cursor: `[timestamp, uuid or bigint key]`. */
export const keysetCursorSchema = z
  .tuple([z.string().refine(isTimestamp, 'Not a timestamp'), z.string().refine((id) => UUID.test(id) || BIGINT_KEY.test(id), 'Not an id')])
  .transform(([ts, id]): KeysetCursor => ({ ts, id }));

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (raw: string) => atob(raw.replace(/-/g, '+').replace(/_/g, '/'));

export function encodeCursor(cursor: KeysetCursor): string {
  return toBase64Url(JSON.stringify([cursor.ts, cursor.id]));
}

/** The cursor in `raw`, or null when it is not one of ours (the server answers 400 with CURSOR_INVALID_MESSAGE). */
export function parseCursor(raw: string): KeysetCursor | null {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null;
    const result = keysetCursorSchema.safeParse(JSON.parse(fromBase64Url(raw)));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
