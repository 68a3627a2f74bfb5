import { sql, type SQL } from 'drizzle-orm';
import type { ClientDashboard, TaskSummary } from '@quayside/contract/client-area';
import { OPEN_TASK_STATUSES, TASK_PENDING_REVIEW, TASK_PRIORITIES, TASK_STATUSES } from '@quayside/contract/client-area';
import type { EditFlags } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { normalizeRole } from '@quayside/contract/roles';
import type { Jurisdiction } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { executePrepared } from '../../lib/prepared';
import type { Actor } from '../../plugins/auth';
import { dashboardCacheOf, type CachedDashboard } from './dashboard.cache';
import { ensureComplianceCalendar, todayUtc, toCalendarEntry } from '../companies/calendar.service';

/**
 * GET /api/client/dashboard in ONE statement: the client's companies, the chosen one, every count, the next
 * deadlines, the open tasks, the latest notifications and the preparer, assembled as JSON by PostgreSQL. The
 * dashboard is the busiest page of the product; one round trip (plus the token's user lookup) keeps it fast on
 * large data. Each part reads through its own index (see the EXPLAIN test and bench/scenarios/client-dashboard).
 */

/** An instant as ISO-8601 UTC with milliseconds, as every answer carries it. */
const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type Raw = {
  companies: Array<{ id: string; name: string }>;
  company: {
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
    editFlags: EditFlags;
    incorporationDate: string | null;
    financialYearEnd: string;
    complianceSyncedOn: string | null;
    createdAt: string;
    updatedAt: string;
  } | null;
  counts: {
    openTasks: number;
    tasksPendingReview: number;
    documentsPending: number;
    documentsRejected: number;
    unreadNotifications: number;
    unacknowledgedActions: number;
    unpaidInvoices: number;
    overdueDeadlines: number;
  };
  deadlines: Array<{
    id: string;
    companyId: string;
    title: string;
    description: string | null;
    dueDate: string;
    state: 'open' | 'done' | 'not_applicable';
    kind: string;
    source: 'rule' | 'staff';
    reference: string | null;
    periodEnd: string | null;
  }>;
  tasks: Array<{
    id: string;
    title: string;
    description: string | null;
    status: string;
    priority: string;
    category: string | null;
    dueDate: string | null;
    companyId: string | null;
    companyName: string | null;
    byId: string | null;
    byName: string | null;
    requirementsTotal: number;
    requirementsUploaded: number;
    createdAt: string;
    updatedAt: string;
  }>;
  notifications: Array<{ id: string; isRead: boolean; title: string; message: string; type: string; link: string | null; createdAt: string; readAt: string | null }>;
  preparer: { id: string; fullName: string; email: string; role: string } | null;
};

export function dashboardQuery(userId: string, companyId: string | null, today: string): SQL {
  const open = sql.join(OPEN_TASK_STATUSES.map((s) => sql`${s}`), sql`, `);
  const chosen = sql`(select id from chosen)`;
  return sql`
    with owned as (
      select * from companies where owner_id = ${userId} and deleted_at is null
      order by created_at desc, id desc limit 100
    ), chosen as (
      select * from owned where ${companyId}::uuid is null or id = ${companyId}::uuid
      order by created_at desc, id desc limit 1
    )
    select json_build_object(
      'companies', (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name) order by o.created_at desc, o.id desc), '[]'::json) from owned o),
      'company', (select json_build_object(
          'id', c.id, 'name', c.name, 'registrationNumber', c.registration_number, 'jurisdiction', c.jurisdiction,
          'companyType', c.company_type, 'status', c.status, 'incorporationStatus', c.incorporation_status,
          'statusRemarks', c.status_remarks, 'ownerId', c.owner_id, 'preparerId', c.preparer_id,
          'dashboardLocked', c.dashboard_locked, 'editFlags', c.edit_flags, 'incorporationDate', c.incorporation_date,
          'financialYearEnd', c.financial_year_end, 'complianceSyncedOn', c.compliance_synced_on,
          'createdAt', ${iso(sql`c.created_at`)}, 'updatedAt', ${iso(sql`c.updated_at`)}) from chosen c),
      'counts', json_build_object(
        'openTasks', (select count(*) from tasks t where t.user_id = ${userId} and t.deleted_at is null and t.status in (${open})
                        and (${chosen} is null or t.company_id = ${chosen})),
        'tasksPendingReview', (select count(*) from tasks t where t.user_id = ${userId} and t.deleted_at is null and t.status = ${TASK_PENDING_REVIEW}
                        and (${chosen} is null or t.company_id = ${chosen})),
        'documentsPending', (select count(*) from documents d where d.company_id = ${chosen} and d.deleted_at is null and d.status = 'Pending'),
        'documentsRejected', (select count(*) from documents d where d.company_id = ${chosen} and d.deleted_at is null and d.status = 'Rejected'),
        'unreadNotifications', (select count(*) from notifications n where n.user_id = ${userId} and n.is_read = false),
        'unacknowledgedActions', (select count(*) from actions a where a.user_id = ${userId} and a.client_ack = false),
        'unpaidInvoices', (select count(*) from invoices i where i.user_id = ${userId} and i.status = 'issued'),
        'overdueDeadlines', (select count(*) from calendar_entries e where e.company_id = ${chosen} and e.state = 'open' and e.due_date < ${today}::date)
      ),
      'deadlines', (select coalesce(json_agg(x order by x."dueDate", x.id), '[]'::json) from (
          select e.id, e.company_id as "companyId", e.title, e.description, e.due_date as "dueDate", e.state, e.kind, e.source,
                 e.reference, e.period_end as "periodEnd"
          from calendar_entries e where e.company_id = ${chosen} and e.state = 'open'
          order by e.due_date, e.id limit 3) x),
      'tasks', (select coalesce(json_agg(x order by x."dueDate" asc nulls last, x."createdAt" desc, x.id desc), '[]'::json) from (
          select t.id, t.title, t.description, t.status, t.priority, t.category, t.due_date as "dueDate", t.company_id as "companyId",
                 co.name as "companyName", u.id as "byId", u.full_name as "byName",
                 (select count(*) from task_requirements r where r.task_id = t.id) as "requirementsTotal",
                 (select count(*) from task_requirements r where r.task_id = t.id and r.status <> 'Required') as "requirementsUploaded",
                 ${iso(sql`t.created_at`)} as "createdAt", ${iso(sql`t.updated_at`)} as "updatedAt"
          from tasks t
          left join companies co on co.id = t.company_id
          left join users u on u.id = t.created_by_id
          where t.user_id = ${userId} and t.deleted_at is null and t.status in (${open})
            and (${chosen} is null or t.company_id = ${chosen})
          order by t.due_date asc nulls last, t.created_at desc, t.id desc limit 5) x),
      'notifications', (select coalesce(json_agg(x order by x.ts desc, x.id desc), '[]'::json) from (
          select n.id, n.is_read as "isRead", n.title, n.message, n.type, n.link, n.created_at as ts,
                 ${iso(sql`n.created_at`)} as "createdAt", ${iso(sql`n.read_at`)} as "readAt"
          from notifications n where n.user_id = ${userId}
          order by n.created_at desc, n.id desc limit 5) x),
      'preparer', (select json_build_object('id', p.id, 'fullName', p.full_name, 'email', p.email, 'role', p.role)
          from users p
          where p.id = coalesce((select preparer_id from chosen),
                                (select ra.preparer_id from role_assignments ra
                                  where ra.kind = 'preparer_client' and ra.target_id = ${userId}
                                  order by ra.created_at desc limit 1))
            and p.is_deleted = false and p.is_blocked = false)
    ) as dashboard`;
}

async function readDashboard(db: Db, userId: string, companyId: string | null, today: string): Promise<Raw> {
  const rows = await executePrepared<{ dashboard: Raw | string }>(db, 'client_dashboard_v1', dashboardQuery(userId, companyId, today));
  const value = rows[0]?.dashboard;
  if (!value) throw new Error('dashboard query returned nothing');
  return typeof value === 'string' ? (JSON.parse(value) as Raw) : value;
}

const asTaskStatus = (s: string) => (TASK_STATUSES as readonly string[]).includes(s) ? (s as TaskSummary['status']) : 'Pending';
const asPriority = (p: string) => (TASK_PRIORITIES as readonly string[]).includes(p) ? (p as TaskSummary['priority']) : 'normal';

/** The client's dashboard: from this instance's cache when it holds a current copy (dashboard.cache.ts). */
export async function getClientDashboard(db: Db, actor: Actor, companyId?: string): Promise<ClientDashboard> {
  const user = { id: actor.id, fullName: actor.fullName, email: actor.email };
  const today = todayUtc();
  const cache = dashboardCacheOf(db);
  if (!cache) return { user, ...(await buildDashboard(db, actor.id, companyId, today)) };
  const variant = `${today}|${companyId ?? ''}`;
  const body = cache.peek(actor.id, variant) ?? (await cache.load(actor.id, variant, () => buildDashboard(db, actor.id, companyId, today)));
  return { user, ...body };
}

async function buildDashboard(db: Db, userId: string, companyId: string | undefined, today: string): Promise<CachedDashboard> {
  let raw = await readDashboard(db, userId, companyId ?? null, today);
  if (companyId && !raw.company) throw new AppError('NOT_FOUND', companyMessages.errors.notFound);
  // A first sync (or the weekly roll-forward) of the compliance calendar changes the deadlines: read again then.
  if (raw.company && (await ensureComplianceCalendar(db, raw.company))) {
    raw = await readDashboard(db, userId, raw.company.id, today);
  }
  const c = raw.company;
  return {
    company: c
      ? {
          id: c.id,
          companyId: c.id,
          name: c.name,
          registrationNumber: c.registrationNumber,
          jurisdiction: c.jurisdiction as Jurisdiction,
          companyType: c.companyType,
          status: c.status,
          incorporationStatus: c.incorporationStatus,
          statusRemarks: c.statusRemarks,
          ownerId: c.ownerId,
          preparerId: c.preparerId,
          dashboardLocked: c.dashboardLocked,
          editFlags: c.editFlags,
          incorporationDate: c.incorporationDate,
          financialYearEnd: c.financialYearEnd,
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
        }
      : null,
    companies: raw.companies,
    counts: {
      openTasks: Number(raw.counts.openTasks),
      tasksPendingReview: Number(raw.counts.tasksPendingReview),
      documentsPending: Number(raw.counts.documentsPending),
      documentsRejected: Number(raw.counts.documentsRejected),
      unreadNotifications: Number(raw.counts.unreadNotifications),
      unacknowledgedActions: Number(raw.counts.unacknowledgedActions),
      unpaidInvoices: Number(raw.counts.unpaidInvoices),
      overdueDeadlines: Number(raw.counts.overdueDeadlines),
    },
    nextDeadlines: raw.deadlines.map((e) =>
      toCalendarEntry(
        { ...e, completedAt: null, ruleCode: null, completedById: null, createdById: null, createdAt: new Date(0), updatedAt: new Date(0) },
        today,
      ),
    ),
    openTasks: raw.tasks.map((t) => {
      const status = asTaskStatus(t.status);
      return {
        id: t.id,
        title: t.title,
        description: t.description,
        status,
        priority: asPriority(t.priority),
        category: t.category,
        dueDate: t.dueDate,
        isOverdue: !!t.dueDate && t.dueDate < today && OPEN_TASK_STATUSES.includes(status),
        companyId: t.companyId,
        companyName: t.companyName,
        assignedBy: t.byId && t.byName ? { id: t.byId, fullName: t.byName } : null,
        requirementsTotal: Number(t.requirementsTotal),
        requirementsUploaded: Number(t.requirementsUploaded),
        createdAt: t.createdAt,
        updatedAt: t.updatedAt,
      };
    }),
    recentNotifications: raw.notifications.map((n) => ({
      id: n.id,
      isRead: n.isRead,
      title: n.title,
      message: n.message,
      type: n.type,
      link: n.link,
      createdAt: n.createdAt,
      readAt: n.readAt,
    })),
    preparer: raw.preparer
      ? { id: raw.preparer.id, fullName: raw.preparer.fullName, email: raw.preparer.email, role: normalizeRole(raw.preparer.role), title: 'Your preparer' }
      : null,
  };
}
