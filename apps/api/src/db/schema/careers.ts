import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** An opening's slug, or "general". */
    position: text('position').notNull(),
    positionTitle: text('position_title').notNull(),
    office: text('office').notNull(),
    linkedinUrl: text('linkedin_url'),
    coverLetter: text('cover_letter'),
    cvFileId: uuid('cv_file_id')
      .notNull()
      .references(() => storedFiles.id),
    cvFileName: text('cv_file_name').notNull(),
    cvSizeBytes: bigint('cv_size_bytes', { mode: 'number' }).notNull(),
    ip: text('ip'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** When an admin marked it handled (the admin inbox); null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledById: uuid('handled_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_applications_created_idx').on(t.createdAt, t.id)],
);
