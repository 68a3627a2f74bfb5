import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * What the hourly housekeeping job removes (auth owns these tables): credentials that can no longer be used, kept a little past their
 * expiry so that a late attempt is still refused with the right message (and logged) rather than "unknown".
 * - refresh tokens 7 days after they expired (rotation leaves one row per refresh, so these grow fastest; a
 *   family's reuse detection only matters while its tokens are valid);
 * - one-time codes and password-reset links 1 day after they expired.
 * The audit log, the outbox and every business record are kept: they are the firm's records.
 */
export const HOUSEKEEPING_RULES = [
  { table: 'refresh_tokens', keepDaysAfterExpiry: 7 },
  { table: 'one_time_codes', keepDaysAfterExpiry: 1 },
  { table: 'password_resets', keepDaysAfterExpiry: 1 },
] as const;

export type HousekeepingReport = Record<(typeof HOUSEKEEPING_RULES)[number]['table'], number>;

/** Deletes what the rules allow, in batches (a long-unrun purge never holds one huge lock), and counts it. */
export async function purgeExpiredCredentials(db: Db, now = new Date(), batch = 5_000): Promise<HousekeepingReport> {
  const report = {} as HousekeepingReport;
  for (const rule of HOUSEKEEPING_RULES) {
    const cutoff = new Date(now.getTime() - rule.keepDaysAfterExpiry * 86_400_000).toISOString();
    const table = sql.identifier(rule.table);
    let total = 0;
    for (;;) {
      const result = (await db.execute(
        sql`delete from ${table} where id in (select id from ${table} where expires_at < ${cutoff}::timestamptz limit ${batch})`,
      )) as unknown as { rowCount?: number | null; affectedRows?: number };
      const deleted = Number(result.rowCount ?? result.affectedRows ?? 0);
      total += deleted;
      if (deleted < batch) break;
    }
    report[rule.table] = total;
  }
  return report;
}
