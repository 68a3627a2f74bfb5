import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { JobQueueDepth } from '../lib/metrics';

/**
 * Jobs in the pg-boss queue (schema pgboss, jobs/queue.ts) by state: queued (created or waiting to retry), active,
 * failed. Read from the table, so any instance (and one with JOBS_ENABLED=false) can tell; all zero before pg-boss
 * has made its schema.
 */
export async function jobQueueDepth(db: Db): Promise<JobQueueDepth> {
  const exists = (await db.execute(sql`select to_regclass('pgboss.job') is not null as ok`)) as unknown as { rows: { ok: boolean }[] };
  if (!exists.rows[0]?.ok) return { queued: 0, active: 0, failed: 0 };
  const result = (await db.execute(sql`select
      count(*) filter (where state in ('created', 'retry'))::int as queued,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'failed')::int as failed
    from pgboss.job`)) as unknown as { rows: JobQueueDepth[] };
  const row = result.rows[0];
  return { queued: Number(row?.queued ?? 0), active: Number(row?.active ?? 0), failed: Number(row?.failed ?? 0) };
}
