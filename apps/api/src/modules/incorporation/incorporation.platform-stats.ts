import { sql, type SQL } from 'drizzle-orm';
import { incorporationSessions } from '../../db/schema/incorporation';

/** Onboarding sessions not yet completed (the admin's dashboard): a scalar count. */
export function openIncorporationSessionsSql(): SQL {
  return sql`(select count(*)::int from ${incorporationSessions} s where s.status = 'in_progress')`;
}
