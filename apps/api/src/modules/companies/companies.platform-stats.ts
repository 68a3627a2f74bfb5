import { sql, type SQL } from 'drizzle-orm';
import { companies } from '../../db/schema/companies';

/* Read-model fragments for the admin's dashboard and summary (modules/admin-platform). */

/** Live companies per status: a JSON array of `{ status, count }`, most first. */
export function companiesByStatusJsonSql(): SQL {
  return sql`(select coalesce(json_agg(json_build_object('status', s.status, 'count', s.n) order by s.n desc, s.status), '[]'::json) from (
    select c.status, count(*)::int as n from ${companies} c where c.deleted_at is null group by c.status) s)`;
}

/** Live companies per incorporation status: a JSON array of `{ status, count }`, most first. */
export function incorporationsByStatusJsonSql(): SQL {
  return sql`(select coalesce(json_agg(json_build_object('status', s.status, 'count', s.n) order by s.n desc, s.status), '[]'::json) from (
    select c.incorporation_status as status, count(*)::int as n from ${companies} c where c.deleted_at is null group by c.incorporation_status) s)`;
}

/** Live companies whose incorporation is under way (neither incorporated nor rejected): a scalar count. */
export function incorporationsInProgressSql(): SQL {
  return sql`(select count(*)::int from ${companies} c where c.deleted_at is null and c.incorporation_status not in ('incorporated', 'rejected'))`;
}
