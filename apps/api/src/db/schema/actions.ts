import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';
import { tasks } from './tasks';

export const actions = pgTable(
  'actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('info'),
    link: text('link'),
    dueDate: date('due_date'),
    clientAck: boolean('client_ack').notNull().default(false),
    ackAt: timestamp('ack_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('actions_user_idx').on(t.userId, t.createdAt, t.id),
    index('actions_user_unacked_idx').on(t.userId, t.createdAt).where(sql`${t.clientAck} = false`),
    index('actions_company_idx').on(t.companyId, t.createdAt),
  ],
);
