import { sql, type SQL } from 'drizzle-orm';
import type { ClientDashboard } from '@quayside/contract/client-area';
import { companyMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { queryText, statementTemplate } from '../../lib/prepared';
import type { Actor } from '../auth/auth.service';
import { dashboardCacheOf, type CachedDashboard } from './dashboard.cache';
import { todayUtc } from '../../lib/dates';
import { unacknowledgedCountSql } from '../actions/actions.service';
import { assignedPreparerSql } from '../assignments/assignments.service';
import { activeUserAgentJsonSql } from '../auth/auth.service';
import { nextDeadlinesJsonSql, overdueCountSql } from '../calendar/calendar.service';
import { ownedCompaniesCtes, ownedCompaniesJsonSql, ownedCompanyNameSql } from '../companies/companies.service';
import { documentCountsSql } from '../documents/documents.service';
import { unpaidCountSql } from '../invoices/invoices.service';
import { latestNotificationsJsonSql, unreadCountSql } from '../notifications/notifications.service';
import { dashboardTaskCountsSql, openTasksCte, urgentTasksJsonSql } from '../tasks/tasks.service';

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

/** How the dashboard names the client's preparer (ChatAgent's title). */
const PREPARER_TITLE = 'Your preparer';

/**
 * The statement answers the dashboard without its `user` as JSON text, exactly as it is sent: every object has
 * exactly the contract's fields (clientDashboardSchema) in the contract's order, built by the fragments of the
 * modules that own them (the deadlines' status and the tasks' `isOverdue` as of the `today` parameter, the kind,
 * priority and role as the contract's lists admit them), cast to text so that neither pg nor the app parses it.
 * The route passes that text through (lib/serializer.ts sendJsonText: checked against the schema outside production); no parse,
 * mapping or serialising per first visit. `found`: whether there is a chosen company.
 */
export function dashboardQuery(userId: string, companyId: string | null, today: string): SQL {
  const chosen = sql`(select id from chosen)`;
  const company = ownedCompaniesJsonSql(iso);
  return sql`
    with ${ownedCompaniesCtes(userId, companyId)}, ${openTasksCte(userId, chosen)}
    select json_build_object(
      'company', ${company.chosen},
      'companies', ${company.list},
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
      'nextDeadlines', ${nextDeadlinesJsonSql(chosen, 3, sql`${today}`)},
      'openTasks', ${urgentTasksJsonSql(5, iso, ownedCompanyNameSql, sql`${today}`)},
      'recentNotifications', ${latestNotificationsJsonSql(userId, 5, iso)},
      'preparer', ${activeUserAgentJsonSql(sql`coalesce((select preparer_id from chosen), ${assignedPreparerSql(userId)})`, PREPARER_TITLE)}
    )::text as dashboard, exists (select 1 from chosen) as found`;
}

/** The statement's SQL, built once (lib/prepared.ts statementTemplate): a request only binds its three values. */
let statement: ReturnType<typeof statementTemplate<'userId' | 'companyId' | 'today'>> | undefined;

/** The dashboard without its user, as the statement's JSON text (see dashboardQuery); NOT_FOUND for a company the client does not own. */
async function buildDashboard(db: Db, userId: string, companyId: string | undefined, today: string): Promise<CachedDashboard> {
  // A read only reads: the compliance calendar is kept current by company writes and the scheduled roll-forward.
  statement ??= statementTemplate(['userId', 'companyId', 'today'], (v) => dashboardQuery(v.userId, v.companyId, v.today));
  const rows = await queryText<{ dashboard: string; found: boolean }>(
    db,
    statement.text,
    statement.params({ userId, companyId: companyId ?? null, today }),
    'client_dashboard_v4',
  );
  const row = rows[0];
  if (!row || typeof row.dashboard !== 'string' || !row.dashboard.startsWith('{')) throw new Error('dashboard query returned nothing');
  if (companyId && !row.found) throw new AppError('NOT_FOUND', companyMessages.errors.notFound);
  return row.dashboard;
}

/** The dashboard without its user (JSON text), from this instance's cache when it holds a current copy and `fresh` is not set. */
async function dashboardBody(db: Db, userId: string, companyId: string | undefined, opts: { fresh?: boolean }): Promise<CachedDashboard> {
  const today = todayUtc();
  const cache = dashboardCacheOf(db);
  if (!cache) return buildDashboard(db, userId, companyId, today);
  const variant = `${today}|${companyId ?? ''}`;
  // `fresh`: the client wrote something a moment ago (dashboard.cache.ts, WROTE_COOKIE): never this instance's copy.
  return (opts.fresh ? undefined : cache.peek(userId, variant)) ?? (await cache.load(userId, variant, () => buildDashboard(db, userId, companyId, today)));
}

type DashboardUser = Pick<Actor, 'id' | 'fullName' | 'email'>;

/**
 * GET /api/client/dashboard's whole answer, {"dashboard": ...}, as JSON text: the user ({id, fullName, email}, the
 * contract's order) and the statement's text (cached or not) joined, never parsed.
 */
export async function clientDashboardJson(db: Db, actor: DashboardUser, companyId?: string, opts: { fresh?: boolean } = {}): Promise<string> {
  const body = await dashboardBody(db, actor.id, companyId, opts);
  const user = JSON.stringify({ id: actor.id, fullName: actor.fullName, email: actor.email });
  return `{"dashboard":{"user":${user},${body.slice(1)}}`;
}

/** The client's dashboard as an object (the admin's view of a company's dashboard): the same answer, parsed. */
export async function getClientDashboard(db: Db, actor: DashboardUser, companyId?: string, opts: { fresh?: boolean } = {}): Promise<ClientDashboard> {
  const body = await dashboardBody(db, actor.id, companyId, opts);
  return { user: { id: actor.id, fullName: actor.fullName, email: actor.email }, ...(JSON.parse(body) as Omit<ClientDashboard, 'user'>) };
}
