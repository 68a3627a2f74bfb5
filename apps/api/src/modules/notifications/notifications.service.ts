import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Notification } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { assertMay } from '../access/access.service';
import { writeAudit } from '../audit/audit.service';
import { broadcastRecipientBatchSql, countBroadcastRecipients, type Actor } from '../auth/auth.service';

export type NotificationType = 'payment' | 'document' | 'task' | 'action' | 'invoice' | 'system' | 'broadcast' | 'approval';

/** Creates an in-app notification for a user (the system's and staff's way to tell a user something). */
export async function createNotification(
  db: Db,
  input: { userId: string; title: string; message: string; type?: NotificationType; link?: string | null },
) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      title: input.title,
      message: input.message,
      type: input.type ?? 'system',
      link: input.link ?? null,
    })
    .returning();
  if (!row) throw new Error('notification not created');
  return row;
}

/* ------------------------------------------------------------------ reading (every signed-in user, own only) */

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    isRead: row.isRead,
    title: row.title,
    message: row.message,
    type: row.type,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** How many of the user's notifications are unread. */
export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** The user's notifications, newest first, keyset paged, with the unread count. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: { unreadOnly?: boolean; cursor?: string; limit?: number } = {},
): Promise<{ items: Notification[]; nextCursor: string | null; unreadCount: number }> {
  const limit = query.limit ?? 20;
  const [rows, unreadCount] = await Promise.all([
    db
      .select({ row: notifications, cursorTs: cursorTs(notifications.createdAt), id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          query.unreadOnly ? eq(notifications.isRead, false) : undefined,
          afterCursor(notifications.createdAt, notifications.id, decodeCursor(query.cursor)),
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit + 1),
    countUnreadNotifications(db, userId),
  ]);
  const { page, nextCursor } = pageOf(rows, limit);
  return { items: page.map((r) => toNotification(r.row)), nextCursor, unreadCount };
}

/** Marks one of the actor's notifications read (idempotent); 404 for anyone else's. */
export async function markNotificationRead(db: Db, actor: Actor, id: string): Promise<Notification> {
  const notFound = () => new AppError('NOT_FOUND', clientMessages.errors.notificationNotFound);
  const [existing] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  if (!existing) throw notFound();
  await assertMay(db, actor, 'write', { kind: 'notification', ownerId: existing.userId }, { notFound });
  if (existing.isRead) return toNotification(existing);
  const [row] = await db
    .update(notifications)
    .set({ isRead: true, readAt: new Date() })
    .where(eq(notifications.id, existing.id))
    .returning();
  return toNotification(row ?? existing);
}

/** Marks all the user's notifications read; answers how many changed. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/* ------------------------------------------------------------------ read-model fragments (client dashboard) */

/** The user's unread notifications: a scalar count subquery. */
export function unreadCountSql(userId: string): SQL {
  return sql`(select count(*) from ${notifications} n where n.user_id = ${userId} and n.is_read = false)`;
}

/** The user's latest `limit` notifications as a JSON array (Notification's fields), newest first. */
export function latestNotificationsJsonSql(userId: string, limit: number, iso: (col: SQL) => SQL): SQL {
  // Each element is the answer's Notification as it is sent (the dashboard passes them through unmapped).
  return sql`(select coalesce(json_agg(json_build_object(
        'id', x.id, 'isRead', x.is_read, 'title', x.title, 'message', x.message, 'type', x.type, 'link', x.link,
        'createdAt', ${iso(sql`x.created_at`)}, 'readAt', ${iso(sql`x.read_at`)}) order by x.created_at desc, x.id desc), '[]'::json) from (
      select n.id, n.is_read, n.title, n.message, n.type, n.link, n.created_at, n.read_at
      from ${notifications} n where n.user_id = ${userId}
      order by n.created_at desc, n.id desc limit ${sql.raw(String(Math.trunc(limit)))}) x)`;
}

/* ------------------------------------------------------------------ broadcasts (the admin's notify-all) */

/** The pg-boss queue of broadcast batches (worked in jobs/queue.ts). */
export const BROADCAST_QUEUE = 'notify-all';
/** Users per job: one INSERT ... SELECT each. */
export const BROADCAST_BATCH = 1000;

/** One batch of a broadcast: the users after `afterId` (by id) who existed at `before`. */
export type BroadcastJob = { broadcastId: string; title: string; message: string; before: string; afterId: string | null; batch?: number };

/**
 * Starts a broadcast: counts who it will reach (active: neither blocked nor deleted), queues its first batch
 * and writes the audit row. The request returns at once; the batches run in the job queue.
 */
export async function startBroadcast(
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  input: { title: string; message: string; ip?: string | null },
): Promise<{ broadcastId: string; count: number }> {
  const before = new Date();
  const broadcastId = crypto.randomUUID();
  const count = await countBroadcastRecipients(db, before);
  if (count > 0) {
    const job: BroadcastJob = { broadcastId, title: input.title, message: input.message, before: before.toISOString(), afterId: null };
    await jobs.send(BROADCAST_QUEUE, job, { singletonKey: `${broadcastId}:`, retryLimit: 5, retryDelay: 5 });
  }
  await writeAudit(db, {
    actorId: actor.id,
    actorRole: actor.role,
    action: 'notification.broadcast',
    targetType: 'broadcast',
    targetId: broadcastId,
    ip: input.ip ?? null,
    meta: { title: input.title, count },
  });
  return { broadcastId, count };
}

/** How many users a broadcast sent now would reach. */
export async function countBroadcastAudience(db: Db): Promise<number> {
  return countBroadcastRecipients(db, new Date());
}

/**
 * Delivers one batch: a single INSERT ... SELECT of up to `batch` users; a user who already has this broadcast
 * (a retried job) is skipped by the unique (broadcast_id, user_id) index. Answers the next batch's job, or null
 * when this was the last.
 */
export async function deliverBroadcastBatch(db: Db, job: BroadcastJob): Promise<{ inserted: number; next: BroadcastJob | null }> {
  const batch = job.batch ?? BROADCAST_BATCH;
  const before = new Date(job.before);
  const result = (await db.execute(sql`
    with recipients as (${broadcastRecipientBatchSql(before, job.afterId, batch)}),
    inserted as (
      insert into ${notifications} (user_id, title, message, type, broadcast_id)
      select r.id, ${job.title}, ${job.message}, 'broadcast', ${job.broadcastId}::uuid from recipients r
      on conflict (broadcast_id, user_id) where broadcast_id is not null do nothing
      returning 1
    )
    select (select count(*) from recipients)::int as seen, (select max(id::text) from recipients) as last_id,
           (select count(*) from inserted)::int as inserted`)) as unknown as { rows: Array<{ seen: number; last_id: string | null; inserted: number }> };
  const row = result.rows[0];
  const seen = Number(row?.seen ?? 0);
  const next = seen === batch && row?.last_id ? { ...job, afterId: row.last_id } : null;
  return { inserted: Number(row?.inserted ?? 0), next };
}
