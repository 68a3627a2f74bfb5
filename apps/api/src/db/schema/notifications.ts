import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** payment, document, task, action, system, broadcast, ... */
    type: text('type').notNull().default('system'),
    link: text('link'),
    /** The admin's notify-all this row was delivered for: one row per user per broadcast, however often a batch runs. */
    broadcastId: uuid('broadcast_id'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('notifications_broadcast_user_unique').on(t.broadcastId, t.userId).where(sql`${t.broadcastId} is not null`),
  ],
);
