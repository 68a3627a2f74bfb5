import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { rcnImportMessages, RCN_PAGE_SIZE, type RcnJob, type RcnRowError, type RcnStagedRow } from '@quayside/contract/rcn-import';
import type { Db } from '../../db/client';
import { rcnImportErrors, rcnImportJobs, rcnStagedRows } from '../../db/schema/rcn-import';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { assertMay, assertMayCreate } from '../access/access.service';
import { writeAudit } from '../audit/audit.service';
import type { Actor } from '../auth/auth.service';
import type { ReceivedCsv } from './rcn-import.upload';

export { receiveCsvUpload, type ReceivedCsv } from './rcn-import.upload';
export { runImportJob, type ImportRunOptions, type ImportWorkerDeps } from './rcn-import.worker';

/**
 * Bulk import of the firm's client book (RCN, part 2 section 7). The module owns rcn_import_jobs, rcn_import_errors
 * and rcn_staged_rows; the live records (accounts, companies, assignments, calendars) are written by their owners
 * (rcn-import.worker.ts). Admins only: the access module's `import_job` record.
 */

export const RCN_IMPORT_QUEUE = 'rcn-import';
/** A big file takes a while: pg-boss must not expire the job under a running worker (the advisory lock keeps a second one out anyway). */
export const RCN_JOB_OPTIONS = { retryLimit: 5, retryDelay: 10, expireInSeconds: 6 * 60 * 60 } as const;

const E = rcnImportMessages.errors;
type JobRow = typeof rcnImportJobs.$inferSelect;
type Meta = { ip?: string | null };

const jobNotFound = () => new AppError('NOT_FOUND', E.jobNotFound);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRcnJob(r: JobRow): RcnJob {
  return {
    id: r.id,
    fileName: r.fileName,
    fileSize: r.fileSize,
    status: r.status as RcnJob['status'],
    useStaging: r.useStaging,
    invite: r.invite,
    counts: { total: r.total, processed: r.processed, done: r.done, failed: r.failed, existing: r.existing, staged: r.staged },
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
    failure: r.failure,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdById,
  };
}

async function jobForAdmin(db: Db, actor: Actor, id: string, verb: 'read' | 'write' = 'read'): Promise<JobRow> {
  await assertMay(db, actor, verb, { kind: 'import_job' }, { notFound: jobNotFound, hideForbidden: true });
  const [row] = await db.select().from(rcnImportJobs).where(eq(rcnImportJobs.id, id));
  if (!row) throw jobNotFound();
  return row;
}

/** POST /api/rcn/import, after the upload is stored: the queued job. */
export async function createImportJob(db: Db, file: ReceivedCsv, actor: Actor, meta: Meta = {}): Promise<RcnJob> {
  assertMayCreate(actor, 'import_job');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rcnImportJobs)
      .values({ fileKey: file.key, fileName: file.fileName, fileSize: file.size, total: file.estimatedRows, createdById: actor.id })
      .returning();
    if (!row) throw new Error('import job not created');
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'rcn.import.uploaded',
      targetType: 'rcn_import_job',
      targetId: row.id,
      ip: meta.ip ?? null,
      meta: { fileName: file.fileName, size: file.size, estimatedRows: file.estimatedRows },
    });
    return toRcnJob(row);
  });
}

/** GET /api/rcn/import-jobs: newest first, keyset paged. */
export async function listImportJobs(db: Db, actor: Actor, query: { cursor?: string | undefined; limit: number }): Promise<{ jobs: RcnJob[]; nextCursor: string | null }> {
  await assertMay(db, actor, 'read', { kind: 'import_job' }, { notFound: jobNotFound, hideForbidden: true });
  const cursor = decodeCursor(query.cursor);
  const rows = await db
    .select({ job: rcnImportJobs, cursorTs: cursorTs(rcnImportJobs.createdAt), id: rcnImportJobs.id })
    .from(rcnImportJobs)
    .where(afterCursor(rcnImportJobs.createdAt, rcnImportJobs.id, cursor))
    .orderBy(desc(rcnImportJobs.createdAt), desc(rcnImportJobs.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { jobs: page.map((r) => toRcnJob(r.job)), nextCursor };
}

async function errorsPage(db: Db, jobId: string, afterLine: number, limit: number): Promise<{ errors: RcnRowError[]; next: number | null }> {
  // A page ends on a whole line (a line's several errors stay together): fetch lines, then their errors.
  const rows = await db
    .select({ line: rcnImportErrors.line, column: rcnImportErrors.column, reason: rcnImportErrors.reason })
    .from(rcnImportErrors)
    .where(and(eq(rcnImportErrors.jobId, jobId), gt(rcnImportErrors.line, afterLine)))
    .orderBy(asc(rcnImportErrors.line), asc(rcnImportErrors.seq))
    .limit(limit + 1);
  if (rows.length <= limit) return { errors: rows, next: null };
  const lastLine = rows[limit - 1]?.line ?? afterLine;
  const page = rows.filter((r) => r.line <= lastLine);
  return { errors: page, next: lastLine };
}

/** GET /api/rcn/import-jobs/{id}: the job and a page of its per-row errors (in line order). */
export async function getImportJob(db: Db, actor: Actor, id: string, query: { errorsCursor?: number | undefined } = {}) {
  const row = await jobForAdmin(db, actor, id);
  const { errors, next } = await errorsPage(db, id, query.errorsCursor ?? 0, RCN_PAGE_SIZE * 2);
  return { job: toRcnJob(row), errors, errorsNextCursor: next };
}

/** GET /api/rcn/import-jobs/{id}/errors.csv: every error, 5,000 at a time, as the CSV stream pulls them. */
export async function* importErrorRecords(db: Db, actor: Actor, id: string): AsyncGenerator<string[][]> {
  await jobForAdmin(db, actor, id);
  let after = 0;
  for (;;) {
    const { errors, next } = await errorsPage(db, id, after, 5000);
    yield errors.map((e) => [String(e.line), e.column ?? '', e.reason]);
    if (next === null) return;
    after = next;
  }
}
export const ERROR_CSV_COLUMNS = ['line', 'column', 'reason'] as const;

/** The job's row, for the routes that check before streaming (a 404 must come before the CSV headers). */
export async function assertImportJob(db: Db, actor: Actor, id: string): Promise<RcnJob> {
  return toRcnJob(await jobForAdmin(db, actor, id));
}

async function queueJob(queue: JobQueue, id: string, phase: string): Promise<void> {
  await queue.send(RCN_IMPORT_QUEUE, { jobId: id }, { ...RCN_JOB_OPTIONS, singletonKey: `${id}:${phase}` });
}

/**
 * POST /api/rcn/import-jobs/{id}/start: a queued job becomes Processing with its start time and goes to the job
 * queue; the request does not wait for it. Only a queued job starts (a second start is a 409).
 */
export async function startImportJob(
  deps: { db: Db; jobs: JobQueue },
  actor: Actor,
  id: string,
  body: { useStaging: boolean; invite: boolean },
  meta: Meta = {},
): Promise<RcnJob> {
  const { db } = deps;
  const current = await jobForAdmin(db, actor, id, 'write');
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rcnImportJobs)
      .set({ status: 'Processing', useStaging: body.useStaging, invite: body.invite, startedAt: new Date(), heartbeatAt: new Date(), updatedAt: new Date() })
      .where(and(eq(rcnImportJobs.id, id), eq(rcnImportJobs.status, 'queued')))
      .returning();
    if (!updated) throw new AppError('INVALID_STATE', E.notStartable(current.status));
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'rcn.import.started', targetType: 'rcn_import_job', targetId: id, ip: meta.ip ?? null, meta: { ...body } });
    return updated;
  });
  await queueJob(deps.jobs, id, 'process');
  return toRcnJob(row);
}

/** POST /api/rcn/import-jobs/{id}/promote: a Staged job's rows are merged into the live records (in the queue). */
export async function promoteImportJob(deps: { db: Db; jobs: JobQueue }, actor: Actor, id: string, meta: Meta = {}): Promise<RcnJob> {
  const { db } = deps;
  const current = await jobForAdmin(db, actor, id, 'write');
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rcnImportJobs)
      .set({ status: 'Promoting', heartbeatAt: new Date(), updatedAt: new Date() })
      .where(and(eq(rcnImportJobs.id, id), eq(rcnImportJobs.status, 'Staged')))
      .returning();
    if (!updated) throw new AppError('INVALID_STATE', E.notPromotable(current.status));
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'rcn.import.promote', targetType: 'rcn_import_job', targetId: id, ip: meta.ip ?? null, meta: { staged: updated.staged } });
    return updated;
  });
  await queueJob(deps.jobs, id, 'promote');
  return toRcnJob(row);
}

/** GET /api/rcn/import-jobs/{id}/staged-rows: the rows waiting for review, in line order. */
export async function listStagedRows(db: Db, actor: Actor, id: string, query: { cursor?: number | undefined; limit: number }): Promise<{ rows: RcnStagedRow[]; nextCursor: number | null }> {
  await jobForAdmin(db, actor, id);
  const rows = await db
    .select()
    .from(rcnStagedRows)
    .where(and(eq(rcnStagedRows.jobId, id), gt(rcnStagedRows.line, query.cursor ?? 0)))
    .orderBy(asc(rcnStagedRows.line))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    rows: page.map((r) => ({
      line: r.line,
      contactName: r.contactName,
      contactEmail: r.contactEmail,
      contactPhone: r.contactPhone,
      companyName: r.companyName,
      registrationNumber: r.registrationNumber,
      jurisdiction: r.jurisdiction,
      companyType: r.companyType,
      incorporationDate: r.incorporationDate,
      financialYearEnd: r.financialYearEnd,
      registeredAddress: r.registeredAddress,
      services: r.services,
      preparerEmail: r.preparerEmail,
    })),
    nextCursor: rows.length > query.limit ? (page[page.length - 1]?.line ?? null) : null,
  };
}

/**
 * At start: every job a worker was on (Processing, Promoting) is queued again. A job whose worker still runs (on
 * another instance) is held by its advisory lock, and the new run finds it busy and ends; one whose worker died
 * resumes after its last committed batch.
 */
export async function recoverImportJobs(db: Db, queue: JobQueue): Promise<string[]> {
  const rows = await db
    .select({ id: rcnImportJobs.id, runs: rcnImportJobs.runs })
    .from(rcnImportJobs)
    .where(sql`${rcnImportJobs.status} in ('Processing', 'Promoting')`);
  for (const r of rows) await queue.send(RCN_IMPORT_QUEUE, { jobId: r.id }, { ...RCN_JOB_OPTIONS, singletonKey: `${r.id}:resume:${r.runs}` });
  return rows.map((r) => r.id);
}
