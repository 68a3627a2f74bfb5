import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { qualified } from '../../lib/sql';

/* Read-model fragments for the admin's dashboard and summary (modules/admin-platform). */

/** Accounts that are not deleted, per role: a JSON object `{ role: count }` (roles with none are absent). */
export function userCountsByRoleJsonSql(): SQL {
  return sql`(select coalesce(json_object_agg(r.role, r.n), '{}'::json) from (
    select u.role, count(*)::int as n from ${users} u where not u.is_deleted group by u.role) r)`;
}

/** The e-mail address of the user in `userId` (a scalar subquery; null when there is none). */
export function userEmailSql(userId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select u.email from ${users} u where u.id = ${qualified(userId)})`;
}
