import { and, desc, or, sql, type SQL } from 'drizzle-orm';
import type { OutboxItem, OutboxQuery } from '@quayside/contract/auth';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

type Cursor = { s: string; i: string };

/**
 * Opaque cursor: the last item's sent_at (formatted by PostgreSQL, so microseconds survive the round trip) and
 * id, base64url-encoded. Keyset paging on (sent_at, id), newest first (index mail_outbox_sent_idx).
 */
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/** sent_at in UTC with microseconds, e.g. 2026-01-10T09:04:00.123456Z (PostgreSQL keeps microseconds, JS does not). */
const MICRO_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function decodeCursor(raw: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      parsed &&
      typeof parsed === 'object' &&
      'i' in parsed &&
      's' in parsed &&
      typeof parsed.s === 'string' &&
      typeof parsed.i === 'string' &&
      /^[0-9a-f-]{36}$/i.test(parsed.i) &&
      MICRO_ISO.test(parsed.s)
    ) {
      return { s: parsed.s, i: parsed.i };
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError('VALIDATION_FAILED', 'The cursor is invalid. Start again from the first page.', {
    fields: { cursor: ['is invalid'] },
  });
}

/** The mails the app sent (or kept, without SMTP), newest first, optionally only those to one address. */
export async function listOutbox(
  db: Db,
  query: OutboxQuery,
): Promise<{ items: OutboxItem[]; nextCursor: string | null; hasMore: boolean }> {
  const conditions: SQL[] = [];
  if (query.to) conditions.push(sql`lower(${mailOutbox.to}) = ${query.to.toLowerCase()}`);
  if (query.cursor) {
    const c = decodeCursor(query.cursor);
    const at = sql`${c.s}::timestamptz`;
    const before = or(sql`${mailOutbox.sentAt} < ${at}`, and(sql`${mailOutbox.sentAt} = ${at}`, sql`${mailOutbox.id} < ${c.i}::uuid`));
    if (before) conditions.push(before);
  }
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      sentAt: mailOutbox.sentAt,
      sentAtText: sql<string>`to_char(${mailOutbox.sentAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(mailOutbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, sentAt: r.sentAt.toISOString() })),
    nextCursor: hasMore && last ? encodeCursor({ s: last.sentAtText, i: last.id }) : null,
    hasMore,
  };
}

