import type {
  ChatAgent,
  Insight,
  InsightsResponse,
  StatusStep,
  StatusSummary,
} from '@quayside/contract/client-area';
import { TASK_AWAITING_APPROVAL, TASK_PENDING_REVIEW } from '@quayside/contract/client-area';
import { INCORPORATION_STATUSES, INCORPORATION_STATUS_LABELS, type IncorporationStatus } from '@quayside/contract/companies';
import { clientMessages } from '@quayside/contract/messages';
import { ROLE_LABELS, normalizeRole } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { todayUtc } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { approverLinksOf, preparersOfUser } from '../assignments/assignments.service';
import { getUserRefs, type Actor } from '../auth/auth.service';
import { listCalendar, listCompanyEntries, toCalendarEntry } from '../calendar/calendar.service';
import {
  incorporationStatusHistory,
  listOwnedCompanies,
  resolveOwnedCompany,
  type CompanyRow,
} from '../companies/companies.service';
import { listRejectedDocumentFacts } from '../documents/documents.service';
import { latestRecommendation } from '../insights/insights.service';
import { listInvoicesForUser } from '../invoices/invoices.service';
import { listOpenTaskFacts, listOpenTasks } from '../tasks/tasks.service';
import { countUnacknowledgedActions, listActions } from '../actions/actions.service';

/**
 * The client home: the read models of the client area (status summary, insights, chat agents), composed from the
 * owners' services. This module owns no tables.
 */
type Deps = { db: Db; storage: Storage };

/* ------------------------------------------------------------------ which company */

/** The client's live companies, newest first. */
export const clientCompanies = listOwnedCompanies;

/** The client's dashboard read model (also the admin's preview of a company as its client sees it). */
export { getClientDashboard } from './client.dashboard';

/**
 * The company a client-area call is about: the one asked for (404 unless the client may see it) or the client's
 * newest. Null when the client has no company yet.
 */
export const resolveClientCompany = resolveOwnedCompany;

export async function requireClientCompany(db: Db, actor: Actor, companyId?: string): Promise<CompanyRow> {
  const company = await resolveClientCompany(db, actor, companyId);
  if (!company) throw new AppError('NOT_FOUND', clientMessages.errors.noCompany);
  return company;
}

/* ------------------------------------------------------------------ action centre */

/** GET /api/client/actions: the client's actions and open tasks (of one company when asked: 404 if not theirs). */
export async function getActionCentre(db: Db, actor: Actor, companyId?: string) {
  if (companyId) await resolveClientCompany(db, actor, companyId);
  const [actions, tasks, unacknowledgedCount] = await Promise.all([
    listActions(db, actor.id, { companyId }),
    listOpenTasks(db, actor.id, { companyId, limit: 20 }),
    countUnacknowledgedActions(db, actor.id),
  ]);
  return { actions, tasks, unacknowledgedCount };
}

/* ------------------------------------------------------------------ chat agents */

/**
 * The staff a client can talk to: the preparers assigned to them (directly, and on each of their companies),
 * then the approvers above those preparers.
 */
export async function listChatAgents(db: Db, userId: string): Promise<ChatAgent[]> {
  const [assigned, onCompanies] = await Promise.all([preparersOfUser(db, userId, 'preparer_client'), listOwnedCompanies(db, userId)]);
  const preparerIds = [...new Set([...assigned, ...onCompanies.map((c) => c.preparerId)].filter((v): v is string => !!v))];
  if (preparerIds.length === 0) return [];
  const approverLinks = await approverLinksOf(db, preparerIds);
  const approverIds = [...new Set(approverLinks.map((l) => l.approverId))].filter((id) => !preparerIds.includes(id));
  const people = await getUserRefs(db, [...preparerIds, ...approverIds]);
  const live = people.filter((p) => !p.isDeleted && !p.isBlocked);
  const directly = new Set(assigned);
  const agentFor = (p: (typeof live)[number], title: string): ChatAgent => ({ id: p.id, fullName: p.fullName, role: normalizeRole(p.role), email: p.email, title });
  const preparers = preparerIds.flatMap((id) => {
    const p = live.find((x) => x.id === id);
    if (!p) return [];
    const companiesOf = onCompanies.filter((c) => c.preparerId === id).map((c) => c.name);
    const title = directly.has(id) || companiesOf.length === 0 ? 'Your preparer' : `Preparer for ${companiesOf.join(', ')}`;
    return [agentFor(p, title)];
  });
  const approvers = approverIds.flatMap((id) => {
    const p = live.find((x) => x.id === id);
    return p ? [agentFor(p, `Reviewing ${ROLE_LABELS.approver.toLowerCase()}`)] : [];
  });
  return [...preparers, ...approvers];
}

/* ------------------------------------------------------------------ status summary */

const INCORPORATION_PATH: IncorporationStatus[] = INCORPORATION_STATUSES.filter((s) => s !== 'rejected');
const STEP_DESCRIPTIONS: Record<IncorporationStatus, string> = {
  pending: 'We have your application and payment.',
  documents_requested: 'Upload the documents your preparer asks for.',
  kyc_review: 'We verify the identity of directors and shareholders.',
  name_reserved: 'The company name is reserved with the registry.',
  filed: 'The incorporation is filed with the registry.',
  incorporated: 'The company is registered.',
  rejected: 'The application was not accepted.',
};

/**
 * Where the company stands: the incorporation path (each step with the date it was reached, from the company
 * activity log) and then the obligations of the current compliance period.
 */
export async function getStatusSummary(db: Db, company: CompanyRow): Promise<StatusSummary> {
  const today = todayUtc();
  const [history, entries] = await Promise.all([incorporationStatusHistory(db, company.id), listCompanyEntries(db, company.id)]);
  const reachedOn = new Map<string, string>();
  reachedOn.set('pending', company.createdAt.toISOString().slice(0, 10));
  for (const h of history) {
    const changed = (h.details as { changed?: { incorporationStatus?: { to?: unknown } } }).changed;
    const to = changed?.incorporationStatus?.to;
    if (typeof to === 'string' && !reachedOn.has(to)) reachedOn.set(to, h.createdAt.toISOString().slice(0, 10));
  }
  if (company.incorporationDate) reachedOn.set('incorporated', company.incorporationDate);

  const status = company.incorporationStatus as IncorporationStatus;
  const rejected = status === 'rejected';
  // On rejection, the path stops after the furthest step reached.
  const currentIndex = rejected
    ? Math.max(0, ...INCORPORATION_PATH.map((s, i) => (reachedOn.has(s) ? i : 0)))
    : Math.max(0, INCORPORATION_PATH.indexOf(status));
  const steps: StatusStep[] = INCORPORATION_PATH.map((key, i) => {
    const done = i < currentIndex || (key === 'incorporated' && status === 'incorporated');
    const state = done ? 'done' : i === currentIndex ? (rejected ? 'blocked' : 'current') : 'upcoming';
    return {
      key: `incorporation.${key}`,
      label: INCORPORATION_STATUS_LABELS[key],
      state,
      date: state === 'upcoming' ? null : (reachedOn.get(key) ?? null),
      description: state === 'blocked' ? (company.statusRemarks ?? STEP_DESCRIPTIONS.rejected) : STEP_DESCRIPTIONS[key],
    };
  });

  // Compliance: the period of the next open obligation (else the latest period), each obligation a step.
  const open = entries.filter((e) => e.state === 'open');
  const nextOpen = open[0] ?? null;
  const period = nextOpen?.periodEnd ?? entries[entries.length - 1]?.periodEnd ?? null;
  const periodEntries = entries.filter((e) => (period ? e.periodEnd === period : false) || (e.state === 'open' && e.dueDate < today));
  let currentMarked = false;
  for (const e of periodEntries) {
    const view = toCalendarEntry(e, today);
    let state: StatusStep['state'];
    if (e.state !== 'open') state = 'done';
    else if (!currentMarked) {
      state = 'current';
      currentMarked = true;
    } else state = 'upcoming';
    steps.push({
      key: `compliance.${e.ruleCode ?? e.id}.${e.periodEnd ?? ''}`,
      label: e.title,
      state,
      date: e.state === 'open' ? e.dueDate : (e.completedAt?.toISOString().slice(0, 10) ?? e.dueDate),
      description: view.status === 'overdue' ? `Overdue since ${e.dueDate}. ${e.description ?? ''}`.trim() : e.description,
    });
  }
  const overdue = open.filter((e) => e.dueDate < today).length;
  const dueSoon = open.filter((e) => e.dueDate >= today && toCalendarEntry(e, today).status === 'due_soon').length;
  return {
    companyId: company.id,
    companyName: company.name,
    status: company.status,
    incorporationStatus: company.incorporationStatus,
    statusRemarks: company.statusRemarks,
    updatedAt: company.updatedAt.toISOString(),
    steps,
    compliance: { nextDue: nextOpen ? toCalendarEntry(nextOpen, today) : null, overdue, dueSoon },
  };
}

/* ------------------------------------------------------------------ dashboard */

/* ------------------------------------------------------------------ insights */

/**
 * GET /api/client/insights: the staff's latest recommendation to the client, and insights drawn from the
 * client's own records (deadlines, rejected documents, tasks sent back or overdue, unpaid invoices, progress).
 */
export async function getInsights(deps: Deps, actor: Actor, company: CompanyRow | null): Promise<InsightsResponse> {
  const { db } = deps;
  const today = todayUtc();
  const now = new Date().toISOString();
  const [recommendation, rejectedDocs, taskRows, calendar, unpaid] = await Promise.all([
    latestRecommendation(deps, actor.id),
    listRejectedDocumentFacts(db, actor.id, 20),
    listOpenTaskFacts(db, actor.id, 100),
    company ? listCalendar(db, company.id, { openOnly: true, limit: 50 }) : Promise.resolve([]),
    listInvoicesForUser(db, { userId: actor.id, status: 'issued', limit: 20 }),
  ]);

  const items: Insight[] = [];
  const overdue = calendar.filter((e) => e.status === 'overdue');
  if (overdue.length > 0 && overdue[0]) {
    items.push({
      id: `deadline-overdue:${company?.id ?? ''}`,
      kind: 'deadline',
      severity: 'critical',
      title: overdue.length === 1 ? 'A compliance deadline has passed' : `${overdue.length} compliance deadlines have passed`,
      message: `${overdue[0].title} was due on ${overdue[0].dueDate}. Late filing can bring penalties: talk to your preparer today.`,
      link: '/dashboard/client/calendar',
      createdAt: now,
    });
  }
  for (const e of calendar.filter((x) => x.status === 'due_soon').slice(0, 3)) {
    items.push({
      id: `deadline-soon:${e.id}`,
      kind: 'deadline',
      severity: 'warning',
      title: `${e.title} is due on ${e.dueDate}`,
      message: e.description ?? 'This deadline is less than 30 days away.',
      link: '/dashboard/client/calendar',
      createdAt: now,
    });
  }
  if (rejectedDocs.length > 0 && rejectedDocs[0]) {
    const first = rejectedDocs[0];
    items.push({
      id: `documents-rejected:${first.id}`,
      kind: 'document',
      severity: 'warning',
      title: rejectedDocs.length === 1 ? `"${first.name}" needs a new upload` : `${rejectedDocs.length} documents need a new upload`,
      message: first.reason ? `Reason given: ${first.reason}` : 'Your preparer could not accept it as uploaded.',
      link: first.taskId ? `/dashboard/client/tasks/${first.taskId}` : '/dashboard/client/documents',
      createdAt: first.updatedAt.toISOString(),
    });
  }
  for (const t of taskRows.filter((x) => x.status === 'Rejected').slice(0, 3)) {
    items.push({
      id: `task-changes:${t.id}`,
      kind: 'task',
      severity: 'warning',
      title: `Changes requested on "${t.title}"`,
      message: t.reason ?? 'Your preparer asked for changes.',
      link: `/dashboard/client/tasks/${t.id}`,
      createdAt: t.updatedAt.toISOString(),
    });
  }
  const lateTasks = taskRows.filter((x) => x.dueDate && x.dueDate < today && x.status !== TASK_PENDING_REVIEW && x.status !== TASK_AWAITING_APPROVAL);
  if (lateTasks.length > 0 && lateTasks[0]) {
    items.push({
      id: `tasks-overdue:${lateTasks[0].id}`,
      kind: 'task',
      severity: 'warning',
      title: lateTasks.length === 1 ? `"${lateTasks[0].title}" is overdue` : `${lateTasks.length} tasks are overdue`,
      message: 'Overdue tasks hold up your filings. Complete them or tell your preparer what is missing.',
      link: '/dashboard/client/tasks',
      createdAt: now,
    });
  }
  if (unpaid.invoices.length > 0 && unpaid.invoices[0]) {
    const inv = unpaid.invoices[0];
    items.push({
      id: `invoice-unpaid:${inv.id}`,
      kind: 'invoice',
      severity: inv.dueAt && inv.dueAt.slice(0, 10) < today ? 'warning' : 'info',
      title: unpaid.invoices.length === 1 ? `Invoice ${inv.number} is unpaid` : `${unpaid.invoices.length} invoices are unpaid`,
      message: inv.dueAt ? `Invoice ${inv.number} is due on ${inv.dueAt.slice(0, 10)}.` : `Invoice ${inv.number} is waiting for payment.`,
      link: '/dashboard/client/invoices',
      createdAt: inv.issuedAt,
    });
  }
  if (company && company.incorporationStatus !== 'incorporated') {
    const label = INCORPORATION_STATUS_LABELS[company.incorporationStatus as IncorporationStatus] ?? company.incorporationStatus;
    items.push({
      id: `incorporation:${company.id}`,
      kind: 'compliance',
      severity: company.incorporationStatus === 'rejected' ? 'critical' : 'info',
      title: `${company.name}: ${label}`,
      message: company.statusRemarks ?? STEP_DESCRIPTIONS[company.incorporationStatus as IncorporationStatus] ?? 'Your incorporation is in progress.',
      link: '/dashboard/client',
      createdAt: company.updatedAt.toISOString(),
    });
  }
  const severityRank = { critical: 0, warning: 1, info: 2 } as const;
  items.sort((a, b) => severityRank[a.severity] - severityRank[b.severity]);

  return { recommendation, items };
}
