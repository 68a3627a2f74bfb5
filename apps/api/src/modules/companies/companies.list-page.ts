import type { CompanySummary, ListCompaniesQuery } from '@quayside/contract/companies';
import type { EditFlags } from '@quayside/contract/companies';
import type { Jurisdiction } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import type { KeysetCursor } from '../../lib/cursor';
import { queryText } from '../../lib/prepared';

/**
 * A page of GET /api/companies without a search, for everything (admin), one owner (client) or one preparer: one
 * named statement per shape whose rows are the answer's companies as they are sent (times as ISO text, the lock
 * fields already cleared when the dashboard is not locked), without Drizzle's row mapping and Date parsing (which,
 * with the building of the query, were most of the request's CPU beyond the statement itself). Its plan walks
 * companies_created_idx / companies_owner_idx / companies_preparer_idx from the cursor and stops after a page
 * (list-plans.test.ts). A search, or a scope over several preparers, goes through companies.list.ts as before.
 */
export type CompanyPageScope = 'all' | 'owner' | 'preparer';

/** A company as SQL answers it for the client side (times as ISO text, lock fields cleared when not locked): the list's
 * page rows and the client dashboard's chosen company. */
export type CompanyJsonRow = {
  id: string;
  name: string;
  registrationNumber: string | null;
  jurisdiction: string;
  companyType: string;
  status: string;
  incorporationStatus: string;
  statusRemarks: string | null;
  ownerId: string | null;
  preparerId: string | null;
  dashboardLocked: boolean;
  dashboardLockReason: string | null;
  dashboardLockedAt: string | null;
  editFlags: EditFlags;
  incorporationDate: string | null;
  financialYearEnd: string;
  createdAt: string;
  updatedAt: string;
};

type PageRow = CompanyJsonRow & { cursorTs: string };

const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS =
  `c.id, c.name, c.registration_number as "registrationNumber", c.jurisdiction, c.company_type as "companyType", c.status, ` +
  `c.incorporation_status as "incorporationStatus", c.status_remarks as "statusRemarks", c.owner_id as "ownerId", ` +
  `c.preparer_id as "preparerId", c.dashboard_locked as "dashboardLocked", ` +
  `case when c.dashboard_locked then c.dashboard_lock_reason end as "dashboardLockReason", ` +
  `case when c.dashboard_locked then ${iso('c.dashboard_locked_at')} end as "dashboardLockedAt", ` +
  `c.edit_flags as "editFlags", c.incorporation_date::text as "incorporationDate", c.financial_year_end as "financialYearEnd", ` +
  `${iso('c.created_at')} as "createdAt", ${iso('c.updated_at')} as "updatedAt", c.created_at::text as "cursorTs"`;

const texts = new Map<string, string>();

function pageText(scope: CompanyPageScope, withStatus: boolean, withCursor: boolean): string {
  let n = 0;
  const next = () => `$${++n}`;
  const where = ['c.deleted_at is null'];
  if (scope === 'owner') where.push(`c.owner_id = ${next()}::uuid`);
  if (scope === 'preparer') where.push(`c.preparer_id = ${next()}::uuid`);
  if (withStatus) where.push(`c.status = ${next()}`);
  if (withCursor) where.push(`(c.created_at, c.id) < (${next()}::timestamptz, ${next()}::uuid)`);
  return `select ${COLUMNS} from companies c where ${where.join(' and ')} order by c.created_at desc, c.id desc limit ${next()}`;
}

/** The statement of one page (plus one row) of companies, newest first: text, values and name (used by the EXPLAIN test). */
export function companyPageStatement(
  scope: CompanyPageScope,
  userId: string | undefined,
  query: Pick<ListCompaniesQuery, 'status' | 'pageSize'>,
  cursor: KeysetCursor | null,
): { text: string; values: unknown[]; name: string } {
  const name = `qs_companies_page_${scope}${query.status ? '_status' : ''}${cursor ? '_cursor' : ''}`;
  let text = texts.get(name);
  if (!text) texts.set(name, (text = pageText(scope, !!query.status, !!cursor)));
  const values: unknown[] = [];
  if (scope !== 'all') values.push(userId);
  if (query.status) values.push(query.status);
  if (cursor) values.push(cursor.ts, cursor.id);
  values.push(query.pageSize + 1);
  return { text, values, name };
}

/** One page plus one row of companies as summaries, with each row's cursor. */
export async function companyPageRows(
  db: Db,
  scope: CompanyPageScope,
  userId: string | undefined,
  query: Pick<ListCompaniesQuery, 'status' | 'pageSize'>,
  cursor: KeysetCursor | null,
): Promise<Array<{ summary: CompanySummary; cursorTs: string; id: string }>> {
  const statement = companyPageStatement(scope, userId, query, cursor);
  const rows = await queryText<PageRow>(db, statement.text, statement.values, statement.name);
  return rows.map((r) => ({
    summary: {
      id: r.id,
      companyId: r.id,
      name: r.name,
      registrationNumber: r.registrationNumber,
      jurisdiction: r.jurisdiction as Jurisdiction,
      companyType: r.companyType,
      status: r.status,
      incorporationStatus: r.incorporationStatus,
      statusRemarks: r.statusRemarks,
      ownerId: r.ownerId,
      preparerId: r.preparerId,
      dashboardLocked: r.dashboardLocked,
      dashboardLockReason: r.dashboardLockReason,
      dashboardLockedAt: r.dashboardLockedAt,
      editFlags: r.editFlags,
      incorporationDate: r.incorporationDate,
      financialYearEnd: r.financialYearEnd,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    },
    cursorTs: r.cursorTs,
    id: r.id,
  }));
}
