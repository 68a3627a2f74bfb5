import { Readable } from 'node:stream';
import { getHeapSpaceStatistics } from 'node:v8';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { parse, type CsvError } from 'csv-parse';
import { RCN_BATCH_ROWS, rcnImportMessages, rcnRowSchema, type RcnRow } from '@quayside/contract/rcn-import';
import { dbOnClient, type Database, type Db } from '../../db/client';
import { collectGarbage } from '../../lib/gc';
import { copyInOn, type CopyIn } from '../../db/copy';
import { rcnImportErrors, rcnImportJobs, rcnStagedRows } from '../../db/schema/rcn-import';
import { normalizeCompanyName } from '../../lib/company-name';
import { todayUtc } from '../../lib/dates';
import type { Storage } from '../../lib/storage';
import { assignImportedPreparers } from '../assignments/assignments.service';
import { writeAudit } from '../audit/audit.service';
import {
  findAccountsByEmails,
  insertImportedClients,
  issuePasswordLink,
  userIdByEmailSql,
} from '../auth/auth.service';
import { insertImportedCompanies, type ImportCatalogueService } from '../companies/companies.service';
import type { Mailer } from '../outbox/outbox.service';
import { listServices } from '../services/services.service';
import { headerProblem } from './rcn-import.upload';

/**
 * The import worker: runs in the job queue (pg-boss, jobs/queue.ts), or as its own process (rcn-import.worker-cli.ts).
 *
 * It streams the stored CSV through csv-parse (one record at a time; the file is never in memory), validates each
 * row with the contract's rcnRowSchema and the catalogue, and works in batches of RCN_BATCH_ROWS. Each batch is ONE
 * transaction: the refused rows' errors, the valid rows COPYed into rcn_staged_rows (pg-copy-streams; a JSON
 * insert on the embedded PGlite), then (without staging) the merge into the live records through their owners
 * (auth: client accounts; companies: companies, their services, activity and calendars; assignments: the preparer)
 * and the job's counts and checkpoint line. A worker killed at any point leaves the last committed batch as the
 * checkpoint; the next run (pg-boss's retry, or the recovery at start) skips the lines up to it. After a committed
 * batch the heap is collected once the batches have grown it by 48 MB (lib/gc.ts), so a long import does not
 * raise the server's memory by the old generation's slack.
 *
 * One worker per job at a time: a session advisory lock on PostgreSQL (released by the server if the process
 * dies), an in-process guard on PGlite (one process).
 */

const R = rcnImportMessages.rows;
type JobRow = typeof rcnImportJobs.$inferSelect;

export type ImportWorkerDeps = {
  database: Database;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  /** Told after every committed batch (the real-time push to admins). */
  onProgress?: (job: JobRow) => void;
};

export type ImportRunOptions = {
  batchRows?: number;
  /**
   * Called inside each batch's transaction after its rows are loaded, before the commit. The kill test holds a
   * batch open here and kills the process, to show that an uncommitted batch is redone and nothing doubles.
   */
  beforeCommit?: (batch: number) => Promise<void>;
};

type ValidRow = RcnRow & { line: number; normalized_name: string };
type RowError = { line: number; column: string | null; reason: string };
type Session = {
  db: Db;
  load(tx: Db, rows: readonly ValidRow[], jobId: string): Promise<void>;
  copy?: CopyIn;
};

const inProcess = new Set<string>();

/** RCN_TIMING=true: each merge step's time on stderr (to see where an import spends its time). */
function timer() {
  let last = performance.now();
  return (step: string) => {
    if (process.env.RCN_TIMING !== 'true') return;
    const now = performance.now();
    process.stderr.write(`rcn-import ${step} ${(now - last).toFixed(0)} ms\n`);
    last = now;
  };
}

/* ------------------------------------------------------------------ session: connection, lock, loader */

const STAGED_COLUMNS = [
  'job_id',
  'line',
  'contact_name',
  'contact_email',
  'contact_phone',
  'company_name',
  'normalized_name',
  'registration_number',
  'jurisdiction',
  'company_type',
  'incorporation_date',
  'financial_year_end',
  'registered_address',
  'services',
  'preparer_email',
] as const;

const pgArray = (items: readonly string[]) =>
  `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

function stagedValues(jobId: string, r: ValidRow): Array<string | number | null> {
  return [
    jobId,
    r.line,
    r.contact_name,
    r.contact_email,
    r.contact_phone,
    r.company_name,
    r.normalized_name,
    r.registration_number,
    r.jurisdiction,
    r.company_type,
    r.incorporation_date,
    r.financial_year_end,
    r.registered_address,
    pgArray(r.services),
    r.preparer_email,
  ];
}

async function withSession<T>(
  database: Database,
  jobId: string,
  work: (s: Session) => Promise<T>,
): Promise<T | 'busy'> {
  const pool = database.pool;
  if (pool) {
    const client = await pool.connect();
    let released = false;
    try {
      const lock = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtextextended($1, 0)) as ok',
        [`rcn-import:${jobId}`],
      );
      if (!lock.rows[0]?.ok) return 'busy';
      const db = dbOnClient(client);
      const copy = copyInOn(client);
      const session: Session = {
        db,
        copy,
        async load(_tx, rows, id) {
          // The transaction runs on this same connection, so the COPY is part of it.
          await copy(
            'rcn_staged_rows',
            STAGED_COLUMNS,
            rows.map((r) => stagedValues(id, r)),
          );
        },
      };
      try {
        return await work(session);
      } finally {
        await client
          .query('select pg_advisory_unlock(hashtextextended($1, 0))', [`rcn-import:${jobId}`])
          .catch(() => {
            // A broken connection: destroy it below (the server drops its locks with it).
            client.release(true);
            released = true;
          });
      }
    } finally {
      if (!released) client.release();
    }
  }
  if (inProcess.has(jobId)) return 'busy';
  inProcess.add(jobId);
  try {
    return await work({
      db: database.db,
      async load(tx, rows, id) {
        const json = JSON.stringify(
          rows.map((r) =>
            Object.fromEntries(
              STAGED_COLUMNS.map((c, i) => [c, c === 'services' ? r.services : stagedValues(id, r)[i]]),
            ),
          ),
        );
        await tx.execute(
          sql`insert into ${rcnStagedRows} select * from jsonb_populate_recordset(null::rcn_staged_rows, ${json}::jsonb)`,
        );
      },
    });
  } finally {
    inProcess.delete(jobId);
  }
}

/* ------------------------------------------------------------------ the merge (shared with promotion) */

const stagedRange = (jobId: string, afterLine: number, uptoLine: number) =>
  sql`${rcnStagedRows.jobId} = ${jobId} and ${rcnStagedRows.line} > ${afterLine} and ${rcnStagedRows.line} <= ${uptoLine}`;

/**
 * Merges the staged rows of a job in (afterLine, uptoLine] into the live records, through their owners, and
 * removes them from staging. Runs inside the caller's transaction. Answers rows merged and companies created.
 */
async function mergeStaged(
  tx: Db,
  job: Pick<JobRow, 'id' | 'createdById' | 'invite'>,
  range: { afterLine: number; uptoLine: number },
  ctx: {
    catalogue: readonly ImportCatalogueService[];
    mailer: Mailer;
    publicUrl: string;
    copy?: CopyIn | undefined;
  },
): Promise<{ rows: number; created: number }> {
  const where = stagedRange(job.id, range.afterLine, range.uptoLine);
  const s = rcnStagedRows;
  const tick = timer();
  const clients = await insertImportedClients(
    tx,
    sql`select ${s.line} as line, ${s.contactEmail} as contact_email, ${s.contactName} as contact_name, ${s.contactPhone} as contact_phone from ${s} where ${where}`,
  );
  tick('clients');
  const owner = userIdByEmailSql(sql`${s.contactEmail}`);
  const preparer = userIdByEmailSql(sql`${s.preparerEmail}`);
  const { created } = await insertImportedCompanies(tx, {
    source: sql`select ${s.line} as line, ${s.companyName} as company_name, ${s.normalizedName} as normalized_name,
      ${s.registrationNumber} as registration_number, ${s.jurisdiction} as jurisdiction, ${s.companyType} as company_type,
      ${s.incorporationDate} as incorporation_date, ${s.financialYearEnd} as financial_year_end, ${s.registeredAddress} as registered_address,
      ${s.contactEmail} as contact_email, ${s.contactPhone} as contact_phone, ${s.services} as services,
      ${owner} as owner_id, ${preparer} as preparer_id
      from ${s} where ${where}`,
    actorId: job.createdById,
    jobId: job.id,
    catalogue: ctx.catalogue,
    asOf: todayUtc(),
    copy: ctx.copy,
    tick,
  });
  await assignImportedPreparers(
    tx,
    sql`select ${preparer} as preparer_id, ${owner} as client_id from ${s} where ${where} order by ${s.line}`,
  );
  tick('assignments');
  const removed = (await tx.execute(sql`delete from ${s} where ${where}`)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  // Invitations only when the admin asked: a set-password link for each account this batch created (the outbox
  // is written in this transaction, so a batch redone after a crash does not mail twice).
  if (job.invite) {
    for (const client of clients) {
      const link = await issuePasswordLink(tx, {
        userId: client.id,
        purpose: 'setup',
        baseUrl: ctx.publicUrl,
      });
      await ctx.mailer.send(tx, {
        to: client.email,
        subject: 'Your Quayside account',
        text: [
          `Hello ${client.fullName},`,
          '',
          'Your firm now works with you on Quayside: your companies, their deadlines and documents are in your dashboard. To choose your password, open this link:',
          '',
          link,
          '',
          'The link works once and expires in 7 days. If it has expired, use "Forgot password" on the sign-in page.',
          '',
          'Quayside',
        ].join('\n'),
      });
    }
  }
  return { rows: removed.rowCount ?? removed.affectedRows ?? 0, created };
}

async function catalogueOf(db: Db): Promise<ImportCatalogueService[]> {
  const services = await listServices(db);
  return services.map((s) => ({ slug: s.slug, id: s.id, priceMinor: s.priceMinor, currency: s.currency }));
}

/* ------------------------------------------------------------------ reading and checking rows */

function rowErrors(
  line: number,
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): RowError[] {
  return issues.map((i) => ({ line, column: i.path.length ? String(i.path[0]) : null, reason: i.message }));
}

/**
 * The checks that need the database, for one batch: the preparer must be an active preparer; the contact's
 * e-mail must not be a staff account's. Preparers are few: each is looked up once per run.
 */
async function checkAccounts(
  db: Db,
  rows: ValidRow[],
  preparers: Map<string, boolean>,
): Promise<{ ok: ValidRow[]; errors: RowError[] }> {
  const unknown = [...new Set(rows.map((r) => r.preparer_email).filter((e) => !preparers.has(e)))];
  if (unknown.length) {
    const found = await findAccountsByEmails(db, unknown);
    for (const e of unknown) {
      const a = found.get(e);
      preparers.set(e, !!a && a.role === 'preparer' && a.active);
    }
  }
  const contacts = await findAccountsByEmails(
    db,
    rows.map((r) => r.contact_email),
  );
  const ok: ValidRow[] = [];
  const errors: RowError[] = [];
  for (const r of rows) {
    const problems: RowError[] = [];
    if (!preparers.get(r.preparer_email))
      problems.push({ line: r.line, column: 'preparer_email', reason: R.unknownPreparer(r.preparer_email) });
    const contact = contacts.get(r.contact_email);
    if (contact && contact.role !== 'client')
      problems.push({ line: r.line, column: 'contact_email', reason: R.staffContact });
    if (problems.length) errors.push(...problems);
    else ok.push(r);
  }
  return { ok, errors };
}

async function insertErrors(tx: Db, jobId: string, errors: readonly RowError[]): Promise<void> {
  if (errors.length === 0) return;
  const seq = new Map<number, number>();
  const values = errors.map((e) => {
    const n = (seq.get(e.line) ?? 0) + 1;
    seq.set(e.line, n);
    return { jobId, line: e.line, seq: n, column: e.column, reason: e.reason };
  });
  for (let i = 0; i < values.length; i += 2000) {
    await tx
      .insert(rcnImportErrors)
      .values(values.slice(i, i + 2000))
      .onConflictDoNothing();
  }
}

async function failJob(db: Db, job: JobRow, failure: string): Promise<void> {
  await db
    .update(rcnImportJobs)
    .set({ status: 'Failed', failure, finishedAt: new Date(), updatedAt: new Date() })
    .where(eq(rcnImportJobs.id, job.id));
  await writeAudit(db, {
    actorId: job.createdById,
    actorRole: 'admin',
    action: 'rcn.import.failed',
    targetType: 'rcn_import_job',
    targetId: job.id,
    meta: { failure },
  });
}

/* ------------------------------------------------------------------ processing the file */

async function processFile(
  s: Session,
  deps: ImportWorkerDeps,
  job: JobRow,
  opts: ImportRunOptions,
): Promise<void> {
  const batchRows = opts.batchRows ?? RCN_BATCH_ROWS;
  const catalogue = await catalogueOf(s.db);
  const known = new Set(catalogue.map((c) => c.slug));
  const preparers = new Map<string, boolean>();
  let input: Readable;
  try {
    input = await deps.storage.stream(job.fileKey);
  } catch {
    await failJob(s.db, job, 'The uploaded file is no longer in storage');
    return;
  }
  const parser = parse({
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_column_count: true,
    skip_records_with_error: true,
    max_record_size: 64 * 1024,
  });
  const skipped: RowError[] = [];
  // A broken record can be reported more than once (csv-parse retries from the same place): one error a line.
  const skippedLines = new Set<number>();
  parser.on('skip', (err: CsvError & { lines?: number }) => {
    const line = err.lines ?? 0;
    if (skippedLines.has(line)) return;
    skippedLines.add(line);
    skipped.push({ line, column: null, reason: R.badCsvRow });
  });
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);

  let columns: string[] | null = null;
  let checkpoint = job.checkpointLine;
  let processed = job.processed;
  let batchNo = 0;
  let valid: ValidRow[] = [];
  let errors: RowError[] = [];
  let errorLines = new Set<number>();
  let lastLine = checkpoint;

  const flush = async (uptoLine: number) => {
    batchNo += 1;
    // The parser reads ahead: only the skipped records of this batch's lines belong to it.
    const mine = skipped.filter((e) => e.line > checkpoint && e.line <= uptoLine);
    const later = skipped.filter((e) => e.line > uptoLine);
    skipped.length = 0;
    skipped.push(...later);
    for (const e of mine) {
      errors.push(e);
      errorLines.add(e.line);
    }
    const tick = timer();
    const checked = valid.length ? await checkAccounts(s.db, valid, preparers) : { ok: [], errors: [] };
    tick('checks');
    for (const e of checked.errors) errorLines.add(e.line);
    const allErrors = [...errors, ...checked.errors];
    const rowsRead = checked.ok.length + errorLines.size;
    const [updated] = await s.db.transaction(async (tx) => {
      await insertErrors(tx, job.id, allErrors);
      if (checked.ok.length) await s.load(tx, checked.ok, job.id);
      tick('copy');
      let merged = { rows: 0, created: 0 };
      if (!job.useStaging && checked.ok.length)
        merged = await mergeStaged(
          tx,
          job,
          { afterLine: checkpoint, uptoLine },
          { catalogue, mailer: deps.mailer, publicUrl: deps.publicUrl, copy: s.copy },
        );
      await opts.beforeCommit?.(batchNo);
      return tx
        .update(rcnImportJobs)
        .set({
          processed: sql`${rcnImportJobs.processed} + ${rowsRead}`,
          failed: sql`${rcnImportJobs.failed} + ${errorLines.size}`,
          done: sql`${rcnImportJobs.done} + ${merged.rows}`,
          existing: sql`${rcnImportJobs.existing} + ${merged.rows - merged.created}`,
          staged: sql`${rcnImportJobs.staged} + ${job.useStaging ? checked.ok.length : 0}`,
          total: sql`greatest(${rcnImportJobs.total}, ${rcnImportJobs.processed} + ${rowsRead})`,
          checkpointLine: uptoLine,
          heartbeatAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(rcnImportJobs.id, job.id))
        .returning();
    });
    tick('merge+commit');
    // The batch's rows are dead now: collect them (see lib/gc.ts) before the next batch piles up more.
    collectGarbage();
    tick('gc');
    if (process.env.RCN_TIMING === 'true') {
      const m = process.memoryUsage();
      const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
      const space = (name: string) => mb(getHeapSpaceStatistics().find((x) => x.space_name === name)?.space_size ?? 0);
      process.stderr.write(
        `rcn-import memory rss ${mb(m.rss)} heapUsed ${mb(m.heapUsed)} heapTotal ${mb(m.heapTotal)} (new ${space('new_space')}, old ${space('old_space')}, large objects ${space('large_object_space')}) external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)} MB\n`,
      );
    }
    processed += rowsRead;
    checkpoint = uptoLine;
    valid = [];
    errors = [];
    errorLines = new Set();
    if (updated) deps.onProgress?.(updated);
  };

  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    const line = info.lines;
    if (!columns) {
      const problem = headerProblem(record);
      if (problem) {
        input.destroy();
        await failJob(s.db, job, problem);
        return;
      }
      columns = record.map((c) => c.trim().toLowerCase());
      continue;
    }
    lastLine = line;
    if (line <= checkpoint) continue;
    if (record.length !== columns.length) {
      errors.push({ line, column: null, reason: R.badCsvRow });
      errorLines.add(line);
    } else {
      const raw: Record<string, string> = {};
      for (let i = 0; i < columns.length; i += 1) raw[columns[i] as string] = record[i] ?? '';
      const parsed = rcnRowSchema.safeParse(raw);
      if (!parsed.success) {
        errors.push(...rowErrors(line, parsed.error.issues));
        errorLines.add(line);
      } else {
        const unknownService = parsed.data.services.find((slug) => !known.has(slug));
        if (unknownService) {
          errors.push({ line, column: 'services', reason: R.unknownService(unknownService) });
          errorLines.add(line);
        } else {
          valid.push({
            ...parsed.data,
            line,
            normalized_name: normalizeCompanyName(parsed.data.company_name),
          });
        }
      }
    }
    if (valid.length + errorLines.size >= batchRows) await flush(line);
  }
  if (!columns) {
    await failJob(s.db, job, rcnImportMessages.errors.emptyFile);
    return;
  }
  if (valid.length || errorLines.size || skipped.length)
    await flush(Math.max(lastLine, checkpoint, ...skipped.map((e) => e.line)));
  const finishedStatus = job.useStaging ? 'Staged' : 'Completed';
  const [final] = await s.db
    .update(rcnImportJobs)
    .set({
      status: finishedStatus,
      total: sql`${rcnImportJobs.processed}`,
      totalExact: true,
      finishedAt: job.useStaging ? null : new Date(),
      heartbeatAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(rcnImportJobs.id, job.id))
    .returning();
  await writeAudit(s.db, {
    actorId: job.createdById,
    actorRole: 'admin',
    action: job.useStaging ? 'rcn.import.staged' : 'rcn.import.completed',
    targetType: 'rcn_import_job',
    targetId: job.id,
    meta: {
      processed: final?.processed ?? processed,
      done: final?.done ?? 0,
      failed: final?.failed ?? 0,
      staged: final?.staged ?? 0,
      runs: final?.runs ?? 1,
    },
  });
  if (final) deps.onProgress?.(final);
}

/* ------------------------------------------------------------------ promotion */

async function promoteStaged(
  s: Session,
  deps: ImportWorkerDeps,
  job: JobRow,
  opts: ImportRunOptions,
): Promise<void> {
  const batchRows = opts.batchRows ?? RCN_BATCH_ROWS;
  const catalogue = await catalogueOf(s.db);
  let after = job.promotedLine;
  let batchNo = 0;
  for (;;) {
    const lines = await s.db
      .select({ line: rcnStagedRows.line })
      .from(rcnStagedRows)
      .where(and(eq(rcnStagedRows.jobId, job.id), gt(rcnStagedRows.line, after)))
      .orderBy(asc(rcnStagedRows.line))
      .limit(batchRows);
    const upto = lines[lines.length - 1]?.line;
    if (upto === undefined) break;
    batchNo += 1;
    const [updated] = await s.db.transaction(async (tx) => {
      const merged = await mergeStaged(
        tx,
        job,
        { afterLine: after, uptoLine: upto },
        { catalogue, mailer: deps.mailer, publicUrl: deps.publicUrl, copy: s.copy },
      );
      await opts.beforeCommit?.(batchNo);
      return tx
        .update(rcnImportJobs)
        .set({
          done: sql`${rcnImportJobs.done} + ${merged.rows}`,
          existing: sql`${rcnImportJobs.existing} + ${merged.rows - merged.created}`,
          staged: sql`greatest(0, ${rcnImportJobs.staged} - ${merged.rows})`,
          promotedLine: upto,
          heartbeatAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(rcnImportJobs.id, job.id))
        .returning();
    });
    after = upto;
    collectGarbage();
    if (updated) deps.onProgress?.(updated);
  }
  const [final] = await s.db
    .update(rcnImportJobs)
    .set({
      status: 'Completed',
      staged: 0,
      finishedAt: new Date(),
      heartbeatAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(rcnImportJobs.id, job.id))
    .returning();
  await writeAudit(s.db, {
    actorId: job.createdById,
    actorRole: 'admin',
    action: 'rcn.import.promoted',
    targetType: 'rcn_import_job',
    targetId: job.id,
    meta: { done: final?.done ?? 0, runs: final?.runs ?? 1 },
  });
  if (final) deps.onProgress?.(final);
}

/* ------------------------------------------------------------------ the entry point */

/**
 * Works one job from where it stands: reads the file (Processing) or merges the staged rows (Promoting), resuming
 * after the last committed batch. Any other status, or a job another worker holds: nothing to do.
 */
export async function runImportJob(
  deps: ImportWorkerDeps,
  jobId: string,
  opts: ImportRunOptions = {},
): Promise<'worked' | 'busy' | 'idle'> {
  const result = await withSession(deps.database, jobId, async (s) => {
    const [job] = await s.db
      .update(rcnImportJobs)
      .set({ runs: sql`${rcnImportJobs.runs} + 1`, heartbeatAt: new Date() })
      .where(and(eq(rcnImportJobs.id, jobId), sql`${rcnImportJobs.status} in ('Processing', 'Promoting')`))
      .returning();
    if (!job) return 'idle' as const;
    if (job.status === 'Processing') await processFile(s, deps, job, opts);
    else await promoteStaged(s, deps, job, opts);
    return 'worked' as const;
  });
  return result;
}
