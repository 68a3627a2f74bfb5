import { and, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_TASK_STATUSES, TASK_STATUSES, type Document, type Notification, type Recommendation, type Task, type TaskStatus, type TaskSummary } from '@quayside/contract/client-area';
import { addDays, calendarStatus } from '@quayside/contract/compliance-rules';
import { preparerMessages } from '@quayside/contract/messages';
import type {
  AssignedTasksQuery,
  AssignedTasksResponse,
  AssignedUsersQuery,
  AssignedUsersResponse,
  AssignTaskBody,
  KycRecord,
  NotifyClientBody,
  PreparerDashboard,
  RecordKycBody,
  UpdateTaskBody,
  UserTasksQuery,
  UserTasksResponse,
  VerifyDocumentBody,
} from '@quayside/contract/preparer';
import type { CalendarAction } from '@quayside/contract/admin-comms';
import type { UpdateCalendarEntryBody } from '@quayside/contract/calendar';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { executePrepared, runShapesTogether } from '../../lib/prepared';
import type { UploadedPart } from '../../lib/multipart';
import type { Storage } from '../../lib/storage';
import { todayUtc } from '../../lib/dates';
import { decide, defaultForbidden, listScopeOf, type AccessContext, type AccessRecord, type Verb } from '../access/access.service';
import { updateCalendarAction } from '../admin-comms/admin-comms.service';
import { assignedTargetsOfOneSql, assignedTargetsSql } from '../assignments/assignments.service';
import { writeAudit } from '../audit/audit.service';
import {
  getUserRef,
  listNriUsersPage,
  nriUsersOfArrays,
  nriUsersPart,
  peopleSql,
  userMatchesSql,
  userNameSql,
  userSearchPattern,
  ownerMatchesTermSql,
  type Actor,
  type UserRef,
} from '../auth/auth.service';
import { calendarKindOf, calendarRowsSql, deadlineKeysSql } from '../calendar/calendar.service';
import { createCompanyTask } from '../company-preparer/company-preparer.service';
import {
  companyInScopeSql,
  companyNameMatchesSql,
  companyNameSql,
  companiesOfArrays,
  getCompanyForActor,
  listScopedCompanies,
  onePreparerCompaniesPart,
  ownedCompanyInScope,
  scopedCompaniesSql,
  type PreparerScope,
  type RequestMeta,
} from '../companies/companies.service';
import { documentRowsSql, reviewDocument, waitingDocumentKeysSql } from '../documents/documents.service';
import { saveRecommendationVersion } from '../insights/insights.service';
import { listKycRecords, recordKycCheck } from '../kyc/kyc.service';
import { staffDashboardCacheOf } from './dashboard.cache';
import { returnedRequestsOf } from '../approvals/approvals.service';
import { createNotification, toNotification } from '../notifications/notifications.service';
import {
  cancelTaskAsStaff,
  listStaffTasks,
  listUserTasksInScope,
  openTaskCountSql,
  openTasksByStatusJsonSql,
  updateTaskAsStaff,
  type TaskCondition,
} from '../tasks/tasks.service';

/**
 * The preparer's calls (part 2 section 7, /api/preparer/*): an audience module, owning no tables. It composes the
 * owners' services and read-model fragments (companies, assignments, auth, tasks, documents, calendar, insights,
 * notifications, kyc) and asks the access module about every record.
 *
 * Scope: a preparer reaches their companies (companies.preparer_id) and the clients assigned to them
 * (preparer_client / preparer_nri); an approver reads what the preparers under them reach; an admin reaches the
 * whole platform (the dashboard and lists are then platform-wide, not a 403). A record out of reach answers 404.
 */

type Deps = { db: Db; storage: Storage };

const clientNotFound = () => new AppError('NOT_FOUND', preparerMessages.errors.clientNotFound);

/* ------------------------------------------------------------------ scope */

type StaffScope = { view: PreparerDashboard['view']; preparerIds: PreparerScope };

/** Whose work the actor sees, from the access module's list scope. */
async function staffScopeOf(db: Db, actor: Actor, ctx: AccessContext = {}): Promise<StaffScope> {
  const scope = await listScopeOf(db, actor, ctx);
  const view = actor.role === 'admin' ? 'admin' : actor.role === 'approver' ? 'approver' : 'preparer';
  switch (scope.kind) {
    case 'all':
      return { view, preparerIds: null };
    case 'preparers':
      return { view, preparerIds: scope.preparerIds };
    case 'none':
      return { view, preparerIds: [] };
    default:
      // A client's own scope is not staff work (the routes refuse clients before this).
      throw defaultForbidden(actor, 'read');
  }
}

/**
 * A task condition keeping the tasks of the companies in scope (every task for the admin): the task's preparer is
 * one of them (its preparer follows the company's: the work queue walks tasks_preparer_due_idx) and its company is
 * still theirs (what the access module decides for each task).
 */
const tasksOfScope =
  (preparerIds: PreparerScope): TaskCondition =>
  (t) => {
    if (preparerIds === null) return undefined;
    if (preparerIds.length === 0) return sql`false`;
    return and(sql`${t.preparerId} in (${sql.join(preparerIds.map((id) => sql`${id}::uuid`), sql`, `)})`, companyInScopeSql(t.companyId, preparerIds));
  };

/**
 * The client (or NRI client) `userId` if the actor may do `verb` to them: directly (an admin; a preparer they are
 * assigned to; the approver above), or through a company of theirs the actor reaches (its preparer, the approver
 * above). Anyone else, staff accounts and unknown ids: 404.
 */
async function reachClient(
  db: Db,
  actor: Actor,
  userId: string,
  kind: 'user' | 'insight',
  verb: Verb,
): Promise<{ user: UserRef; companyId: string | null; direct: boolean; preparerIds: PreparerScope }> {
  const user = await getUserRef(db, userId);
  if (!user || user.isDeleted || (user.role !== 'client' && user.role !== 'nri_client')) throw clientNotFound();
  const ctx: AccessContext = {};
  const { preparerIds } = await staffScopeOf(db, actor, ctx);
  const direct: AccessRecord =
    kind === 'user' ? { kind: 'user', userId: user.id, role: user.role } : { kind: 'insight', ownerId: user.id, company: null, ownerRole: user.role };
  let decision = await decide(db, actor, verb, direct, ctx);
  if (decision === 'allowed') return { user, companyId: null, direct: true, preparerIds };
  if (decision === 'hidden') {
    const company = await ownedCompanyInScope(db, user.id, preparerIds);
    if (company) {
      const ref = { ownerId: company.ownerId, preparerId: company.preparerId, dashboardLocked: company.dashboardLocked };
      const viaCompany: AccessRecord = kind === 'user' ? { kind: 'company', ...ref } : { kind: 'insight', ownerId: user.id, company: ref, ownerRole: user.role };
      decision = await decide(db, actor, verb, viaCompany, ctx);
      if (decision === 'allowed') return { user, companyId: company.id, direct: false, preparerIds };
    }
  }
  if (decision === 'hidden') throw clientNotFound();
  throw defaultForbidden(actor, verb);
}

/* ------------------------------------------------------------------ dashboard */

/** An instant as ISO-8601 UTC with milliseconds, as every answer carries it. */
const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type RawDashboard = {
  clientsCount: number | string;
  clients: Array<{ id: string; fullName: string; email: string; companies: number | string }>;
  companiesCount: number | string;
  tasksByStatus: Record<string, { n: number; overdue: number }>;
  documentsCount: number | string;
  documents: Array<{ id: string; name: string; companyId: string | null; companyName: string | null; ownerId: string; ownerName: string | null; taskId: string | null; uploadedAt: string }>;
  deadlinesCount: number | string;
  deadlines: Array<{ id: string; companyId: string; companyName: string | null; title: string; dueDate: string; state: 'open' | 'done' | 'not_applicable'; kind: string }>;
};

/**
 * The dashboard in one statement: the companies in scope (a CTE from the companies module, read from
 * companies_preparer_owner_idx), the clients reached (their owners and the clients assigned: one pass over users),
 * the keys of the waiting documents and the coming deadlines (each from its owner's index alone, once), counted,
 * and the rows of only the oldest or soonest read; the open tasks by status from tasks_preparer_status_idx.
 */
export function preparerDashboardQuery(preparerIds: PreparerScope, today: string, to: string): SQL {
  const companyIds = preparerIds === null ? null : sql`select id from scope_companies`;
  return sql`
    with scope_companies as (${scopedCompaniesSql(preparerIds)}),
    clients as (${peopleSql(sql`select owner_id from scope_companies where owner_id is not null union ${assignedTargetsSql('preparer_client', preparerIds)} union ${assignedTargetsSql('preparer_nri', preparerIds)}`)}),
    waiting as (${waitingDocumentKeysSql(companyIds, preparerIds === null ? null : assignedTargetsSql('preparer_nri', preparerIds))}),
    deadlines as (${deadlineKeysSql(companyIds, today, to)})
    select json_build_object(
      'clientsCount', (select count(*) from clients),
      'clients', (select coalesce(json_agg(x order by x."fullName", x.id), '[]'::json) from (
        select c.id, c.full_name as "fullName", c.email, (select count(*) from scope_companies sc where sc.owner_id = c.id) as companies
        from clients c order by c.full_name, c.id limit 10) x),
      'companiesCount', (select count(*) from scope_companies),
      'tasksByStatus', ${openTasksByStatusJsonSql(preparerIds, today)},
      'documentsCount', (select count(*) from waiting),
      'documents', (select coalesce(json_agg(x order by x.at, x.id), '[]'::json) from (
        select w.id, w.name, w.company_id as "companyId", ${companyNameSql(sql`w.company_id`)} as "companyName", w.owner_id as "ownerId",
               ${userNameSql(sql`w.owner_id`)} as "ownerName", w.task_id as "taskId", ${iso(sql`w.created_at`)} as "uploadedAt", w.created_at as at
        from (${documentRowsSql(sql`select id from waiting order by created_at, id limit 10`)}) w) x),
      'deadlinesCount', (select count(*) from deadlines),
      'deadlines', (select coalesce(json_agg(x order by x."dueDate", x.id), '[]'::json) from (
        select e.id, e.company_id as "companyId", ${companyNameSql(sql`e.company_id`)} as "companyName", e.title,
               to_char(e.due_date, 'YYYY-MM-DD') as "dueDate", e.state, e.kind
        from (${calendarRowsSql(sql`select id from deadlines order by due_date, id limit 20`)}) e) x)
    ) as dashboard`;
}

/** GET /api/preparer/dashboard: from this instance's short-lived copy when there is one (dashboard.cache.ts). */
export async function getPreparerDashboard(db: Db, actor: Actor): Promise<PreparerDashboard> {
  const cache = staffDashboardCacheOf(db);
  if (!cache) return buildPreparerDashboard(db, actor);
  return cache.get(actor.id, todayUtc(), () => buildPreparerDashboard(db, actor));
}

async function buildPreparerDashboard(db: Db, actor: Actor): Promise<PreparerDashboard> {
  const { view, preparerIds } = await staffScopeOf(db, actor);
  const today = todayUtc();
  const to = addDays(today, 30);
  const shape = preparerIds === null ? 'all' : `p${preparerIds.length}`;
  const [rows, returnedByApprover] = await Promise.all([
    executePrepared<{ dashboard: RawDashboard | string }>(db, `preparer_dashboard_v1_${shape}`, preparerDashboardQuery(preparerIds, today, to)),
    returnedRequestsOf(db, preparerIds, 10),
  ]);
  const value = rows[0]?.dashboard;
  if (!value) throw new Error('dashboard query returned nothing');
  const raw = typeof value === 'string' ? (JSON.parse(value) as RawDashboard) : value;
  const open = TASK_STATUSES.filter((s) => OPEN_TASK_STATUSES.includes(s));
  const byStatus = open.map((status: TaskStatus) => ({ status, count: Number(raw.tasksByStatus[status]?.n ?? 0) }));
  const overdue = open.reduce((n, status) => n + Number(raw.tasksByStatus[status]?.overdue ?? 0), 0);
  return {
    view,
    assignedClients: {
      count: Number(raw.clientsCount),
      items: raw.clients.map((c) => ({ id: c.id, fullName: c.fullName, email: c.email, companies: Number(c.companies) })),
    },
    companiesCount: Number(raw.companiesCount),
    openTasks: { total: byStatus.reduce((n, s) => n + s.count, 0), overdue, byStatus },
    documentsAwaitingVerification: {
      count: Number(raw.documentsCount),
      items: raw.documents.map((d) => ({ id: d.id, name: d.name, companyId: d.companyId, companyName: d.companyName, ownerId: d.ownerId, ownerName: d.ownerName, taskId: d.taskId, uploadedAt: d.uploadedAt })),
    },
    upcomingDeadlines: {
      from: today,
      to,
      count: Number(raw.deadlinesCount),
      items: raw.deadlines.map((d) => ({
        id: d.id,
        companyId: d.companyId,
        companyName: d.companyName,
        title: d.title,
        dueDate: d.dueDate,
        status: calendarStatus({ dueDate: d.dueDate, state: d.state }, today),
        kind: calendarKindOf(d.kind),
      })),
    },
    // Work the approvers returned and the preparer has not sent again (the approvals module's).
    returnedByApprover,
  };
}

/* ------------------------------------------------------------------ assigned users */

/** GET /api/preparer/assigned-users: the companies in scope and the NRI users assigned, each list paged on its own. */
const companyOpenTasks = (companyId: SQL) => openTaskCountSql('company', companyId);
const userOpenTasks = (userId: SQL) => openTaskCountSql('user', userId);
// One preparer's NRI users: the preparer's id a placeholder the planner does not see (see companies.staff.ts, `opaque`).
const oneNriScope = (userId: SQL) => sql`${userId} in (${assignedTargetsOfOneSql('preparer_nri', sql`(select ${sql.placeholder('preparerId')}::uuid)`)})`;

/**
 * One preparer's companies page and NRI page (the common call) as ONE prepared statement (runShapesTogether): one
 * round trip on one pooled connection instead of two, and rows read without Drizzle's per-field mapping (a list
 * left out is no part of it). The same
 * SQL per list as when they run apart; null where the database is not a pg pool.
 */
async function bothPagesOfOne(db: Db, preparerId: string, term: string | undefined, query: AssignedUsersQuery) {
  const companiesPart = onePreparerCompaniesPart(db, {
    preparerIds: [preparerId],
    preparerId,
    term,
    ownerMatch: ownerMatchesTermSql,
    openTasks: companyOpenTasks,
    cursor: query.cursorCompany,
    take: query.takeCompanies,
  });
  const nriPart = nriUsersPart(db, {
    scope: oneNriScope,
    shape: { name: 'preparer', values: { preparerId } },
    openTasks: userOpenTasks,
    term,
    cursor: query.cursorNri,
    take: query.takeNris,
  });
  // A list left out is no branch of the statement (the list with the other alone: still read without Drizzle's mapping).
  const withCompanies = query.includeCompanies !== false;
  const withNri = query.includeNri !== false;
  const parts = [...(withCompanies ? [companiesPart] : []), ...(withNri ? [nriPart] : [])];
  const rows = await runShapesTogether(
    db,
    `assigned-users:${withCompanies ? companiesPart.key : '-'}|${withNri ? nriPart.key : '-'}`,
    () => parts.map((p) => p.build()),
    parts.map((p) => p.values),
  );
  if (!rows) return null;
  const empty = { rows: [], nextCursor: null };
  return [
    withCompanies ? companiesOfArrays(rows[0] ?? [], query.takeCompanies) : empty,
    withNri ? nriUsersOfArrays(rows[withCompanies ? 1 : 0] ?? [], query.takeNris) : empty,
  ] as const;
}

export async function getAssignedUsers(db: Db, actor: Actor, query: AssignedUsersQuery): Promise<AssignedUsersResponse> {
  const { preparerIds } = await staffScopeOf(db, actor);
  const term = query.q?.trim() || undefined;
  const empty = { rows: [], nextCursor: null };
  const single = preparerIds?.length === 1 ? preparerIds[0] : undefined;
  const together = single && (query.includeCompanies !== false || query.includeNri !== false) ? await bothPagesOfOne(db, single, term, query) : null;
  // Else two statements side by side, each answering its page with owners and open-task counts.
  const [companyPage, nriPage] = together ?? await Promise.all([
    query.includeCompanies === false
      ? empty
      : listScopedCompanies(db, {
          preparerIds,
          term,
          ownerMatch: ownerMatchesTermSql,
          openTasks: (companyId) => openTaskCountSql('company', companyId),
          cursor: query.cursorCompany,
          take: query.takeCompanies,
        }),
    query.includeNri === false
      ? empty
      : listNriUsersPage(db, {
          // One preparer's list (the common call) is prepared, the preparer's id a placeholder the planner does not
          // see (so PostgreSQL keeps a generic plan, as for the companies: companies.staff.ts, `opaque`).
          ...(preparerIds?.length === 1 && preparerIds[0]
            ? {
                scope: (userId: SQL) => sql`${userId} in (${assignedTargetsOfOneSql('preparer_nri', sql`(select ${sql.placeholder('preparerId')}::uuid)`)})`,
                shape: { name: 'preparer', values: { preparerId: preparerIds[0] } },
              }
            : { scope: preparerIds === null ? undefined : (userId: SQL) => sql`${userId} in (${assignedTargetsSql('preparer_nri', preparerIds)})` }),
          openTasks: (userId) => openTaskCountSql('user', userId),
          term,
          cursor: query.cursorNri,
          take: query.takeNris,
        }),
  ]);
  return {
    companies: companyPage.rows.map((c) => ({
      id: c.id,
      name: c.name,
      // A held number is the firm's to resolve and is never shown.
      registrationNumber: c.registrationHeld ? null : c.registrationNumber,
      jurisdiction: c.jurisdiction,
      status: c.status,
      incorporationStatus: c.incorporationStatus,
      owner: c.ownerId && c.ownerName !== null && c.ownerEmail !== null ? { id: c.ownerId, fullName: c.ownerName, email: c.ownerEmail } : null,
      preparerId: c.preparerId,
      openTasks: c.openTasks,
      createdAt: c.createdAt.toISOString(),
    })),
    nris: nriPage.rows.map((u) => ({
      id: u.id,
      fullName: u.fullName,
      email: u.email,
      isSuspended: u.isSuspended,
      openTasks: u.openTasks,
      createdAt: u.createdAt.toISOString(),
    })),
    pageInfo: {
      companies: { nextCursor: companyPage.nextCursor, hasMore: companyPage.nextCursor !== null },
      nris: { nextCursor: nriPage.nextCursor, hasMore: nriPage.nextCursor !== null },
    },
  };
}

/* ------------------------------------------------------------------ KYC */

/** POST /api/preparer/kyc/{id} */
export function recordKyc(db: Db, actor: Actor, companyId: string, body: RecordKycBody, meta: RequestMeta = {}): Promise<KycRecord> {
  return recordKycCheck(db, actor, companyId, body, meta);
}

/** GET /api/preparer/kyc/{id} */
export function getKycRecords(db: Db, actor: Actor, companyId: string): Promise<KycRecord[]> {
  return listKycRecords(db, actor, companyId);
}

/* ------------------------------------------------------------------ recommendations, notifications, calendar */

/** PUT /api/preparer/recommendations/{id}: a new version of the client's recommendation (the insights module's save). */
export async function saveClientRecommendation(
  deps: Deps,
  actor: Actor,
  userId: string,
  input: { content: string; keepFileIds: string[]; files: UploadedPart[] },
  meta: RequestMeta = {},
): Promise<Recommendation> {
  const { user, companyId } = await reachClient(deps.db, actor, userId, 'insight', 'manage');
  return saveRecommendationVersion(deps, actor, user, { ...input, companyId }, meta);
}

/** POST /api/preparer/notify/{id}: an in-app notification to the client (audit row). */
export async function notifyClient(db: Db, actor: Actor, userId: string, body: NotifyClientBody, meta: RequestMeta = {}): Promise<Notification> {
  const { user } = await reachClient(db, actor, userId, 'user', 'manage');
  const row = await db.transaction(async (tx) => {
    const created = await createNotification(tx, {
      userId: user.id,
      type: 'system',
      title: body.title,
      message: body.message,
      link: user.role === 'client' ? '/dashboard/client/notifications' : null,
    });
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'notification.sent',
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip ?? null,
      meta: { notificationId: created.id, title: body.title },
    });
    return created;
  });
  return toNotification(row);
}

/** PUT /api/preparer/calendar/{id}: as the admin's calendar action update (companies checks access: 404 out of reach). */
export function updateCalendarEntryAsStaff(db: Db, actor: Actor, entryId: string, body: UpdateCalendarEntryBody): Promise<CalendarAction> {
  return updateCalendarAction(db, actor, entryId, body);
}

/* ------------------------------------------------------------------ documents */

/** PUT /api/preparer/verify-document/{id}: the documents module's one review (the admin's approve/reject too). */
export function verifyDocument(deps: Deps, actor: Actor, documentId: string, body: VerifyDocumentBody, meta: RequestMeta = {}): Promise<Document> {
  return reviewDocument(deps, actor, documentId, body.status === 'Approved' ? { approve: true } : { approve: false, reason: body.reason ?? '' }, meta);
}

/* ------------------------------------------------------------------ tasks */

/** POST /api/preparer/assign-task: the company preparer's task creation. */
export function assignTask(db: Db, actor: Actor, body: AssignTaskBody, meta: RequestMeta = {}): Promise<Task> {
  const { companyId, ...task } = body;
  return createCompanyTask(db, actor, companyId, task, meta);
}

/** GET /api/preparer/assigned-tasks: the work queue of the tasks in scope. */
export async function getAssignedTasks(db: Db, actor: Actor, query: AssignedTasksQuery): Promise<AssignedTasksResponse> {
  const { preparerIds } = await staffScopeOf(db, actor);
  if (query.companyId) await getCompanyForActor(db, query.companyId, actor, 'read');
  const term = query.q?.trim();
  const pattern = term ? userSearchPattern(term) : null;
  const search: TaskCondition | undefined = pattern
    ? (t) => or(sql`lower(${t.title}) like ${pattern}`, companyNameMatchesSql(t.companyId, pattern), userMatchesSql(t.userId, pattern))
    : undefined;
  const page = await listStaffTasks(db, {
    scope: tasksOfScope(preparerIds),
    search,
    status: query.status,
    includeClosed: query.includeClosed,
    companyId: query.companyId,
    dueBefore: query.dueBefore,
    cursor: query.cursor,
    limit: query.limit,
  });
  return { ...page, hasMore: page.nextCursor !== null };
}

/** PUT /api/preparer/task/{id} */
export function updateTask(db: Db, actor: Actor, taskId: string, body: UpdateTaskBody, meta: RequestMeta = {}): Promise<Task> {
  return updateTaskAsStaff(db, actor, taskId, body, meta);
}

/** DELETE /api/preparer/task/{id}: a soft cancel (Cancelled, history kept). */
export function cancelTask(db: Db, actor: Actor, taskId: string, meta: RequestMeta = {}): Promise<Task> {
  return cancelTaskAsStaff(db, actor, taskId, meta);
}

/**
 * GET /api/preparer/tasks/user/{id}: the client's tasks of the companies in the actor's reach, and (when the actor
 * reaches the client directly) their tasks with no company.
 */
export async function getUserTasks(db: Db, actor: Actor, userId: string, query: UserTasksQuery): Promise<UserTasksResponse> {
  const { user, direct, preparerIds } = await reachClient(db, actor, userId, 'user', 'read');
  if (query.companyId) await getCompanyForActor(db, query.companyId, actor, 'read');
  const scope: TaskCondition = (t) => {
    const inScope = companyInScopeSql(t.companyId, preparerIds);
    if (!inScope) return undefined;
    return direct ? or(inScope, sql`${t.companyId} is null`) : inScope;
  };
  const page: { items: TaskSummary[]; nextCursor: string | null } = await listUserTasksInScope(db, user.id, scope, query);
  return { user: { id: user.id, fullName: user.fullName, email: user.email }, ...page };
}
