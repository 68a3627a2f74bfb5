import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Notification } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { assertMay } from '../access/access.service';
import type { Actor } from '../auth/auth.service';

export type NotificationType = 'payment' | 'document' | 'task' | 'action' | 'invoice' | 'system' | 'broadcast';

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
  return sql`(select coalesce(json_agg(x order by x.ts desc, x.id desc), '[]'::json) from (
      select n.id, n.is_read as "isRead", n.title, n.message, n.type, n.link, n.created_at as ts,
             ${iso(sql`n.created_at`)} as "createdAt", ${iso(sql`n.read_at`)} as "readAt"
      from ${notifications} n where n.user_id = ${userId}
      order by n.created_at desc, n.id desc limit ${sql.raw(String(Math.trunc(limit)))}) x)`;
}
