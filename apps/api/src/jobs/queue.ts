import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { rollCompanyCalendars } from '../modules/companies/companies.service';
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
 *   company not synced for a week (reads never write it; company writes keep it current in between).
 */
export const HOUSEKEEPING_QUEUE = 'housekeeping';
const HOUSEKEEPING_CRON = '17 * * * *';
export const CALENDAR_ROLL_QUEUE = 'calendar-roll';
const CALENDAR_ROLL_CRON = '41 * * * *';

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type Jobs = { boss: PgBoss; stop(): Promise<void> };

function bossFor(database: Database): PgBoss {
  const common = { schema: 'pgboss', application_name: 'quayside-jobs' };
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
export async function startJobs(database: Database, logger: Logger, opts: { pollingIntervalSeconds?: number } = {}): Promise<Jobs> {
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
  // Once at start too (one run across instances starting together), so a server that was down catches up now.
  await boss.send(CALENDAR_ROLL_QUEUE, {}, { singletonKey: 'startup', singletonSeconds: 300 });
  return {
    boss,
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
  };
}
