import { sql, type SQL } from 'drizzle-orm';
import type { ClientDashboard } from '@quayside/contract/client-area';
import { companyMessages } from '@quayside/contract/messages';
import { normalizeRole } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { queryText, statementTemplate } from '../../lib/prepared';
import type { Actor } from '../auth/auth.service';
import { dashboardCacheOf, type CachedDashboard } from './dashboard.cache';
import { todayUtc } from '../../lib/dates';
import { unacknowledgedCountSql } from '../actions/actions.service';
import { assignedPreparerSql } from '../assignments/assignments.service';
import { activeUserJsonSql } from '../auth/auth.service';
import { nextDeadlineOf, nextDeadlinesJsonSql, overdueCountSql, type NextDeadlineRow } from '../calendar/calendar.service';
import { ownedCompaniesCtes, ownedCompaniesJsonSql, ownedCompanyNameSql } from '../companies/companies.service';
import { documentCountsSql } from '../documents/documents.service';
import { unpaidCountSql } from '../invoices/invoices.service';
import { latestNotificationsJsonSql, unreadCountSql } from '../notifications/notifications.service';
import { dashboardTaskCountsSql, openTasksCte, taskSummaryOfRow, urgentTasksJsonSql, type TaskListRow } from '../tasks/tasks.service';

/**
 * GET /api/client/dashboard in ONE statement: the client's companies, the chosen one, every count, the next
 * deadlines, the open tasks, the latest notifications and the preparer, assembled as JSON by PostgreSQL. The
 * dashboard is the busiest page of the product; one round trip (plus the token's user lookup) keeps it fast on
 * large data. Each part reads through its own index (see the EXPLAIN test and bench/scenarios/client-dashboard).
 *
 * This module owns no tables: each part of the statement is a fragment exported by the module that owns the
 * table it reads (companies, tasks, documents, notifications, actions, invoices, calendar, auth, assignments),
 * so the SQL about a table stays with its owner while the dashboard keeps its single round trip.
 */

/** An instant as ISO-8601 UTC with milliseconds, as every answer carries it. */
const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The statement's JSON. The company, the counts and the notifications are built by the statement as the answer
 * sends them and pass through; the deadlines and tasks are mapped here (statuses and flags that depend on today,
 * values checked against the contract's lists).
 */
type Raw = {
  companies: ClientDashboard['companies'];
  company: ClientDashboard['company'];
  counts: ClientDashboard['counts'];
  deadlines: NextDeadlineRow[];
  /** rq: [all required documents, those uploaded] (tasks.service.ts requirementCountsSql). */
  tasks: TaskListRow[];
  notifications: ClientDashboard['recentNotifications'];
  preparer: { id: string; fullName: string; email: string; role: string } | null;
};

export function dashboardQuery(userId: string, companyId: string | null, today: string): SQL {
  const chosen = sql`(select id from chosen)`;
  const company = ownedCompaniesJsonSql(iso);
  return sql`
    with ${ownedCompaniesCtes(userId, companyId)}, ${openTasksCte(userId, chosen)}
    select json_build_object(
      'companies', ${company.list},
      'company', ${company.chosen},
      'counts', (select json_build_object(
        'openTasks', tc.open,
        'tasksPendingReview', tc.pending_review,
        'documentsPending', dc.pending,
        'documentsRejected', dc.rejected,
        'unreadNotifications', ${unreadCountSql(userId)},
        'unacknowledgedActions', ${unacknowledgedCountSql(userId)},
        'unpaidInvoices', ${unpaidCountSql(userId)},
        'overdueDeadlines', ${overdueCountSql(chosen, today)}
      ) from ${dashboardTaskCountsSql()} tc, ${documentCountsSql(chosen)} dc),
      'deadlines', ${nextDeadlinesJsonSql(chosen, 3)},
      'tasks', ${urgentTasksJsonSql(5, iso, ownedCompanyNameSql)},
      'notifications', ${latestNotificationsJsonSql(userId, 5, iso)},
      'preparer', ${activeUserJsonSql(sql`coalesce((select preparer_id from chosen), ${assignedPreparerSql(userId)})`)}
    ) as dashboard`;
}

/** The statement's SQL, built once (lib/prepared.ts statementTemplate): a request only binds its three values. */
let statement: ReturnType<typeof statementTemplate<'userId' | 'companyId' | 'today'>> | undefined;

async function readDashboard(db: Db, userId: string, companyId: string | null, today: string): Promise<Raw> {
  statement ??= statementTemplate(['userId', 'companyId', 'today'], (v) => dashboardQuery(v.userId, v.companyId, v.today));
  const rows = await queryText<{ dashboard: Raw | string }>(db, statement.text, statement.params({ userId, companyId, today }), 'client_dashboard_v3');
  const value = rows[0]?.dashboard;
  if (!value) throw new Error('dashboard query returned nothing');
  return typeof value === 'string' ? (JSON.parse(value) as Raw) : value;
}

/** The client's dashboard: from this instance's cache when it holds a current copy (dashboard.cache.ts) and `fresh` is not set. */
export async function getClientDashboard(
  db: Db,
  actor: Pick<Actor, 'id' | 'fullName' | 'email'>,
  companyId?: string,
  opts: { fresh?: boolean } = {},
): Promise<ClientDashboard> {
  const user = { id: actor.id, fullName: actor.fullName, email: actor.email };
  const today = todayUtc();
  const cache = dashboardCacheOf(db);
  if (!cache) return { user, ...(await buildDashboard(db, actor.id, companyId, today)) };
  const variant = `${today}|${companyId ?? ''}`;
  // `fresh`: the client wrote something a moment ago (dashboard.cache.ts, WROTE_COOKIE): never this instance's copy.
  const body = (opts.fresh ? undefined : cache.peek(actor.id, variant)) ?? (await cache.load(actor.id, variant, () => buildDashboard(db, actor.id, companyId, today)));
  return { user, ...body };
}

async function buildDashboard(db: Db, userId: string, companyId: string | undefined, today: string): Promise<CachedDashboard> {
  // A read only reads: the compliance calendar is kept current by company writes and the scheduled roll-forward.
  const raw = await readDashboard(db, userId, companyId ?? null, today);
  if (companyId && !raw.company) throw new AppError('NOT_FOUND', companyMessages.errors.notFound);
  return {
    company: raw.company,
    companies: raw.companies,
    counts: raw.counts,
    nextDeadlines: raw.deadlines.map((e) => nextDeadlineOf(e, today)),
    openTasks: raw.tasks.map((t) => taskSummaryOfRow(t, today)),
    recentNotifications: raw.notifications,
    preparer: raw.preparer
      ? { id: raw.preparer.id, fullName: raw.preparer.fullName, email: raw.preparer.email, role: normalizeRole(raw.preparer.role), title: 'Your preparer' }
      : null,
  };
}
