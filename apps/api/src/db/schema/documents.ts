import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';
import { companies, directors, shareholders } from './companies';
import { storedFiles } from './files';
import { tasks, taskRequirements } from './tasks';

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
    /**
     * What the document is (a KYC file type such as passport, nricFront, proofOfAddress), when known: documents
     * carried over from an incorporation application keep the type they were uploaded as.
     */
    documentType: text('document_type'),
    /** The director or shareholder of the company the document is about (a KYC document), when it is one. */
    directorId: uuid('director_id').references(() => directors.id, { onDelete: 'set null' }),
    shareholderId: uuid('shareholder_id').references(() => shareholders.id, { onDelete: 'set null' }),
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
    // Documents waiting for verification per company, oldest first: the preparer dashboard counts them and picks
    // the oldest from the index alone.
    index('documents_company_pending_idx').on(t.companyId, t.createdAt, t.id).where(sql`${t.status} = 'Pending' and ${t.deletedAt} is null`),
    index('documents_task_idx').on(t.taskId),
    // One live document per requirement (a bundle grows inside it).
    uniqueIndex('documents_requirement_live_unique').on(t.requirementId).where(sql`${t.deletedAt} is null`),
  ],
);

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
  (t) => [
    index('document_files_document_idx').on(t.documentId, t.position),
    // The admin's file list walks every file newest first (keyset on created_at, id).
    index('document_files_created_idx').on(t.createdAt, t.id),
  ],
);
