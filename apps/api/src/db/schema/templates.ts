import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';
import { companies } from './companies';
import { storedFiles } from './files';

/**
 * Document templates, their versions and the documents generated from them (the templates module owns these
 * tables). A version's file is a stored file (files module); a generated document's file is too, and the copy the
 * client sees is a document of the documents module (clientDocumentId).
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** One of TEMPLATE_PURPOSES. */
    purpose: text('purpose').notNull(),
    /** docx | html */
    format: text('format').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Set on the seeded templates, so seeding again finds them. */
    seedKey: text('seed_key'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('document_templates_created_idx').on(t.createdAt, t.id),
    uniqueIndex('document_templates_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('document_templates_seed_key_unique').on(t.seedKey),
  ],
);

export const documentTemplateVersions = pgTable(
  'document_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** docxtemplater | handlebars */
    engine: text('engine').notNull(),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** The storage key of the file (the spec's contentStoragePath). */
    contentStoragePath: text('content_storage_path').notNull(),
    changeLog: text('change_log'),
    /** The placeholders found in the file on upload. */
    placeholders: jsonb('placeholders').$type<string[]>().notNull().default([]),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_template_versions_unique').on(t.templateId, t.version)],
);

export const generatedDocuments = pgTable(
  'generated_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id').references(() => documentTemplates.id, { onDelete: 'set null' }),
    templateVersionId: uuid('template_version_id').references(() => documentTemplateVersions.id, {
      onDelete: 'set null',
    }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The client's copy (a document of the documents module); null once removed for good. */
    clientDocumentId: uuid('client_document_id'),
    storedFileId: uuid('stored_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    /** docx | pdf */
    format: text('format').notNull(),
    overrides: jsonb('overrides').$type<Record<string, string>>().notNull().default({}),
    generatedById: uuid('generated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: uuid('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
    deletedReason: text('deleted_reason'),
    /** When the stored file was removed (purgeS3). */
    filePurgedAt: timestamp('file_purged_at', { withTimezone: true }),
  },
  (t) => [
    index('generated_documents_created_idx').on(t.createdAt, t.id),
    index('generated_documents_company_idx').on(t.companyId, t.createdAt, t.id),
    index('generated_documents_template_idx').on(t.templateId, t.createdAt, t.id),
    index('generated_documents_client_document_idx').on(t.clientDocumentId),
  ],
);
