import { sql, type SQL } from 'drizzle-orm';
import { documents } from '../../db/schema/documents';

/** Live documents waiting for review across the platform (the admin's dashboard): a scalar count. */
export function documentsWaitingSql(): SQL {
  return sql`(select count(*)::int from ${documents} d where d.deleted_at is null and d.status = 'Pending')`;
}
