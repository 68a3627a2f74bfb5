import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { storedFiles } from './files';

/**
 * Chat messages between two people (part 1 "Chat", part 2 section 3 "Chat message"): id, senderId, receiverId,
 * content, file (fileUrl is signed on read from the stored file; fileName, fileType), type, sentAt, and readAt
 * (the receiver's unread counter). A conversation is the unordered pair of its two people.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** text | file */
    type: text('type').$type<'text' | 'file'>().notNull().default('text'),
    content: text('content').notNull().default(''),
    fileId: uuid('file_id').references(() => storedFiles.id),
    fileName: text('file_name'),
    fileType: text('file_type'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // GET /api/chat/messages (userA, userB) and the admin's conversation list group by the unordered pair.
    index('chat_messages_pair_idx').on(sql`least(${t.senderId}, ${t.receiverId})`, sql`greatest(${t.senderId}, ${t.receiverId})`, t.sentAt, t.id),
    index('chat_messages_receiver_unread_idx').on(t.receiverId).where(sql`${t.readAt} is null`),
    check('chat_messages_two_people', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/**
 * Each receiver's unread messages per sender (the `unread` counts the chat sends), kept by triggers on chat_messages
 * (migration chat_unread_triggers): every insert, delete and change of read_at adds or takes away its rows in the
 * same transaction, so a count is one row per sender instead of counting the receiver's unread messages (which grow
 * without bound while a conversation goes unread). A row at 0 is nobody's unread (fillfactor 50, set
 * there, leaves room on each page for the frequent updates).
 */
export const chatUnread = pgTable(
  'chat_unread',
  {
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.receiverId, t.senderId] }), check('chat_unread_not_negative', sql`${t.n} >= 0`)],
);
