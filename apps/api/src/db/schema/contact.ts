import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the public contact form; kept so nothing is lost even when mail delivery fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When staff were e-mailed; null when delivery failed (the message is still here to read). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** When an admin marked it handled (the admin inbox); null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledById: uuid('handled_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt, t.id)],
);
