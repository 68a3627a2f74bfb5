import type { Action, Document, Task, TaskDetailResponse } from '@quayside/contract/client-area';
import type { CalendarEntry, CalendarQuery } from '@quayside/contract/calendar';
import type {
  CompanyDocumentsQuery,
  CompanyPreparerSummary,
  CompanyStatusRecord,
  CompanyTasksQuery,
  CreateCompanyTaskBody,
  ReviewTaskQuery,
  SendActionBody,
  UpdateCompanyStatusBody,
} from '@quayside/contract/company-preparer';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { UploadedPart } from '../../lib/multipart';
import type { Storage } from '../../lib/storage';
import { acknowledgeCompanyAction, countUnacknowledgedCompanyActions, createAction, listCompanyActions } from '../actions/actions.service';
import { writeAudit } from '../audit/audit.service';
import { listCalendar } from '../calendar/calendar.service';
import { getUserRef, type Actor } from '../auth/auth.service';
import { stageOrApplyStatus } from '../approvals/approvals.service';
import { getCompanyForActor, recordCompanyActivity, toCompany, type CompanyRow, type RequestMeta } from '../companies/companies.service';
import { listCompanyDocuments, uploadDocumentForClient } from '../documents/documents.service';
import { createNotification } from '../notifications/notifications.service';
import { createTask, getAssignedTask, listCompanyTasks, listUrgentCompanyTasks, reviewTask } from '../tasks/tasks.service';

/**
 * The company preparer's calls (part 2 section 7, /api/company-preparer/{id}): the staff side of one company's
 * work. An audience module: it owns no tables. Every record is reached through the company (or the task), and
 * the access module decides: the company's preparer and the admin work on it, an approver above that preparer
 * reads it, anyone else gets 404. A dashboard locked by the admin binds only its client, so staff work on.
 * Every write leaves an audit row and a company activity entry (the owning modules write them where they make
 * the change; this module writes them for the changes it composes).
 */

type Deps = { db: Db; storage: Storage };

const toStatus = (row: Pick<CompanyRow, 'status' | 'incorporationStatus' | 'statusRemarks' | 'updatedAt'>): CompanyStatusRecord => ({
  status: row.status,
  incorporationStatus: row.incorporationStatus,
  statusRemarks: row.statusRemarks,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /api/company-preparer/{id}/summary */
export async function getCompanySummary(db: Db, actor: Actor, companyId: string): Promise<CompanyPreparerSummary> {
  const row = await getCompanyForActor(db, companyId, actor, 'read');
  const [company, owner, unacknowledgedActions, openTasks] = await Promise.all([
    toCompany(db, row),
    row.ownerId ? getUserRef(db, row.ownerId) : Promise.resolve(null),
    countUnacknowledgedCompanyActions(db, row.id),
    listUrgentCompanyTasks(db, row.id, 5),
  ]);
  return { company, owner: owner ? { id: owner.id, fullName: owner.fullName, email: owner.email } : null, unacknowledgedActions, openTasks };
}

/** GET /api/company-preparer/{id}/status */
export async function getCompanyStatus(db: Db, actor: Actor, companyId: string): Promise<CompanyStatusRecord> {
  return toStatus(await getCompanyForActor(db, companyId, actor, 'read'));
}

/**
 * GET /api/company-preparer/{id}/calendar (designed: the spec shows staff no per-company calendar): the company's
 * compliance calendar, soonest due first, as its client reads it, optionally between two dates or open only.
 */
export async function getCompanyCalendar(db: Db, actor: Actor, companyId: string, query: Omit<CalendarQuery, 'companyId'>): Promise<CalendarEntry[]> {
  const company = await getCompanyForActor(db, companyId, actor, 'read');
  return listCalendar(db, company.id, { from: query.from, to: query.to, openOnly: query.openOnly });
}

/**
 * POST /api/company-preparer/{id}/status: the same as PUT /api/preparer/status/{id} (the approvals module's one
 * function): a preparer's change is staged for the approver (four eyes), an admin's is applied by the companies
 * module (staff work: 'manage') with its activity entry, audit row and the client's notification.
 */
export async function updateCompanyStatus(db: Db, actor: Actor, companyId: string, body: UpdateCompanyStatusBody, meta: RequestMeta = {}) {
  return stageOrApplyStatus(db, actor, companyId, body, meta);
}

/** GET /api/company-preparer/{id}/documents */
export async function getCompanyDocuments(deps: Deps, actor: Actor, companyId: string, query: CompanyDocumentsQuery) {
  const row = await getCompanyForActor(deps.db, companyId, actor, 'read');
  return listCompanyDocuments(deps, row.id, query);
}

/** POST /api/company-preparer/{id}/documents (multipart): a document for the company's client. */
export async function uploadCompanyDocument(
  deps: Deps,
  actor: Actor,
  companyId: string,
  input: { file: UploadedPart; name?: string; taskId?: string },
  meta: RequestMeta = {},
): Promise<Document> {
  const row = await getCompanyForActor(deps.db, companyId, actor, 'manage');
  return uploadDocumentForClient(deps, actor, row, input, meta);
}

/** GET /api/company-preparer/{id}/actions */
export async function getCompanyActions(db: Db, actor: Actor, companyId: string): Promise<Action[]> {
  const row = await getCompanyForActor(db, companyId, actor, 'read');
  return listCompanyActions(db, row.id);
}

/** POST /api/company-preparer/{id}/actions: an action for the company's client, who is notified. */
export async function sendCompanyAction(db: Db, actor: Actor, companyId: string, body: SendActionBody, meta: RequestMeta = {}): Promise<Action> {
  const row = await getCompanyForActor(db, companyId, actor, 'manage');
  const ownerId = row.ownerId;
  if (!ownerId) throw new AppError('INVALID_STATE', 'This company has no client to send the action to');
  return db.transaction(async (tx) => {
    const action = await createAction(tx, {
      userId: ownerId,
      companyId: row.id,
      createdById: actor.id,
      type: body.type,
      title: body.title,
      message: body.message,
      dueDate: body.dueDate ?? null,
      link: '/dashboard/client/actions',
    });
    await createNotification(tx, {
      userId: ownerId,
      type: 'action',
      title: `New action: ${body.title}`,
      message: `${actor.fullName} asks for ${row.name}: ${body.message}`,
      link: '/dashboard/client/actions',
    });
    await recordCompanyActivity(tx, { companyId: row.id, actorId: actor.id, action: 'action.sent', details: { actionId: action.id, title: body.title } });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'action.sent', targetType: 'action', targetId: action.id, ip: meta.ip ?? null, meta: { companyId: row.id } });
    return { ...action, createdBy: { id: actor.id, fullName: actor.fullName } };
  });
}

/** POST /api/company-preparer/{id}/actions/{actionId}/ack: staff record the client's acknowledgement. */
export async function acknowledgeAction(db: Db, actor: Actor, companyId: string, actionId: string, meta: RequestMeta = {}): Promise<Action> {
  const row = await getCompanyForActor(db, companyId, actor, 'manage');
  return db.transaction(async (tx) => {
    const { action, changed } = await acknowledgeCompanyAction(tx, actor, row.id, actionId);
    if (changed) {
      await recordCompanyActivity(tx, { companyId: row.id, actorId: actor.id, action: 'action.acknowledged', details: { actionId: action.id } });
      await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'action.acknowledged', targetType: 'action', targetId: action.id, ip: meta.ip ?? null, meta: { companyId: row.id } });
    }
    return action;
  });
}

/** GET /api/company-preparer/{id}/tasks */
export async function getCompanyTasks(db: Db, actor: Actor, companyId: string, query: CompanyTasksQuery) {
  const row = await getCompanyForActor(db, companyId, actor, 'read');
  return listCompanyTasks(db, row.id, query);
}

/** POST /api/company-preparer/{id}/tasks: the tasks module creates it (notification, action, activity, audit). */
export async function createCompanyTask(db: Db, actor: Actor, companyId: string, body: CreateCompanyTaskBody, meta: RequestMeta = {}): Promise<Task> {
  return createTask(
    db,
    actor,
    {
      companyId,
      title: body.title,
      description: body.description ?? null,
      dueDate: body.dueDate,
      priority: body.priority,
      category: body.category ?? null,
      requirements: body.requiredDocuments.map((r) => ({ name: r.name, description: r.description ?? null, isRequired: r.isRequired, allowMultiple: r.allowMultiple })),
    },
    meta,
  );
}

/** GET /api/company-preparer/tasks/{id}: the task and its required documents, as the client sees them. */
export async function getCompanyTask(deps: Deps, actor: Actor, taskId: string): Promise<TaskDetailResponse> {
  return getAssignedTask(deps, actor, taskId);
}

/** POST /api/company-preparer/tasks/{id}/review?action=&reason= */
export async function reviewCompanyTask(db: Db, actor: Actor, taskId: string, query: ReviewTaskQuery, meta: RequestMeta = {}): Promise<Task> {
  return reviewTask(db, actor, taskId, { action: query.action, reason: query.reason ?? null }, meta);
}
