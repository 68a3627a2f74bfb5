import { z } from 'zod';
import { COMPANY_TYPES, financialYearEndSchema } from './companies';
import { isoDateSchema, textSchema } from './fields';
import { JURISDICTIONS } from './services';

/**
 * Bulk import of the firm's client book (RCN, part 2 section 7): one CSV row per company. The columns, in this
 * order, are the file's header row (names are matched exactly, case-insensitive, surrounding spaces ignored).
 * docs/rcn-import.md documents each one and docs/samples/rcn-import-sample.csv is a sample file.
 */
export const RCN_COLUMNS = [
  'contact_name',
  'contact_email',
  'contact_phone',
  'company_name',
  'registration_number',
  'jurisdiction',
  'company_type',
  'incorporation_date',
  'financial_year_end',
  'registered_address',
  'services',
  'preparer_email',
] as const;
export type RcnColumn = (typeof RCN_COLUMNS)[number];

/** The upload limit of an import file (the file is streamed to storage, never held in memory). */
export const RCN_MAX_FILE_BYTES = 1024 * 1024 * 1024;
/** Rows per batch: parsed, validated, COPYed into staging and merged in one transaction (the checkpoint). */
export const RCN_BATCH_ROWS = 5_000;
/** Staged rows and errors per page. */
export const RCN_PAGE_SIZE = 50;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const required = (max: number) => textSchema().trim().min(1, 'Required').max(max, `At most ${max} characters`);
const optional = (max: number) => z.preprocess(blankToNull, textSchema().trim().max(max, `At most ${max} characters`).nullable());

/**
 * One CSV row, as read (every cell a string). Output: the cleaned row the import loads. The messages are what the
 * job's per-row errors show, prefixed by the column.
 */
export const rcnRowSchema = z.object({
  contact_name: required(160),
  contact_email: z.string().trim().toLowerCase().pipe(z.email('Not a valid e-mail address').max(200, 'At most 200 characters')),
  contact_phone: z.preprocess(
    blankToNull,
    z.string().trim().max(30, 'At most 30 characters').regex(/^\+?[0-9 ()-]*$/, 'Digits, spaces, +, ( ) and - only').nullable(),
  ),
  company_name: required(160),
  registration_number: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(40, 'At most 40 characters')
    .regex(/^[A-Za-z0-9/-]+$/, 'Letters, digits, - and / only')
    .transform((v) => v.toUpperCase()),
  jurisdiction: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(JURISDICTIONS, { error: `Must be one of ${JURISDICTIONS.join(', ')}` })),
  company_type: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? 'private_limited' : v.trim().toLowerCase()) : v),
    z.enum(COMPANY_TYPES, { error: `Must be one of ${COMPANY_TYPES.join(', ')}` }),
  ),
  incorporation_date: z.preprocess(blankToNull, isoDateSchema.nullable()),
  financial_year_end: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? '12-31' : typeof v === 'string' ? v.trim() : v), financialYearEndSchema),
  registered_address: optional(400),
  /** Catalogue service slugs separated by ";" (e.g. "corporate-secretary;accounting"); may be empty. */
  services: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(';').map((s) => s.trim().toLowerCase()).filter(Boolean) : v),
    z.array(z.string().max(80).regex(/^[a-z0-9-]+$/, 'Service slugs are lower-case letters, digits and -')).max(20, 'At most 20 services'),
  ),
  preparer_email: z.string().trim().toLowerCase().pipe(z.email('Not a valid e-mail address').max(200, 'At most 200 characters')),
});
export type RcnRowInput = z.input<typeof rcnRowSchema>;
export type RcnRow = z.output<typeof rcnRowSchema>;

/* ------------------------------------------------------------------ jobs */

/** queued (uploaded) -> Processing -> Completed, or Staged (useStaging) -> Promoting -> Completed; Failed when the file cannot be read. */
export const RCN_JOB_STATUSES = ['queued', 'Processing', 'Staged', 'Promoting', 'Completed', 'Failed'] as const;
export type RcnJobStatus = (typeof RCN_JOB_STATUSES)[number];
/** A job still moving: the console polls it (and the server pushes `rcn:job` events to admins). */
export const RCN_ACTIVE_STATUSES: readonly RcnJobStatus[] = ['Processing', 'Promoting'];

export const rcnJobSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  fileSize: z.number().int(),
  status: z.enum(RCN_JOB_STATUSES),
  useStaging: z.boolean(),
  invite: z.boolean(),
  counts: z.object({
    /** Data rows in the file (an estimate from its line count until the job has read the whole file). */
    total: z.number().int(),
    /** Rows read so far (loaded, staged or refused). */
    processed: z.number().int(),
    /** Rows loaded into the live records (created, or already there). */
    done: z.number().int(),
    /** Rows refused, each with its errors. */
    failed: z.number().int(),
    /** Of the done rows: companies that already existed (registration number + jurisdiction) and were left as they are. */
    existing: z.number().int(),
    /** Rows waiting in staging for review. */
    staged: z.number().int(),
  }),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Why a Failed job failed (the file as a whole; per-row reasons are in errors). */
  failure: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type RcnJob = z.infer<typeof rcnJobSchema>;

export const rcnRowErrorSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  reason: z.string(),
});
export type RcnRowError = z.infer<typeof rcnRowErrorSchema>;

export const rcnJobIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/rcn/import: the job. */
export const rcnUploadResponseSchema = z.object({ message: z.string(), job: rcnJobSchema });

/** GET /api/rcn/import-jobs (newest first, keyset paged). */
export const rcnJobsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const rcnJobListSchema = z.object({ jobs: z.array(rcnJobSchema), nextCursor: z.string().nullable() });

/** GET /api/rcn/import-jobs/{id}: the job and its first errors (line order; the rest through errorsCursor or the CSV). */
export const rcnErrorsQuerySchema = z.object({
  errorsCursor: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
});
export const rcnJobDetailSchema = z.object({
  job: rcnJobSchema,
  errors: z.array(rcnRowErrorSchema),
  errorsNextCursor: z.number().int().nullable(),
});

/** POST /api/rcn/import-jobs/{id}/start. */
export const rcnStartBodySchema = z
  .object({
    /** true: rows stop in staging for review in the admin console and are promoted from there. */
    useStaging: z.boolean().default(false),
    /** true: each client account the import creates gets a set-password mail. */
    invite: z.boolean().default(false),
  })
  .default({ useStaging: false, invite: false });
export type RcnStartBody = z.input<typeof rcnStartBodySchema>;
export const rcnJobMessageSchema = z.object({ message: z.string(), job: rcnJobSchema });

/** GET /api/rcn/import-jobs/{id}/staged-rows: staged rows in line order. */
export const rcnStagedQuerySchema = z.object({
  cursor: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(RCN_PAGE_SIZE),
});
export const rcnStagedRowSchema = z.object({
  line: z.number().int(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  companyName: z.string(),
  registrationNumber: z.string(),
  jurisdiction: z.string(),
  companyType: z.string(),
  incorporationDate: z.string().nullable(),
  financialYearEnd: z.string(),
  registeredAddress: z.string().nullable(),
  services: z.array(z.string()),
  preparerEmail: z.string(),
});
export type RcnStagedRow = z.infer<typeof rcnStagedRowSchema>;
export const rcnStagedListSchema = z.object({ rows: z.array(rcnStagedRowSchema), nextCursor: z.number().int().nullable() });

export const rcnImportMessages = {
  errors: {
    jobNotFound: 'Import job not found',
    notStartable: (status: string) => `This job is ${status}: only a queued job can be started`,
    notPromotable: (status: string) => `This job is ${status}: only a staged job can be promoted`,
    notMultipart: 'Send the CSV as multipart/form-data with one file in the field "file"',
    noFile: 'Attach one CSV file in the field "file"',
    tooManyFiles: 'Send exactly one file: this upload has more than one',
    wrongField: (field: string) => `Unexpected file field "${field}": send the CSV in the field "file"`,
    unexpectedField: (field: string) => `Unexpected field "${field}": send only the file`,
    notCsv: 'The file is not a CSV (a text file with comma-separated values and a .csv name)',
    emptyFile: 'The file is empty',
    badHeader: (missing: string[], extra: string[]) =>
      `The header row does not match the import columns${missing.length ? `; missing: ${missing.join(', ')}` : ''}${extra.length ? `; unknown: ${extra.join(', ')}` : ''}`,
    tooLarge: (mb: number) => `The file is larger than ${mb} MB`,
    unreadable: 'The file could not be read as CSV',
  },
  rows: {
    unknownPreparer: (email: string) => `No active preparer has the e-mail ${email}`,
    staffContact: 'This e-mail belongs to a staff account, not a client',
    unknownService: (slug: string) => `Unknown service "${slug}"`,
    badCsvRow: 'The row could not be read (wrong number of fields or broken quotes)',
    registrationHeldElsewhere: 'This registration number is already held by a company in the same jurisdiction',
  },
  success: { promoted: 'Staged rows promoted' },
} as const;
