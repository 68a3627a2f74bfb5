import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { adminMessages } from '@quayside/contract/messages';
import type { ContactMessageBody } from '@quayside/contract/public-site';
import { ENQUIRY_TOPIC_LABELS } from '@quayside/contract/public-site';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { containsPattern } from '../../lib/search';
import { writeAudit } from '../audit/audit.service';
import { userNameSql, type Actor } from '../auth/auth.service';
import type { Mailer } from '../outbox/outbox.service';

export type RequestInfo = { ip: string | null; userAgent: string | null };
type Row = typeof contactMessages.$inferSelect;

const blankToNull = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** True when the hidden honeypot field was filled: people never see it, form-filling bots do. */
export const isBotSubmission = (body: { website?: string | undefined }) => Boolean(body.website?.trim());

/**
 * Stores the message first (so nothing is lost), then e-mails staff. A mail failure is logged by the mailer
 * and leaves notified_at empty; the visitor still gets their confirmation because the message is kept.
 */
export async function submitContactMessage(
  db: Db,
  mailer: Mailer,
  input: { body: ContactMessageBody; request: RequestInfo; staffInbox: string },
): Promise<{ id: string }> {
  const { body, request, staffInbox } = input;
  const [row] = await db
    .insert(contactMessages)
    .values({
      fullName: body.fullName,
      email: body.email.toLowerCase(),
      phone: blankToNull(body.phone),
      company: blankToNull(body.company),
      topic: body.topic,
      message: body.message,
      ip: request.ip,
      userAgent: request.userAgent?.slice(0, 400) ?? null,
    })
    .returning();
  if (!row) throw new Error('contact message not stored');
  try {
    await mailer.send(db, {
      to: staffInbox,
      subject: `Website enquiry: ${ENQUIRY_TOPIC_LABELS[body.topic]} - ${body.fullName}`,
      text: [
        `A visitor wrote through the contact form on ${row.createdAt.toISOString()}.`,
        '',
        `Name:    ${row.fullName}`,
        `E-mail:  ${row.email}`,
        `Phone:   ${row.phone ?? '-'}`,
        `Company: ${row.company ?? '-'}`,
        `Topic:   ${ENQUIRY_TOPIC_LABELS[body.topic]}`,
        '',
        row.message,
        '',
        `Reply to ${row.email}. Message id ${row.id}.`,
      ].join('\n'),
    });
    await db.update(contactMessages).set({ notifiedAt: new Date() }).where(eq(contactMessages.id, row.id));
  } catch {
    // Kept with notified_at null; staff still read it in the admin list.
  }
  return { id: row.id };
}

function toContactMessage(row: Row) {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    topic: row.topic as ContactMessageBody['topic'],
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stored messages, newest first, for staff. */
export async function listContactMessages(db: Db, query: { cursor?: string; limit: number }) {
  const cursor = decodeCursor(query.cursor);
  const rows = await db
    .select({ row: contactMessages, cursorTs: cursorTs(contactMessages.createdAt) })
    .from(contactMessages)
    .where(afterCursor(contactMessages.createdAt, contactMessages.id, cursor))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(
    rows.map((r) => ({ ...r, id: r.row.id })),
    query.limit,
  );
  return { messages: page.map((r) => toContactMessage(r.row)), nextCursor, hasMore: nextCursor !== null };
}

/* ------------------------------------------------------------------ the admin inbox (/api/admin/...) */

const inboxColumns = (t: typeof contactMessages) => ({ row: t, cursorTs: cursorTs(t.createdAt), handledByName: userNameSql(t.handledById) });
const toInboxItem = (r: { row: Row; handledByName: string | null }) => ({
  ...toContactMessage(r.row),
  handledAt: r.row.handledAt?.toISOString() ?? null,
  handledByName: r.handledByName,
});

/** The admin inbox: newest first, open / handled / all, searched by name, e-mail and text (case-insensitive). */
export async function listInboxMessages(
  db: Db,
  query: { q?: string | undefined; state: 'open' | 'handled' | 'all'; cursor?: string | undefined; take: number },
) {
  const t = contactMessages;
  const cursor = decodeCursor(query.cursor);
  const pattern = query.q ? containsPattern(query.q) : null;
  const rows = await db
    .select(inboxColumns(t))
    .from(t)
    .where(
      and(
        query.state === 'open' ? isNull(t.handledAt) : query.state === 'handled' ? isNotNull(t.handledAt) : undefined,
        pattern ? or(sql`lower(${t.fullName}) like ${pattern}`, sql`${t.email} like ${pattern}`, sql`lower(${t.company}) like ${pattern}`, sql`lower(${t.message}) like ${pattern}`) : undefined,
        afterCursor(t.createdAt, t.id, cursor),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.take + 1);
  const { page, nextCursor } = pageOf(
    rows.map((r) => ({ ...r, id: r.row.id })),
    query.take,
  );
  return { messages: page.map(toInboxItem), nextCursor, hasMore: nextCursor !== null };
}

export async function getInboxMessage(db: Db, id: string) {
  const t = contactMessages;
  const [row] = await db.select(inboxColumns(t)).from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', adminMessages.errors.contactMessageNotFound);
  return toInboxItem(row);
}

/** Marks it handled (or open again), with an audit row. */
export async function setInboxMessageHandled(db: Db, actor: Actor, id: string, handled: boolean) {
  const t = contactMessages;
  const [row] = await db
    .update(t)
    .set(handled ? { handledAt: sql`coalesce(${t.handledAt}, now())`, handledById: sql`coalesce(${t.handledById}, ${actor.id}::uuid)` } : { handledAt: null, handledById: null })
    .where(eq(t.id, id))
    .returning({ id: t.id });
  if (!row) throw new AppError('NOT_FOUND', adminMessages.errors.contactMessageNotFound);
  await writeAudit(db, { actorId: actor.id, actorRole: actor.role, action: handled ? 'contact_message.handled' : 'contact_message.reopened', targetType: 'contact_message', targetId: id });
  return getInboxMessage(db, id);
}
