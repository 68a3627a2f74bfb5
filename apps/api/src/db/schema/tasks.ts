import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';
import { companies } from './companies';

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The client the task is assigned to. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member responsible (usually the client's preparer). */
    preparerId: uuid('preparer_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    /** One of TASK_STATUSES (contract client-area.ts). */
    status: text('status').notNull().default('Pending'),
    priority: text('priority').notNull().default('normal'),
    category: text('category'),
    dueDate: date('due_date'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submissionMessage: text('submission_message'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewAction: text('review_action'),
    reviewReason: text('review_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('tasks_user_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('tasks_user_status_idx').on(t.userId, t.status, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('tasks_company_idx').on(t.companyId, t.status).where(sql`${t.deletedAt} is null`),
    index('tasks_preparer_idx').on(t.preparerId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // The preparer's dashboard counts their open tasks by status (and overdue) from this index alone.
    index('tasks_preparer_status_idx').on(t.preparerId, t.status, t.dueDate).where(sql`${t.deletedAt} is null`),
    // The preparer's work queue: soonest due first (no due date last), then id; tasks.service dueKey matches it.
    index('tasks_preparer_due_idx').on(t.preparerId, sql`coalesce(${t.dueDate}, '2200-01-01'::date)`, t.id).where(sql`${t.deletedAt} is null`),
  ],
);

export const taskRequirements = pgTable(
  'task_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isRequired: boolean('is_required').notNull().default(true),
    allowMultiple: boolean('allow_multiple').notNull().default(false),
    /** Required | Pending | Approved | Rejected */
    status: text('status').notNull().default('Required'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('task_requirements_task_idx').on(t.taskId, t.position)],
);
