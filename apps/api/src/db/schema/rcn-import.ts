import { sql } from 'drizzle-orm';
import { boolean, bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';

/**
 * Bulk import of the client book (RCN), owned by the rcn-import module. A job is one uploaded CSV; its worker
 * (pg-boss) reads the file in batches, and each batch is one transaction: the valid rows COPYed into
 * rcn_staged_rows, the refused ones into rcn_import_errors, the merge into the live records (through their owning
 * modules) and the checkpoint (`checkpoint_line`, the counts). A worker killed mid-way resumes after the last
 * committed batch.
 */
export const rcnImportJobs = pgTable(
  'rcn_import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** queued | Processing | Staged | Promoting | Completed | Failed (contract RCN_JOB_STATUSES). */
    status: text('status').notNull().default('queued'),
    useStaging: boolean('use_staging').notNull().default(false),
    invite: boolean('invite').notNull().default(false),
    total: integer('total').notNull().default(0),
    /** The whole file has been read (total is exact from then on). */
    totalExact: boolean('total_exact').notNull().default(false),
    processed: integer('processed').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    existing: integer('existing').notNull().default(0),
    staged: integer('staged').notNull().default(0),
    /** The last CSV line whose batch is committed: a resumed worker skips up to here. */
    checkpointLine: integer('checkpoint_line').notNull().default(1),
    /** Promotion's checkpoint: staged rows up to this line are merged. */
    promotedLine: integer('promoted_line').notNull().default(0),
    /** How many times a worker has picked the job up (1 normally; more after a crash or restart). */
    runs: integer('runs').notNull().default(0),
    failure: text('failure'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Bumped by the worker after each batch: the restart recovery re-queues Processing jobs whose heartbeat stopped. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('rcn_import_jobs_created_idx').on(t.createdAt, t.id),
    index('rcn_import_jobs_active_idx').on(t.status).where(sql`${t.status} in ('Processing', 'Promoting')`),
  ],
);

export const rcnImportErrors = pgTable(
  'rcn_import_errors',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => rcnImportJobs.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    /** One row may have several errors (one per column). */
    seq: integer('seq').notNull(),
    column: text('column'),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.line, t.seq] })],
);

/**
 * Valid rows of a job, COPYed here batch by batch. Without staging a batch's rows are merged and deleted in the
 * batch's transaction; with staging they stay for review until promoted.
 */
export const rcnStagedRows = pgTable(
  'rcn_staged_rows',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => rcnImportJobs.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    companyName: text('company_name').notNull(),
    /** The name as the companies module compares names (lib/company-name), computed when the row is read. */
    normalizedName: text('normalized_name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    companyType: text('company_type').notNull(),
    incorporationDate: date('incorporation_date'),
    financialYearEnd: text('financial_year_end').notNull(),
    registeredAddress: text('registered_address'),
    services: text('services').array().notNull(),
    preparerEmail: text('preparer_email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.line] })],
);
