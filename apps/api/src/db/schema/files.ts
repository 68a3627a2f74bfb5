import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    ownerId: uuid('owner_id'),
    /** What it was uploaded for: kyc, document, cv, chat, invoice, ... */
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the module that uses the file stopped serving it (its document deleted, the file replaced or removed
     * from its bundle): signed links to it are refused from then on. The row and the bytes stay for the record.
     */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId), uniqueIndex('stored_files_storage_key_idx').on(t.storageKey)],
);
