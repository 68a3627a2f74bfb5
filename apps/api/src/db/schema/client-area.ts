import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, timestamps } from './users';
import { companies } from './companies';
import { storedFiles } from './platform';

/**
 * The client area's records, shared with the staff side: tasks with required documents, documents (bundles of
 * files), actions, compliance calendar entries and insight recommendations. Lists page on (created_at, id)
 * with partial indexes over live rows (soft-deleted rows keep what law and audit require).
 */

/** A piece of work the firm asks of a client (company tasks) or of an NRI client (companyId null). */
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
  ],
);

/** A document a task needs. Required until something is uploaded, then Pending until reviewed. */
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

/** A document: one file or a bundle of files (document_files), reviewed as one. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The client the document belongs to (reaches it), whoever uploaded it. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    requirementId: uuid('requirement_id').references(() => taskRequirements.id, { onDelete: 'set null' }),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** One of DOCUMENT_PURPOSES. */
    purpose: text('purpose').notNull().default('general'),
    /** Pending | Approved | Rejected */
    status: text('status').notNull().default('Pending'),
    isVerified: boolean('is_verified').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: uuid('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('documents_owner_idx').on(t.ownerId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('documents_company_idx').on(t.companyId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('documents_company_status_idx').on(t.companyId, t.status).where(sql`${t.deletedAt} is null`),
    index('documents_status_idx').on(t.status, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('documents_task_idx').on(t.taskId),
    // One live document per requirement (a bundle grows inside it).
    uniqueIndex('documents_requirement_live_unique').on(t.requirementId).where(sql`${t.deletedAt} is null`),
  ],
);

/** The files of a document, in order; the bytes' metadata is in stored_files. */
export const documentFiles = pgTable(
  'document_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id),
    position: integer('position').notNull().default(0),
    pageLabel: text('page_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_files_document_idx').on(t.documentId, t.position)],
);

/** Something staff (or the system) asks a client to note or do; the client acknowledges it. */
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

/** A compliance deadline: generated by the rules (source 'rule') or added by staff (source 'staff'). */
export const calendarEntries = pgTable(
  'calendar_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind').notNull().default('other'),
    source: text('source').$type<'rule' | 'staff'>().notNull(),
    ruleCode: text('rule_code'),
    periodEnd: date('period_end'),
    dueDate: date('due_date').notNull(),
    /** open | done | not_applicable */
    state: text('state').$type<'open' | 'done' | 'not_applicable'>().notNull().default('open'),
    reference: text('reference'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedById: uuid('completed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('calendar_entries_company_idx').on(t.companyId, t.dueDate),
    index('calendar_entries_open_due_idx').on(t.dueDate).where(sql`${t.state} = 'open'`),
    uniqueIndex('calendar_entries_rule_unique')
      .on(t.companyId, t.ruleCode, sql`coalesce(${t.periodEnd}, '0001-01-01'::date)`)
      .where(sql`${t.ruleCode} is not null`),
  ],
);

/** Staff's insight recommendation to a client: each save is a new row, so the rows are its history. */
export const insightRecommendations = pgTable(
  'insight_recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** Attached files (stored_files ids). */
    files: jsonb('files').$type<Array<{ fileId: string; name: string }>>().notNull().default([]),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insight_recommendations_user_idx').on(t.userId, t.createdAt)],
);
