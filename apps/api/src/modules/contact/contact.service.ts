import { desc, eq, sql } from 'drizzle-orm';
import { adminMessages } from '@quayside/contract/messages';
import type { ContactMessageBody } from '@quayside/contract/public-site';
import { ENQUIRY_TOPIC_LABELS } from '@quayside/contract/public-site';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { getInboxItem, listInbox, setInboxHandled, type InboxListQuery, type InboxSpec } from '../../lib/inbox';
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

const inbox: InboxSpec<typeof contactMessages, ReturnType<typeof toContactMessage>> = {
  table: contactMessages,
  userName: userNameSql,
  search: (pattern) => {
    const t = contactMessages;
    return [sql`lower(${t.fullName}) like ${pattern}`, sql`${t.email} like ${pattern}`, sql`lower(${t.company}) like ${pattern}`, sql`lower(${t.message}) like ${pattern}`];
  },
  toItem: (row) => toContactMessage(row),
  notFound: adminMessages.errors.contactMessageNotFound,
};

/** The admin inbox: newest first, open / handled / all, searched by name, e-mail and text (case-insensitive). */
export async function listInboxMessages(db: Db, query: InboxListQuery) {
  const { items, nextCursor, hasMore } = await listInbox(db, inbox, query);
  return { messages: items, nextCursor, hasMore };
}

export const getInboxMessage = (db: Db, id: string) => getInboxItem(db, inbox, id);

/** Marks it handled (or open again), with an audit row. */
export async function setInboxMessageHandled(db: Db, actor: Actor, id: string, handled: boolean) {
  await setInboxHandled(db, inbox, actor.id, id, handled);
  await writeAudit(db, { actorId: actor.id, actorRole: actor.role, action: handled ? 'contact_message.handled' : 'contact_message.reopened', targetType: 'contact_message', targetId: id });
  return getInboxMessage(db, id);
}
