import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { JobQueue, JobSendOptions } from '../lib/jobs';
import { ARTICLE_PUBLISH_QUEUE, overdueScheduledArticles, publishScheduledArticle, type ArticlePublishJob } from '../modules/articles/articles.service';
import { rollCompanyCalendars } from '../modules/companies/companies.service';
import { BROADCAST_QUEUE, deliverBroadcastBatch, type BroadcastJob } from '../modules/notifications/notifications.service';
import type { Mailer } from '../modules/outbox/outbox.service';
import { RCN_IMPORT_QUEUE, recoverImportJobs, runImportJob, toRcnJob, type ImportWorkerDeps } from '../modules/rcn-import/rcn-import.service';
import type { Storage } from '../lib/storage';
import { runHousekeeping } from './housekeeping';

/**
 * Background jobs: pg-boss on the app's own database (ARCHITECTURE: jobs in the Postgres queue), in the schema
 * `pgboss`. On PostgreSQL it keeps a small pool of its own; on the embedded PGlite it goes through the one
 * in-process session (multi-statement scripts through `exec`, the rest through `query`). A scheduled job runs
 * once per schedule across every instance (pg-boss's cron is a singleton), whichever instance picks it up.
 *
 * Jobs now:
 * - `housekeeping`, hourly at minute 17 UTC (jobs/housekeeping.ts);
 * - `calendar-roll`, hourly at minute 41 UTC and once at start: rolls forward the compliance calendar of every
 *   company not synced for a week (reads never write it; company writes keep it current in between);
 * - `notify-all`, sent by POST /api/admin/notify-all: each job delivers the broadcast to one batch of users
 *   (one INSERT ... SELECT) and queues the next batch, so 100k users never hold up the request.
 * - `article-publish`, sent by PUT /api/article/{id}/publish with a future publishAt (startAfter that time):
 *   publishes the draft if it is still scheduled for that time. At start, drafts whose time passed while no
 *   worker ran are queued again.
 * - `rcn-import`, sent by POST /api/rcn/import-jobs/{id}/start and /promote: one client-book import
 *   (modules/rcn-import), resumed after its last committed batch when retried; at start every import a worker was
 *   on is queued again (a worker killed with the server resumes).
 */
export const HOUSEKEEPING_QUEUE = 'housekeeping';
const HOUSEKEEPING_CRON = '17 * * * *';
export const CALENDAR_ROLL_QUEUE = 'calendar-roll';
const CALENDAR_ROLL_CRON = '41 * * * *';

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type Jobs = { boss: PgBoss; stop(): Promise<void> };

function bossFor(database: Database, sendOnly = false): PgBoss {
  // A send-only instance (the app's queue port when no worker runs here) does no maintenance and no scheduling.
  const common = { schema: 'pgboss', application_name: 'quayside-jobs', ...(sendOnly ? { supervise: false, schedule: false } : {}) };
  if (database.pglite) {
    const pglite = database.pglite;
    const db = {
      async executeSql(text: string, values?: unknown[]) {
        if (!values || values.length === 0) {
          const results = await pglite.exec(text);
          return { rows: results[results.length - 1]?.rows ?? [] };
        }
        const result = await pglite.query(text, values);
        return { rows: result.rows };
      },
    };
    return new PgBoss({ ...common, db });
  }
  if (!database.pool) throw new Error('jobs: the database has neither a pool nor PGlite');
  const options = database.pool.options as { connectionString?: string };
  return new PgBoss({ ...common, connectionString: options.connectionString, max: 2 });
}

/** Starts the queue, schedules the jobs and works them in this instance; returns the handle to stop it. */
export async function startJobs(
  database: Database,
  logger: Logger,
  opts: {
    pollingIntervalSeconds?: number;
    queue?: AppJobQueue;
    /** What the import worker needs beyond the database (without it, no import worker runs here). */
    imports?: { storage: Storage; mailer: Mailer; publicUrl: string; emitToAdmins?: (event: string, payload: unknown) => void };
  } = {},
): Promise<Jobs> {
  const boss = bossFor(database);
  boss.on('error', (err: Error) => logger.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(HOUSEKEEPING_QUEUE);
  await boss.schedule(HOUSEKEEPING_QUEUE, HOUSEKEEPING_CRON, {}, { tz: 'UTC' });
  await boss.work(HOUSEKEEPING_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 30 }, async () => {
    const report = await runHousekeeping(database.db);
    logger.info({ removed: report }, 'housekeeping done');
    return report;
  });
  await boss.createQueue(CALENDAR_ROLL_QUEUE);
  await boss.schedule(CALENDAR_ROLL_QUEUE, CALENDAR_ROLL_CRON, {}, { tz: 'UTC' });
  await boss.work(CALENDAR_ROLL_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 30 }, async () => {
    const synced = await rollCompanyCalendars(database.db);
    logger.info({ synced }, 'compliance calendars rolled forward');
    return { synced };
  });
  await boss.createQueue(BROADCAST_QUEUE);
  await boss.work<BroadcastJob>(BROADCAST_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async (jobs) => {
    const out = [];
    for (const job of jobs) {
      const done = await deliverBroadcastBatch(database.db, job.data);
      // The next batch is its own job: a retry of this one re-inserts nothing (one row per user per broadcast).
      if (done.next) await boss.send(BROADCAST_QUEUE, done.next, { ...BROADCAST_JOB_OPTIONS, singletonKey: `${done.next.broadcastId}:${done.next.afterId ?? ''}` });
      else logger.info({ broadcastId: job.data.broadcastId }, 'notify-all delivered');
      out.push({ inserted: done.inserted });
    }
    return out;
  });
  await boss.createQueue(ARTICLE_PUBLISH_QUEUE);
  await boss.work<ArticlePublishJob>(ARTICLE_PUBLISH_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 15 }, async (jobs) => {
    const out = [];
    for (const job of jobs) {
      const result = await publishScheduledArticle(database.db, job.data);
      if (result.published) logger.info({ articleId: job.data.articleId }, 'scheduled article published');
      out.push(result);
    }
    return out;
  });
  for (const job of await overdueScheduledArticles(database.db)) {
    await boss.send(ARTICLE_PUBLISH_QUEUE, job, { singletonKey: `${job.articleId}:${job.at}`, retryLimit: 5, retryDelay: 30 });
  }
  if (opts.imports) {
    const imports = opts.imports;
    const deps: ImportWorkerDeps = {
      database,
      storage: imports.storage,
      mailer: imports.mailer,
      publicUrl: imports.publicUrl,
      onProgress: (job) => imports.emitToAdmins?.('rcn:job', toRcnJob(job)),
    };
    await boss.createQueue(RCN_IMPORT_QUEUE);
    await boss.work<{ jobId: string }>(RCN_IMPORT_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async (jobs) => {
      const out = [];
      for (const job of jobs) out.push({ jobId: job.data.jobId, result: await runImportJob(deps, job.data.jobId) });
      return out;
    });
  }
  // The app's queue port sends through this instance from now on.
  opts.queue?.attach(boss);
  if (opts.imports) {
    const resumed = await recoverImportJobs(database.db, { send: (q, d, o) => boss.send(q, d, o ?? {}).then(() => undefined) });
    if (resumed.length) logger.info({ jobs: resumed }, 'import jobs queued again after a restart');
  }
  // Once at start too (one run across instances starting together), so a server that was down catches up now.
  await boss.send(CALENDAR_ROLL_QUEUE, {}, { singletonKey: 'startup', singletonSeconds: 300 });
  return {
    boss,
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
  };
}

export const BROADCAST_JOB_OPTIONS: JobSendOptions = { retryLimit: 5, retryDelay: 5 };

export type AppJobQueue = JobQueue & { attach(boss: PgBoss): void; stop(): Promise<void> };

/**
 * The app's queue port (AppDeps.jobs). It sends through the worker instance once startJobs attached it; before
 * that, or when this instance runs no workers (JOBS_ENABLED=false), through a send-only pg-boss started on first
 * use: the job waits in the database for an instance that works the queue.
 */
export function createJobQueue(database: Database): AppJobQueue {
  let attached: PgBoss | null = null;
  let own: Promise<PgBoss> | null = null;
  const created = new Set<string>();
  const boss = async (): Promise<PgBoss> => {
    if (attached) return attached;
    own ??= (async () => {
      const b = bossFor(database, true);
      await b.start();
      return b;
    })();
    return own;
  };
  return {
    attach(b) {
      attached = b;
    },
    async send(queue, data, options = {}) {
      const b = await boss();
      if (!created.has(queue)) {
        await b.createQueue(queue);
        created.add(queue);
      }
      await b.send(queue, data, options);
    },
    async stop() {
      const b = own;
      own = null;
      if (b) await (await b).stop({ graceful: true, timeout: 5_000, wait: true });
    },
  };
}
