import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { OutboxItem, OutboxQuery } from '@quayside/contract/auth';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/outbox';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';

/** The mails the app sent (or kept, without SMTP), newest first, optionally only those to one address. */
export async function listOutbox(
  db: Db,
  query: OutboxQuery,
): Promise<{ items: OutboxItem[]; nextCursor: string | null; hasMore: boolean }> {
  const conditions: SQL[] = [];
  if (query.to) conditions.push(sql`lower(${mailOutbox.to}) = ${query.to.toLowerCase()}`);
  const before = afterCursor(mailOutbox.sentAt, mailOutbox.id, decodeCursor(query.cursor));
  if (before) conditions.push(before);
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      sentAt: mailOutbox.sentAt,
      cursorTs: cursorTs(mailOutbox.sentAt),
    })
    .from(mailOutbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    items: page.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, sentAt: r.sentAt.toISOString() })),
    nextCursor,
    hasMore: nextCursor !== null,
  };
}


// The mail port lives in this module, which owns the outbox table it records every mail in.
export { createMailer, type Mailer, type MailMessage } from './outbox.mailer';
