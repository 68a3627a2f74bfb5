import { sql, type SQL } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';

/*
 * Revenue for the admin's dashboard and summary: money received, i.e. payments in status paid (refunded ones are
 * not revenue), by the moment they were paid, in integer minor units per ISO currency.
 */

/** Paid since `from` (inclusive), per currency: a JSON array of `{ currency, amountMinor }`. */
export function revenueSinceJsonSql(from: string): SQL {
  return sql`(select coalesce(json_agg(json_build_object('currency', r.currency, 'amountMinor', r.total) order by r.currency), '[]'::json) from (
    select p.currency, sum(p.amount_minor)::bigint as total from ${payments} p
    where p.status = 'paid' and p.paid_at >= ${from}::timestamptz group by p.currency) r)`;
}

/** Paid per UTC month and currency since `from`: a JSON array of `{ month: 'YYYY-MM', currency, amountMinor }`. */
export function revenueByMonthJsonSql(from: string): SQL {
  return sql`(select coalesce(json_agg(json_build_object('month', r.month, 'currency', r.currency, 'amountMinor', r.total) order by r.month, r.currency), '[]'::json) from (
    select to_char(p.paid_at at time zone 'UTC', 'YYYY-MM') as month, p.currency, sum(p.amount_minor)::bigint as total from ${payments} p
    where p.status = 'paid' and p.paid_at >= ${from}::timestamptz group by 1, 2) r)`;
}
