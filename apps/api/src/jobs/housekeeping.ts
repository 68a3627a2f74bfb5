import type { Db } from '../db/client';
import { compactUserCounts, purgeExpiredCredentials, type HousekeepingReport } from '../modules/auth/auth.service';

/**
 * The hourly housekeeping job: expired credentials go (the auth module owns them and decides what may go), and the
 * per-state user counts the admin lists sum are folded into one row per state.
 */
export async function runHousekeeping(db: Db, now = new Date(), batch?: number): Promise<HousekeepingReport> {
  const report = await purgeExpiredCredentials(db, now, batch);
  await compactUserCounts(db);
  return report;
}
