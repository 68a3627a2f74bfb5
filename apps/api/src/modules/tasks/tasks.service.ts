import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  OPEN_TASK_STATUSES,
  TASK_AWAITING_APPROVAL,
  TASK_PENDING_REVIEW,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type ListTasksQuery,
  type RequiredDocument,
  type Task,
  type TaskPriority,
  type TaskStatus,
  type TaskSummary,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { taskRequirements, tasks } from '../../db/schema/tasks';
import { afterCursor, cursorTs, decodeCursor, encodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { queryText } from '../../lib/prepared';
import { todayUtc } from '../../lib/dates';
import { containsPattern } from '../../lib/search';
import { qualified, sqlLiteralList } from '../../lib/sql';
import type { Storage } from '../../lib/storage';
import { assertMay, assertMayCreate, type AccessRecord } from '../access/access.service';
import { createAction } from '../actions/actions.service';
import { writeAudit } from '../audit/audit.service';
import { userEmailSql, userNameSql, type Actor } from '../auth/auth.service';
import { companyNameSql, getCompanyBrief, getCompanyForActor, recordCompanyActivity } from '../companies/companies.service';
import { documentsForRequirements } from '../documents/documents.service';
import { createNotification } from '../notifications/notifications.service';
export { overdueTasksSql } from './tasks.platform-stats';

type TaskRow = typeof tasks.$inferSelect;

/** Where the task's client opens it: a company's task in the client area, work with no company in the NRI area. */
export const clientTaskLink = (task: { id: string; companyId: string | null }) =>
  task.companyId ? `/dashboard/client/tasks/${task.id}` : `/dashboard/nri/tasks/${task.id}`;
/** Where staff open the task (an NRI client's in the preparer's NRI task page). */
export const preparerTaskLink = (task: { id: string; companyId: string | null }) =>
  task.companyId ? `/dashboard/preparer/tasks/${task.id}` : `/dashboard/preparer/nri-tasks/${task.id}`;
const taskNotFound = () => new AppError('NOT_FOUND', clientMessages.errors.taskNotFound);
const CLOSED: readonly string[] = ['Completed', 'Cancelled'];

/* ------------------------------------------------------------------ mapping */

/** A task's required documents counted once: an int[] of [all of them, those uploaded (not 'Required')]. */
function requirementCountsSql(taskId: SQL): SQL {
  return sql`(select array[count(*), count(*) filter (where r.status <> 'Required')]::int[] from ${taskRequirements} r where r.task_id = ${taskId})`;
}

/** The columns of a task summary: the task, its company's name, who assigned it, requirement counts. */
const summaryColumns = {
  t: tasks,
  companyName: companyNameSql(tasks.companyId),
  byId: tasks.createdById,
  byName: userNameSql(tasks.createdById),
  // Both counts in one pass over the task's requirements: [all, uploaded (not 'Required')].
  requirementCounts: sql<[number, number]>`${requirementCountsSql(qualified(tasks.id))}`,
};

/** What toTaskSummary reads: a summary row whose task has at least these columns. */
type TaskSummaryRow = Omit<SummaryRow, 't'> & {
  t: Pick<TaskRow, 'id' | 'companyId' | 'title' | 'description' | 'status' | 'priority' | 'category' | 'dueDate' | 'createdAt' | 'updatedAt'>;
};

type SummaryRow = {
  t: TaskRow;
  companyName: string | null;
  byId: string | null;
  byName: string | null;
  requirementCounts: [number, number];
};

const asStatus = (s: string): TaskStatus => ((TASK_STATUSES as readonly string[]).includes(s) ? (s as TaskStatus) : 'Pending');
const asPriority = (p: string): TaskPriority => ((TASK_PRIORITIES as readonly string[]).includes(p) ? (p as TaskPriority) : 'normal');

export function toTaskSummary(r: TaskSummaryRow, today = todayUtc()): TaskSummary {
  const status = asStatus(r.t.status);
  return {
    id: r.t.id,
    title: r.t.title,
    description: r.t.description,
    status,
    priority: asPriority(r.t.priority),
    category: r.t.category,
    dueDate: r.t.dueDate,
    isOverdue: !!r.t.dueDate && r.t.dueDate < today && OPEN_TASK_STATUSES.includes(status),
    companyId: r.t.companyId,
    companyName: r.companyName,
    assignedBy: r.byId && r.byName ? { id: r.byId, fullName: r.byName } : null,
    requirementsTotal: Number(r.requirementCounts[0]),
    requirementsUploaded: Number(r.requirementCounts[1]),
    createdAt: r.t.createdAt.toISOString(),
    updatedAt: r.t.updatedAt.toISOString(),
  };
}

function toTask(r: SummaryRow): Task {
  return {
    ...toTaskSummary(r),
    submittedAt: r.t.submittedAt?.toISOString() ?? null,
    submissionMessage: r.t.submissionMessage,
    completedAt: r.t.completedAt?.toISOString() ?? null,
    reviewedAt: r.t.reviewedAt?.toISOString() ?? null,
    reviewReason: r.t.reviewReason,
  };
}

function summaryQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ ...summaryColumns, cursorTs: cursorTs(tasks.createdAt), id: tasks.id })
    .from(tasks)
    .where(where);
}

/* ------------------------------------------------------------------ the client's tasks */

/** An instant as ISO-8601 UTC with milliseconds, as Date.toISOString writes it. */
const isoText = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A row of the client's task list: the answer's fields as they are sent (times as ISO text), no ORM mapping. */
type AssignedTaskRow = {
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
  rq: [number, number];
  createdAt: string;
  updatedAt: string;
  cursorTs: string;
};

/** A task row as the task list and the dashboard's urgent tasks read it (raw SQL, no ORM mapping). */
export type TaskListRow = Omit<AssignedTaskRow, 'cursorTs'>;

/** The answer's task from its row; `today` (YYYY-MM-DD, UTC) decides `isOverdue`. */
export function taskSummaryOfRow(t: TaskListRow, today: string): TaskSummary {
  const status = asStatus(t.status);
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
    requirementsTotal: Number(t.rq[0]),
    requirementsUploaded: Number(t.rq[1]),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

/** One statement of the client's task list: its SQL text, values, and a name when its plan does not depend on the values. */
export type AssignedTasksStatement = { text: string; values: unknown[]; name?: string };

/** The SQL text of each shape of the list without a search (which filters and a cursor), made once. */
const assignedTaskTexts = new Map<string, string>();

function assignedTasksText(f: { status: boolean; openOnly: boolean; companyId: boolean; search: boolean; cursor: boolean }): string {
  let n = 1;
  const next = () => `$${++n}`;
  const where = ['t.user_id = $1', 't.deleted_at is null'];
  if (f.status) where.push(`t.status = ${next()}`);
  if (f.openOnly) where.push(`t.status in (${OPEN_TASK_STATUSES.map(() => next()).join(', ')})`);
  if (f.companyId) where.push(`t.company_id = ${next()}::uuid`);
  if (f.search) where.push(`lower(t.title) like ${next()}`);
  if (f.cursor) where.push(`(t.created_at, t.id) < (${next()}::timestamptz, ${next()}::uuid)`);
  const limit = next();
  return (
    `select t.id, t.title, t.description, t.status, t.priority, t.category, t.due_date::text as "dueDate", t.company_id as "companyId", ` +
    `(select c.name from companies c where c.id = t.company_id) as "companyName", t.created_by_id as "byId", ` +
    `(select u.full_name from users u where u.id = t.created_by_id) as "byName", ` +
    `(select array[count(*), count(*) filter (where r.status <> 'Required')]::int[] from task_requirements r where r.task_id = t.id) as rq, ` +
    `${isoText('t.created_at')} as "createdAt", ${isoText('t.updated_at')} as "updatedAt", t.created_at::text as "cursorTs" ` +
    `from tasks t where ${where.join(' and ')} order by t.created_at desc, t.id desc limit ${limit}`
  );
}

/**
 * The one statement of a page (plus one row) of GET /api/client/tasks/assigned for one client, newest first, with
 * the answer's columns (no ORM mapping: Drizzle's row mapping and Date parsing were a third of the request's CPU).
 * Every shape without a search is a named statement (planned once per connection: its plan walks
 * tasks_user_idx / tasks_user_status_idx from the cursor whatever the values); a title search is planned for its
 * pattern (unnamed). Used by the EXPLAIN test (list-plans.test.ts).
 */
export function assignedTasksStatement(userId: string, query: ListTasksQuery): AssignedTasksStatement {
  const term = query.search?.trim();
  const cursor = decodeCursor(query.cursor);
  const f = { status: !!query.status, openOnly: !!query.openOnly, companyId: !!query.companyId, search: !!term, cursor: !!cursor };
  const shape = `qs_client_tasks_${Object.entries(f).filter(([, on]) => on).map(([k]) => k).join('_')}`;
  let text = assignedTaskTexts.get(shape);
  if (!text) assignedTaskTexts.set(shape, (text = assignedTasksText(f)));
  const values: unknown[] = [userId];
  if (query.status) values.push(query.status);
  if (query.openOnly) values.push(...OPEN_TASK_STATUSES);
  if (query.companyId) values.push(query.companyId);
  if (term) values.push(containsPattern(term));
  if (cursor) values.push(cursor.ts, cursor.id);
  values.push(query.limit + 1);
  return term ? { text, values } : { text, values, name: shape };
}

/**
 * GET /api/client/tasks/assigned: the actor's own tasks, newest first, keyset paged and filterable. A company
 * filter the actor may not see answers 404, as every client-area call does.
 */
export async function listAssignedTasks(db: Db, actor: Actor, query: ListTasksQuery): Promise<{ items: TaskSummary[]; nextCursor: string | null }> {
  if (query.companyId) await getCompanyForActor(db, query.companyId, actor);
  const statement = assignedTasksStatement(actor.id, query);
  const rows = await queryText<AssignedTaskRow>(db, statement.text, statement.values, statement.name);
  const { page, nextCursor } = pageOf(rows, query.limit);
  const today = todayUtc();
  const items = page.map((t) => taskSummaryOfRow(t, today));
  return { items, nextCursor };
}

/** Open tasks of a user, the most urgent first (due date, then newest): the action centre and dashboard. */
export async function listOpenTasks(db: Db, userId: string, opts: { companyId?: string | null; limit?: number } = {}): Promise<TaskSummary[]> {
  const rows = await summaryQuery(
    db,
    and(
      eq(tasks.userId, userId),
      isNull(tasks.deletedAt),
      inArray(tasks.status, [...OPEN_TASK_STATUSES]),
      opts.companyId ? eq(tasks.companyId, opts.companyId) : undefined,
    ),
  )
    .orderBy(sql`${tasks.dueDate} asc nulls last`, desc(tasks.createdAt), desc(tasks.id))
    .limit(opts.limit ?? 20);
  const today = todayUtc();
  return rows.map((r) => toTaskSummary(r, today));
}

async function taskRow(db: Db, id: string): Promise<SummaryRow> {
  const [row] = await summaryQuery(db, and(eq(tasks.id, id), isNull(tasks.deletedAt))).limit(1);
  if (!row) throw taskNotFound();
  return row;
}

/** The access module's view of a task: its client, and its company's staffing. */
async function taskRecord(db: Db, task: Pick<TaskRow, 'userId' | 'companyId'>): Promise<AccessRecord> {
  const company = task.companyId ? await getCompanyBrief(db, task.companyId) : null;
  return { kind: 'task', ownerId: task.userId, company };
}

const firmOnly = (what: string) => () => new AppError('FORBIDDEN', `Only the firm can ${what}`);

/** The live task if the actor may do `verb` to it: 404 when they may not see it. */
async function getTaskForActor(db: Db, actor: Actor, id: string, verb: 'read' | 'write' | 'review' | 'manage' = 'read'): Promise<SummaryRow> {
  const row = await taskRow(db, id);
  await assertMay(db, actor, verb, await taskRecord(db, row.t), { notFound: taskNotFound, forbidden: firmOnly('review tasks') });
  return row;
}

/** The requirements of a task with the document uploaded to each (files with signed URLs). */
export async function requiredDocumentsOf(deps: { db: Db; storage: Storage }, taskId: string): Promise<RequiredDocument[]> {
  const reqs = await deps.db
    .select()
    .from(taskRequirements)
    .where(eq(taskRequirements.taskId, taskId))
    .orderBy(asc(taskRequirements.position), asc(taskRequirements.createdAt));
  const docs = await documentsForRequirements(deps, reqs.map((r) => r.id));
  return reqs.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    status: (['Required', 'Pending', 'Approved', 'Rejected'] as const).find((s) => s === r.status) ?? 'Required',
    isRequired: r.isRequired,
    allowMultiple: r.allowMultiple,
    uploadedDoc: docs.find((d) => d.requirementId === r.id) ?? null,
  }));
}

/** GET /api/client/tasks/assigned/{id}: the task and its required documents. */
export async function getAssignedTask(deps: { db: Db; storage: Storage }, actor: Actor, id: string) {
  const row = await getTaskForActor(deps.db, actor, id);
  return { task: toTask(row), requiredDocuments: await requiredDocumentsOf(deps, row.t.id) };
}

/**
 * POST /api/client/tasks/assigned/{id}/complete: the client says they are done; the task waits for the
 * preparer's review ('complete (pending review)'). Every required document must have been uploaded.
 */
export async function completeTask(db: Db, actor: Actor, id: string): Promise<Task> {
  const row = await getTaskForActor(db, actor, id, 'write');
  if (CLOSED.includes(row.t.status)) throw new AppError('INVALID_STATE', clientMessages.errors.taskClosed);
  if (row.t.status === TASK_PENDING_REVIEW) throw new AppError('INVALID_STATE', clientMessages.errors.taskAlreadyPendingReview);
  if (row.t.status === TASK_AWAITING_APPROVAL) throw new AppError('INVALID_STATE', clientMessages.errors.taskAwaitingApproval);
  const missing = await db
    .select({ id: taskRequirements.id })
    .from(taskRequirements)
    .where(and(eq(taskRequirements.taskId, row.t.id), eq(taskRequirements.isRequired, true), inArray(taskRequirements.status, ['Required', 'Rejected'])));
  if (missing.length > 0) throw new AppError('INVALID_STATE', clientMessages.errors.taskMissingDocuments(missing.length));
  await db.transaction(async (tx) => {
    await tx.update(tasks).set({ status: TASK_PENDING_REVIEW, completedAt: new Date(), updatedAt: new Date() }).where(eq(tasks.id, row.t.id));
    await afterClientStep(tx, actor, row.t, 'task.completed', `${actor.fullName} marked "${row.t.title}" complete. It is waiting for your review.`);
  });
  return toTask(await taskRow(db, id));
}

export const DEFAULT_SUBMIT_MESSAGE = clientMessages.success.taskSubmitted;

/**
 * POST /api/client/tasks/assigned/{id}/submit: the client sends the task to the preparer for review with a
 * message (default "Task submitted for review"); in the client's list it shows InProgress while reviewed.
 */
export async function submitTask(db: Db, actor: Actor, id: string, message?: string): Promise<Task> {
  const row = await getTaskForActor(db, actor, id, 'write');
  if (CLOSED.includes(row.t.status)) throw new AppError('INVALID_STATE', clientMessages.errors.taskClosed);
  if (row.t.status === TASK_AWAITING_APPROVAL) throw new AppError('INVALID_STATE', clientMessages.errors.taskAwaitingApproval);
  const text = message?.trim() || DEFAULT_SUBMIT_MESSAGE;
  await db.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({ status: 'InProgress', submittedAt: new Date(), submissionMessage: text, updatedAt: new Date() })
      .where(eq(tasks.id, row.t.id));
    await afterClientStep(tx, actor, row.t, 'task.submitted', `${actor.fullName} submitted "${row.t.title}" for review: ${text}`);
  });
  return toTask(await taskRow(db, id));
}

async function afterClientStep(db: Db, actor: Actor, task: TaskRow, action: string, message: string): Promise<void> {
  if (task.companyId) {
    await recordCompanyActivity(db, { companyId: task.companyId, actorId: actor.id, action, details: { taskId: task.id, title: task.title } });
  }
  // The company's preparer is told (the task's own preparer when it has no company).
  const preparerId = (task.companyId ? (await getCompanyBrief(db, task.companyId))?.preparerId : null) ?? task.preparerId;
  if (preparerId) {
    await createNotification(db, {
      userId: preparerId,
      type: 'task',
      title: action === 'task.completed' ? `Task complete: ${task.title}` : `Task submitted: ${task.title}`,
      message,
      link: preparerTaskLink(task),
    });
  }
}

/* ------------------------------------------------------------------ staff side (for the preparer/admin modules) */

export type NewTaskInput = {
  companyId: string;
  title: string;
  description?: string | null;
  dueDate?: string | null;
  priority?: TaskPriority;
  category?: string | null;
  requirements?: Array<{ name: string; description?: string | null; isRequired?: boolean; allowMultiple?: boolean }>;
};

/**
 * Staff assign a task (with its required documents) to the owner of a company they reach. The client is told
 * (notification) and asked to act (action). Returns the task as the client sees it.
 */
export async function createTask(db: Db, actor: Actor, input: NewTaskInput, meta: { ip?: string | null } = {}): Promise<Task> {
  assertMayCreate(actor, 'task', firmOnly('assign tasks'));
  const company = await getCompanyForActor(db, input.companyId, actor, 'manage');
  if (!company.ownerId) throw new AppError('INVALID_STATE', 'This company has no client to assign the task to');
  const ownerId = company.ownerId;
  const id = await db.transaction(async (tx) => {
    const [task] = await tx
      .insert(tasks)
      .values({
        companyId: company.id,
        userId: ownerId,
        preparerId: company.preparerId ?? (actor.role === 'preparer' ? actor.id : null),
        createdById: actor.id,
        title: input.title,
        description: input.description ?? null,
        dueDate: input.dueDate ?? null,
        priority: input.priority ?? 'normal',
        category: input.category ?? null,
      })
      .returning();
    if (!task) throw new Error('task not created');
    if (input.requirements?.length) {
      await tx.insert(taskRequirements).values(
        input.requirements.map((r, i) => ({
          taskId: task.id,
          name: r.name,
          description: r.description ?? null,
          isRequired: r.isRequired ?? true,
          allowMultiple: r.allowMultiple ?? false,
          position: i,
        })),
      );
    }
    const link = `/dashboard/client/tasks/${task.id}`;
    await createNotification(tx, {
      userId: ownerId,
      type: 'task',
      title: `New task: ${task.title}`,
      message: `${actor.fullName} assigned you a task for ${company.name}${task.dueDate ? `, due ${task.dueDate}` : ''}.`,
      link,
    });
    await createAction(tx, {
      userId: ownerId,
      companyId: company.id,
      taskId: task.id,
      createdById: actor.id,
      type: 'task',
      title: task.title,
      message: input.requirements?.length
        ? `Please upload: ${input.requirements.map((r) => r.name).join(', ')}.`
        : (task.description ?? 'Please complete this task.'),
      link,
      dueDate: task.dueDate,
    });
    await recordCompanyActivity(tx, { companyId: company.id, actorId: actor.id, action: 'task.created', details: { taskId: task.id, title: task.title } });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'task.created', targetType: 'task', targetId: task.id, ip: meta.ip ?? null, meta: { companyId: company.id } });
    return task.id;
  });
  return toTask(await taskRow(db, id));
}

/**
 * What each review decision makes of the task (the contract's TASK_REVIEW_ACTIONS). A preparer's approve is the
 * first pair of eyes: the task waits for the approver above them (AwaitingApproval, still open for the client, who
 * is told only once it is approved); an admin's approve completes it.
 */
const REVIEW_OUTCOME = {
  approve: { status: 'Completed', activity: 'task.approved', title: 'Task completed' },
  approvePending: { status: TASK_AWAITING_APPROVAL, activity: 'task.approved_by_preparer', title: 'Task awaiting approval' },
  return: { status: 'Rejected', activity: 'task.returned', title: 'Changes requested' },
  reject: { status: 'Cancelled', activity: 'task.rejected', title: 'Task rejected' },
} as const satisfies Record<string, { status: TaskStatus; activity: string; title: string }>;
export type TaskReviewDecision = 'approve' | 'return' | 'reject';

/**
 * Staff review a task: approve closes it (Completed); return sends it back to the client's open list (Rejected,
 * "Changes requested") with the reason; reject closes it unfinished (Cancelled) with the reason. Return and
 * reject need a reason. The client is told either way.
 */
export async function reviewTask(
  db: Db,
  actor: Actor,
  id: string,
  review: { action: TaskReviewDecision; reason?: string | null },
  meta: { ip?: string | null } = {},
): Promise<Task> {
  const { t: row } = await getTaskForActor(db, actor, id, 'review');
  if (CLOSED.includes(row.status)) throw new AppError('INVALID_STATE', clientMessages.errors.taskClosed);
  const reason = review.reason?.trim() || null;
  if (review.action !== 'approve' && !reason) {
    throw new AppError('VALIDATION_FAILED', 'A reason is required to return or reject a task', { fields: { reason: ['Required'] } });
  }
  // Four eyes applies to company work, which the approver decides through the company's approval request. A task
  // with no company (an NRI client's) has no such request to complete it, so the preparer's approve closes it.
  const gated = review.action === 'approve' && actor.role !== 'admin' && row.companyId !== null;
  if (gated && row.status === TASK_AWAITING_APPROVAL) throw new AppError('INVALID_STATE', clientMessages.errors.taskAwaitingApproval);
  const outcome = REVIEW_OUTCOME[gated ? 'approvePending' : review.action];
  await db.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({
        status: outcome.status,
        reviewedAt: new Date(),
        reviewedById: actor.id,
        reviewAction: review.action,
        reviewReason: reason,
        updatedAt: new Date(),
      })
      .where(eq(tasks.id, row.id));
    const message =
      review.action === 'approve'
        ? `"${row.title}" has been reviewed and closed.`
        : review.action === 'return'
          ? `"${row.title}" needs changes: ${reason ?? ''}`
          : `"${row.title}" was rejected and closed: ${reason ?? ''}`;
    // Work waiting for the approver is not done for the client yet: they are told once it is approved.
    if (!gated) {
      await createNotification(tx, { userId: row.userId, type: 'task', title: `${outcome.title}: ${row.title}`, message, link: clientTaskLink(row) });
    }
    if (row.companyId) {
      await recordCompanyActivity(tx, { companyId: row.companyId, actorId: actor.id, action: outcome.activity, details: { taskId: row.id, reason } });
    }
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'task.reviewed', targetType: 'task', targetId: row.id, ip: meta.ip ?? null, meta: { action: review.action, reason } });
  });
  return toTask(await taskRow(db, id));
}

/**
 * A company's live tasks, newest first, keyset paged (the staff's view of one company: the caller has checked
 * the actor reaches the company).
 */
export async function listCompanyTasks(
  db: Db,
  companyId: string,
  query: { status?: TaskStatus; openOnly?: boolean; cursor?: string; limit: number },
): Promise<{ items: TaskSummary[]; nextCursor: string | null }> {
  const rows = await summaryQuery(
    db,
    and(
      eq(tasks.companyId, companyId),
      isNull(tasks.deletedAt),
      query.status ? eq(tasks.status, query.status) : undefined,
      query.openOnly ? inArray(tasks.status, [...OPEN_TASK_STATUSES]) : undefined,
      afterCursor(tasks.createdAt, tasks.id, decodeCursor(query.cursor)),
    ),
  )
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  const today = todayUtc();
  return { items: page.map((r) => toTaskSummary(r, today)), nextCursor };
}

/** A company's most urgent open tasks (due date first, then newest). */
export async function listUrgentCompanyTasks(db: Db, companyId: string, limit = 5): Promise<TaskSummary[]> {
  const rows = await summaryQuery(db, and(eq(tasks.companyId, companyId), isNull(tasks.deletedAt), inArray(tasks.status, [...OPEN_TASK_STATUSES])))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, desc(tasks.createdAt), desc(tasks.id))
    .limit(limit);
  const today = todayUtc();
  return rows.map((r) => toTaskSummary(r, today));
}

/** The company of a live task (null when the task is gone or has none). */
export async function getTaskCompanyId(db: Db, taskId: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: tasks.companyId })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), isNull(tasks.deletedAt)))
    .limit(1);
  return row?.companyId ?? null;
}

/* ------------------------------------------------------------------ for other modules */

/** A company's task counts: open, waiting for review, completed, and open past their due date. */
export async function countCompanyTasks(db: Db, companyId: string, today: string) {
  const open = [...OPEN_TASK_STATUSES];
  const [t] = await db
    .select({
      open: sql<number>`count(*) filter (where ${inArray(tasks.status, open)})`.mapWith(Number),
      pendingReview: sql<number>`count(*) filter (where ${tasks.status} = ${TASK_PENDING_REVIEW})`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${tasks.status} = 'Completed')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${inArray(tasks.status, open)} and ${tasks.dueDate} < ${today}::date)`.mapWith(Number),
    })
    .from(tasks)
    .where(and(eq(tasks.companyId, companyId), isNull(tasks.deletedAt)));
  return { open: t?.open ?? 0, pendingReview: t?.pendingReview ?? 0, completed: t?.completed ?? 0, overdue: t?.overdue ?? 0 };
}

/** A deleted company's open work is moot: it is cancelled (kept, with its documents, for the record). */
export async function cancelOpenTasksOfCompany(db: Db, companyId: string): Promise<void> {
  await db
    .update(tasks)
    .set({ status: 'Cancelled', updatedAt: new Date() })
    .where(and(eq(tasks.companyId, companyId), isNull(tasks.deletedAt), inArray(tasks.status, [...OPEN_TASK_STATUSES])));
}

/** A user's open tasks, most recently changed first, with the reason of the last review (the client's insights). */
export async function listOpenTaskFacts(db: Db, userId: string, limit = 100) {
  return db
    .select({ id: tasks.id, title: tasks.title, status: tasks.status, dueDate: tasks.dueDate, reason: tasks.reviewReason, updatedAt: tasks.updatedAt })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), isNull(tasks.deletedAt), inArray(tasks.status, [...OPEN_TASK_STATUSES])))
    .orderBy(desc(tasks.updatedAt))
    .limit(limit);
}

/**
 * A task whose required documents the client has already handed in (the system acts, inside the caller's
 * transaction): the KYC files of a paid incorporation application. The task waits for the firm's review
 * (complete (pending review)) and each requirement is Pending, as after an upload. Answers the task's id and the
 * requirements' ids in the order given.
 */
export async function openSatisfiedTask(
  tx: Db,
  input: {
    companyId: string;
    userId: string;
    preparerId: string | null;
    title: string;
    description: string;
    category: string;
    requirements: ReadonlyArray<{ name: string; description?: string | null }>;
    at: Date;
  },
): Promise<{ taskId: string; requirementIds: string[] }> {
  const [task] = await tx
    .insert(tasks)
    .values({
      companyId: input.companyId,
      userId: input.userId,
      preparerId: input.preparerId,
      createdById: null,
      title: input.title,
      description: input.description,
      category: input.category,
      status: TASK_PENDING_REVIEW,
      submittedAt: input.at,
      completedAt: input.at,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning({ id: tasks.id });
  if (!task) throw new Error('task not created');
  const requirementIds: string[] = [];
  for (const [i, r] of input.requirements.entries()) {
    const [row] = await tx
      .insert(taskRequirements)
      .values({ taskId: task.id, name: r.name, description: r.description ?? null, status: 'Pending', position: i })
      .returning({ id: taskRequirements.id });
    if (row) requirementIds.push(row.id);
  }
  return { taskId: task.id, requirementIds };
}

/** The requirement a user uploads to, with its task, if the task is theirs and live (documents: upload). */
export async function getRequirementWithTask(db: Db, requirementId: string) {
  const [found] = await db
    .select({ req: taskRequirements, task: tasks })
    .from(taskRequirements)
    .innerJoin(tasks, eq(tasks.id, taskRequirements.taskId))
    .where(and(eq(taskRequirements.id, requirementId), isNull(tasks.deletedAt)))
    .limit(1);
  return found ?? null;
}

export type RequirementStatus = 'Required' | 'Pending' | 'Approved' | 'Rejected';

/** A requirement follows its document: Pending once uploaded, Approved or Rejected on review, Required again when removed. */
export async function setRequirementStatus(db: Db, requirementId: string, status: RequirementStatus): Promise<void> {
  await db.update(taskRequirements).set({ status, updatedAt: new Date() }).where(eq(taskRequirements.id, requirementId));
}

/** An upload starts work on a task that was waiting (Pending) or sent back (Rejected). */
export async function markTaskStartedByUpload(db: Db, task: Pick<TaskRow, 'id' | 'status'>): Promise<void> {
  if (task.status === 'Pending' || task.status === 'Rejected') {
    await db.update(tasks).set({ status: 'InProgress', updatedAt: new Date() }).where(eq(tasks.id, task.id));
  }
}

/** A task of the user, live, or null (final documents may name one). */
export async function getOwnLiveTaskId(db: Db, userId: string, taskId: string): Promise<string | null> {
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId), isNull(tasks.deletedAt)))
    .limit(1);
  return task?.id ?? null;
}

export type { TaskRow };

/* ------------------------------------------------------------------ read-model fragments (client dashboard) */

const openStatusList = () => sql.join(OPEN_TASK_STATUSES.map((s) => sql`${s}`), sql`, `);

if (!(OPEN_TASK_STATUSES as readonly string[]).includes(TASK_PENDING_REVIEW)) throw new Error('a task pending review is an open task');

/** The open statuses as SQL literals: constants of the statement, so the planner sees which rows they select. */
const openStatusLiterals = () => sqlLiteralList(OPEN_TASK_STATUSES);

/**
 * The CTE `open_tasks`: the user's open tasks, of the chosen company when there is one (`chosenCompany` is null
 * for all of them), with the columns the dashboard reads. The open and pending-review counts and the most urgent
 * tasks are all read from it, so the tasks are read once (their rows were read three times before: two counts
 * and the list).
 *
 * Two branches, each behind a one-time test of `chosenCompany`: with a chosen company (nearly every client) the
 * company's few tasks are read through tasks_company_idx (company_id, status); `(chosen is null or company_id =
 * chosen)` in one branch could only filter the user's every task after fetching its row (24 of a dashboard's 91
 * buffers on the large seed, against 4).
 */
export function openTasksCte(userId: string, chosenCompany: SQL): SQL {
  const columns = sql.raw('t.id, t.title, t.description, t.status, t.priority, t.category, t.due_date, t.company_id, t.created_by_id, t.created_at, t.updated_at');
  const open = sql`t.user_id = ${userId} and t.deleted_at is null and t.status in (${openStatusLiterals()})`;
  return sql`open_tasks as (
      select ${columns} from ${tasks} t where ${open} and t.company_id = ${chosenCompany}
      union all
      select ${columns} from ${tasks} t where ${chosenCompany} is null and ${open}
    )`;
}

/** Over open_tasks, one pass: a one-row table of the open tasks' count (`open`) and of those waiting for the preparer's review (`pending_review`). */
export function dashboardTaskCountsSql(): SQL {
  return sql`(select count(*) as open, count(*) filter (where status = ${TASK_PENDING_REVIEW}) as pending_review from open_tasks)`;
}

/** The priorities the contract names, as SQL literals (asPriority's list). */
const priorityLiterals = () => sqlLiteralList(TASK_PRIORITIES);

/**
 * Over open_tasks: the `limit` most urgent (due date first, then newest) as a JSON array of the answer's
 * TaskSummary, built as it is sent (the dashboard passes the statement's JSON text through): exactly its fields in
 * its order, as taskSummaryOfRow makes them. Every task of open_tasks has an open status (its filter), so the
 * status is the stored one and `isOverdue` is a due date before `today`; an unknown priority is 'normal'
 * (asPriority), and `assignedBy` is null unless the author has an id and a non-empty name. `companyName` gives a
 * company's name (the dashboard looks in the client's own companies first).
 */
export function urgentTasksJsonSql(limit: number, iso: (col: SQL) => SQL, companyName: (companyId: SQL) => SQL, today: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
        'id', x.id, 'title', x.title, 'description', x.description, 'status', x.status,
        'priority', case when x.priority in (${priorityLiterals()}) then x.priority else 'normal' end,
        'category', x.category, 'dueDate', x.due_date, 'isOverdue', coalesce(x.due_date < ${today}::date, false),
        'companyId', x.company_id, 'companyName', x.company_name,
        'assignedBy', case when x.by_id is not null and x.by_name <> '' then json_build_object('id', x.by_id, 'fullName', x.by_name) end,
        'requirementsTotal', x.rq[1], 'requirementsUploaded', x.rq[2], 'createdAt', x.created_at, 'updatedAt', x.updated_at
      ) order by x.due_date asc nulls last, x.created_at desc, x.id desc), '[]'::json) from (
      select t.id, t.title, t.description, t.status, t.priority, t.category, t.due_date, t.company_id,
             ${companyName(sql`t.company_id`)} as company_name, t.created_by_id as by_id, ${userNameSql(sql`t.created_by_id`)} as by_name,
             ${requirementCountsSql(sql`t.id`)} as rq,
             ${iso(sql`t.created_at`)} as created_at, ${iso(sql`t.updated_at`)} as updated_at
      from open_tasks t
      order by t.due_date asc nulls last, t.created_at desc, t.id desc limit ${sql.raw(String(Math.trunc(limit)))}) x)`;
}

/**
 * A client's (or NRI client's) open tasks follow their preparer when the admin reassigns them: every open task of
 * the user goes to `preparerId` (null when the assignment is removed and nobody takes over). With `onlyFrom`, only
 * the tasks that preparer held. Returns how many moved.
 */
export async function moveOpenTasksOfUser(db: Db, input: { userId: string; preparerId: string | null; onlyFrom?: string }): Promise<number> {
  const moved = await db
    .update(tasks)
    .set({ preparerId: input.preparerId, updatedAt: new Date() })
    .where(
      and(
        eq(tasks.userId, input.userId),
        isNull(tasks.deletedAt),
        inArray(tasks.status, [...OPEN_TASK_STATUSES]),
        input.onlyFrom ? eq(tasks.preparerId, input.onlyFrom) : undefined,
        input.preparerId ? sql`${tasks.preparerId} is distinct from ${input.preparerId}` : undefined,
      ),
    )
    .returning({ id: tasks.id });
  return moved.length;
}

/** A company's open tasks go to its new preparer (the admin's reassign-preparer). Returns how many moved. */
export async function moveOpenTasksOfCompany(db: Db, input: { companyId: string; preparerId: string }): Promise<number> {
  const moved = await db
    .update(tasks)
    .set({ preparerId: input.preparerId, updatedAt: new Date() })
    .where(
      and(
        eq(tasks.companyId, input.companyId),
        isNull(tasks.deletedAt),
        inArray(tasks.status, [...OPEN_TASK_STATUSES]),
        sql`${tasks.preparerId} is distinct from ${input.preparerId}`,
      ),
    )
    .returning({ id: tasks.id });
  return moved.length;
}

/**
 * The open tasks someone works on, most urgent first, and how many there are: as the client they belong to
 * (`userId`) or as the preparer responsible (`preparerId`). The admin's view of one user.
 */
export async function openTasksOverview(
  db: Db,
  who: { userId: string } | { preparerId: string },
  limit = 20,
): Promise<{ items: TaskSummary[]; count: number }> {
  const where = and(
    'userId' in who ? eq(tasks.userId, who.userId) : eq(tasks.preparerId, who.preparerId),
    isNull(tasks.deletedAt),
    inArray(tasks.status, [...OPEN_TASK_STATUSES]),
  );
  const [rows, [total]] = await Promise.all([
    summaryQuery(db, where).orderBy(sql`${tasks.dueDate} asc nulls last`, desc(tasks.createdAt), desc(tasks.id)).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(tasks).where(where),
  ]);
  const today = todayUtc();
  return { items: rows.map((r) => toTaskSummary(r, today)), count: total?.n ?? 0 };
}

/* ------------------------------------------------------------------ the approval gate (the approvals module) */

/** Task summaries by id (live ones), in the order of the ids. */
export async function taskSummariesByIds(db: Db, ids: readonly string[]): Promise<TaskSummary[]> {
  if (ids.length === 0) return [];
  const rows = await summaryQuery(db, and(inArray(tasks.id, [...ids]), isNull(tasks.deletedAt)));
  const today = todayUtc();
  const byId = new Map(rows.map((r) => [r.t.id, toTaskSummary(r, today)]));
  return ids.map((id) => byId.get(id)).filter((x): x is TaskSummary => !!x);
}

/** A company's live tasks the preparer approved that wait for the approver (AwaitingApproval), oldest change first. */
export async function listTasksAwaitingApproval(db: Db, companyId: string, exceptIds: readonly string[] = []): Promise<TaskSummary[]> {
  const rows = await summaryQuery(
    db,
    and(
      eq(tasks.companyId, companyId),
      isNull(tasks.deletedAt),
      eq(tasks.status, TASK_AWAITING_APPROVAL),
      exceptIds.length ? notInArray(tasks.id, [...exceptIds]) : undefined,
    ),
  )
    .orderBy(asc(tasks.updatedAt), asc(tasks.id))
    .limit(200);
  const today = todayUtc();
  return rows.map((r) => toTaskSummary(r, today));
}

/**
 * The approver approved: every task of `ids` still AwaitingApproval is Completed (reviewed by the approver), its
 * client told ("Task completed"), with activity and audit. Inside the caller's transaction; answers those completed.
 */
export async function completeApprovedTasks(
  db: Db,
  ids: readonly string[],
  actor: Actor,
  meta: { ip?: string | null; requestId?: string } = {},
): Promise<Array<{ id: string; title: string }>> {
  if (ids.length === 0) return [];
  const done = await db
    .update(tasks)
    .set({ status: 'Completed', reviewedAt: new Date(), reviewedById: actor.id, reviewAction: 'approve', reviewReason: null, updatedAt: new Date() })
    .where(and(inArray(tasks.id, [...ids]), isNull(tasks.deletedAt), eq(tasks.status, TASK_AWAITING_APPROVAL)))
    .returning();
  for (const row of done) {
    await createNotification(db, {
      userId: row.userId,
      type: 'task',
      title: `Task completed: ${row.title}`,
      message: `"${row.title}" has been reviewed and closed.`,
      link: `/dashboard/client/tasks/${row.id}`,
    });
    if (row.companyId) {
      await recordCompanyActivity(db, { companyId: row.companyId, actorId: actor.id, action: 'task.approved', details: { taskId: row.id, approvalRequestId: meta.requestId ?? null } });
    }
    await writeAudit(db, { actorId: actor.id, actorRole: actor.role, action: 'task.approved', targetType: 'task', targetId: row.id, ip: meta.ip ?? null, meta: { approvalRequestId: meta.requestId ?? null } });
  }
  return done.map((r) => ({ id: r.id, title: r.title }));
}

/**
 * The approver returned the work: every task of `ids` still AwaitingApproval goes back to the preparer's review
 * ('complete (pending review)'), with an activity entry. Inside the caller's transaction; answers how many.
 */
export async function returnTasksToPreparerReview(db: Db, ids: readonly string[], actor: Actor, requestId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const back = await db
    .update(tasks)
    .set({ status: TASK_PENDING_REVIEW, reviewedAt: null, reviewedById: null, reviewAction: null, updatedAt: new Date() })
    .where(and(inArray(tasks.id, [...ids]), isNull(tasks.deletedAt), eq(tasks.status, TASK_AWAITING_APPROVAL)))
    .returning({ id: tasks.id, companyId: tasks.companyId });
  for (const row of back) {
    if (row.companyId) {
      await recordCompanyActivity(db, { companyId: row.companyId, actorId: actor.id, action: 'task.approval_returned', details: { taskId: row.id, approvalRequestId: requestId } });
    }
  }
  return back.length;
}

/** Open and overdue tasks per preparer responsible (the approver's view of their preparers' load). */
export async function taskLoadByPreparer(db: Db, preparerIds: readonly string[]): Promise<Map<string, { open: number; overdue: number }>> {
  const out = new Map<string, { open: number; overdue: number }>();
  if (preparerIds.length === 0) return out;
  const rows = await db
    .select({
      preparerId: tasks.preparerId,
      open: sql<number>`count(*)`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${tasks.dueDate} < ${todayUtc()}::date)`.mapWith(Number),
    })
    .from(tasks)
    .where(and(inArray(tasks.preparerId, [...preparerIds]), isNull(tasks.deletedAt), inArray(tasks.status, [...OPEN_TASK_STATUSES])))
    .groupBy(tasks.preparerId);
  for (const r of rows) if (r.preparerId) out.set(r.preparerId, { open: r.open, overdue: r.overdue });
  return out;
}

/* ------------------------------------------------------------------ the staff's work queue and edits (preparer module) */

/** A scope or search over a task's company and client columns, built by the caller from the owners' fragments. */
export type TaskCondition = (t: { companyId: SQL; userId: SQL; preparerId: SQL; title: SQL }) => SQL | undefined;
const taskColumns = () => ({
  companyId: qualified(tasks.companyId),
  userId: qualified(tasks.userId),
  preparerId: qualified(tasks.preparerId),
  title: qualified(tasks.title),
});

/**
 * The queue's sort key: tasks with no due date sort after every real date (the contract's dates end in 2199). A
 * literal, not a parameter, so that it matches the expression of tasks_preparer_due_idx.
 */
const dueKey = sql`coalesce(${tasks.dueDate}, '2200-01-01'::date)`;

export type StaffTask = TaskSummary & { client: { id: string; fullName: string; email: string } | null };

export type StaffTasksInput = {
  scope: TaskCondition;
  search?: TaskCondition | undefined;
  status?: TaskStatus | undefined;
  includeClosed?: boolean | undefined;
  companyId?: string | undefined;
  dueBefore?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

/**
 * The query of one page (plus one row) of the staff's work queue: live tasks in `scope`, soonest due first (no
 * due date last), then by id; keyset on that pair. Only open tasks unless a status is asked for or closed ones
 * are included. Also used by the EXPLAIN test.
 */
export function staffTasksQuery(db: Db, input: StaffTasksInput) {
  const cursor = decodeCursor(input.cursor);
  const cols = taskColumns();
  // The page's ids first (an index walk that stops after limit + 1 rows), then the summary columns of those rows
  // only: the requirement counts and names are not computed for rows that do not make the page.
  const page = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        isNull(tasks.deletedAt),
        input.scope(cols),
        input.status ? eq(tasks.status, input.status) : input.includeClosed ? undefined : inArray(tasks.status, [...OPEN_TASK_STATUSES]),
        input.companyId ? eq(tasks.companyId, input.companyId) : undefined,
        input.dueBefore ? sql`${tasks.dueDate} <= ${input.dueBefore}::date` : undefined,
        input.search?.(cols),
        cursor ? sql`(${dueKey}, ${tasks.id}) > (${cursor.ts}::date, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(dueKey), asc(tasks.id))
    .limit(input.limit + 1);
  return db
    .select({
      ...summaryColumns,
      dueKey: sql<string>`to_char(${dueKey}, 'YYYY-MM-DD')`,
      clientName: userNameSql(tasks.userId),
      clientEmail: userEmailSql(tasks.userId),
    })
    .from(tasks)
    .where(inArray(tasks.id, page))
    .orderBy(asc(dueKey), asc(tasks.id));
}

/** One page of the staff's work queue (staffTasksQuery), with the client of each task; the cursor is the due day at midnight. */
export async function listStaffTasks(db: Db, input: StaffTasksInput): Promise<{ items: StaffTask[]; nextCursor: string | null }> {
  const rows = await staffTasksQuery(db, input);
  const hasMore = rows.length > input.limit;
  const page = hasMore ? rows.slice(0, input.limit) : rows;
  const last = page[page.length - 1];
  const today = todayUtc();
  return {
    items: page.map((r) => ({
      ...toTaskSummary(r, today),
      client: r.clientName !== null && r.clientEmail !== null ? { id: r.t.userId, fullName: r.clientName, email: r.clientEmail } : null,
    })),
    nextCursor: hasMore && last ? encodeCursor({ ts: `${last.dueKey} 00:00:00`, id: last.t.id }) : null,
  };
}

/** One client's live tasks that pass `scope`, newest first, keyset paged (the staff's view of one client). */
export async function listUserTasksInScope(
  db: Db,
  userId: string,
  scope: TaskCondition,
  query: { status?: TaskStatus | undefined; openOnly?: boolean | undefined; companyId?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<{ items: TaskSummary[]; nextCursor: string | null }> {
  const rows = await summaryQuery(
    db,
    and(
      eq(tasks.userId, userId),
      isNull(tasks.deletedAt),
      scope(taskColumns()),
      query.status ? eq(tasks.status, query.status) : undefined,
      query.openOnly ? inArray(tasks.status, [...OPEN_TASK_STATUSES]) : undefined,
      query.companyId ? eq(tasks.companyId, query.companyId) : undefined,
      afterCursor(tasks.createdAt, tasks.id, decodeCursor(query.cursor)),
    ),
  )
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  const today = todayUtc();
  return { items: page.map((r) => toTaskSummary(r, today)), nextCursor };
}

const taskClosedError = () => new AppError('INVALID_STATE', clientMessages.errors.taskClosed);

/**
 * Staff edit a task (title, description, due date, priority, or move it to Pending or InProgress): staff work on
 * the task ('manage'); a closed task stays as it was. The client is told; activity and audit.
 */
export async function updateTaskAsStaff(
  db: Db,
  actor: Actor,
  id: string,
  body: { title?: string; description?: string | null; dueDate?: string | null; priority?: TaskPriority; status?: 'Pending' | 'InProgress' },
  meta: { ip?: string | null } = {},
): Promise<Task> {
  const { t: row } = await getTaskForActor(db, actor, id, 'manage');
  if (CLOSED.includes(row.status)) throw taskClosedError();
  const set: Partial<typeof tasks.$inferInsert> = { updatedAt: new Date() };
  if (body.title !== undefined) set.title = body.title;
  if (body.description !== undefined) set.description = body.description;
  if (body.dueDate !== undefined) set.dueDate = body.dueDate;
  if (body.priority !== undefined) set.priority = body.priority;
  if (body.status !== undefined) set.status = body.status;
  const changed = Object.keys(body);
  await db.transaction(async (tx) => {
    await tx.update(tasks).set(set).where(eq(tasks.id, row.id));
    const title = body.title ?? row.title;
    await createNotification(tx, {
      userId: row.userId,
      type: 'task',
      title: `Task updated: ${title}`,
      message: `${actor.fullName} updated "${title}"${body.dueDate ? `: now due ${body.dueDate}` : ''}.`,
      link: clientTaskLink(row),
    });
    if (row.companyId) await recordCompanyActivity(tx, { companyId: row.companyId, actorId: actor.id, action: 'task.updated', details: { taskId: row.id, changed } });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'task.updated', targetType: 'task', targetId: row.id, ip: meta.ip ?? null, meta: { changed } });
  });
  return toTask(await taskRow(db, id));
}

/**
 * Staff withdraw a task: it is Cancelled (closed), kept with its history and documents. The client is told;
 * activity and audit. A closed task stays as it was.
 */
export async function cancelTaskAsStaff(db: Db, actor: Actor, id: string, meta: { ip?: string | null } = {}): Promise<Task> {
  const { t: row } = await getTaskForActor(db, actor, id, 'manage');
  if (CLOSED.includes(row.status)) throw taskClosedError();
  await db.transaction(async (tx) => {
    await tx.update(tasks).set({ status: 'Cancelled', updatedAt: new Date() }).where(eq(tasks.id, row.id));
    await createNotification(tx, {
      userId: row.userId,
      type: 'task',
      title: `Task withdrawn: ${row.title}`,
      message: `${actor.fullName} withdrew "${row.title}". There is nothing more to do for it.`,
      link: clientTaskLink(row),
    });
    if (row.companyId) await recordCompanyActivity(tx, { companyId: row.companyId, actorId: actor.id, action: 'task.cancelled', details: { taskId: row.id, from: row.status } });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'task.cancelled', targetType: 'task', targetId: row.id, ip: meta.ip ?? null, meta: { from: row.status } });
  });
  return toTask(await taskRow(db, id));
}

/* ------------------------------------------------------------------ read-model fragments (the preparer's dashboard) */

/**
 * The open tasks of these preparers (null: every open task) by status, each with how many are past due on
 * `today`: a JSON object `{ status: { n, overdue } }` (statuses with none are absent). Read from
 * tasks_preparer_status_idx alone; a task's preparer follows its company's (reassignments move open tasks).
 */
export function openTasksByStatusJsonSql(preparerIds: readonly string[] | null, today: string): SQL {
  const who =
    preparerIds === null
      ? sql``
      : preparerIds.length === 0
        ? sql`and false`
        : sql`and t.preparer_id in (${sql.join(preparerIds.map((id) => sql`${id}::uuid`), sql`, `)})`;
  return sql`(select coalesce(json_object_agg(s.status, json_build_object('n', s.n, 'overdue', s.overdue)), '{}'::json) from (
    select t.status, count(*)::int as n, (count(*) filter (where t.due_date < ${today}::date))::int as overdue
    from ${tasks} t where t.deleted_at is null and t.status in (${openStatusList()}) ${who} group by t.status) s)`;
}

/** Open tasks of the company (or client) in `id`: a scalar count subquery for lists (tasks_company_idx / tasks_user_status_idx). */
export function openTaskCountSql(by: 'company' | 'user', id: SQL): SQL<number> {
  const col = by === 'company' ? sql`t.company_id` : sql`t.user_id`;
  return sql<number>`(select count(*)::int from ${tasks} t where ${col} = ${id} and t.deleted_at is null and t.status in (${openStatusList()}))`;
}


/* ------------------------------------------------------------------ work with no company (the NRI line) */

export type UserTaskInput = {
  title: string;
  description?: string | null;
  dueDate?: string | null;
  priority?: TaskPriority;
  category?: string | null;
  requirements: Array<{ name: string; description?: string | null; isRequired?: boolean; allowMultiple?: boolean }>;
};

/**
 * Tasks for a user's work that has no company (an NRI client's filing), with their required documents and an
 * action each, inside the caller's transaction. `createdById` null: the system made them (on payment).
 * `link` is where the user opens them.
 */
export async function createUserTasks(
  db: Db,
  input: {
    userId: string;
    preparerId: string | null;
    createdById: string | null;
    link: (taskId: string) => string;
    tasks: readonly UserTaskInput[];
    /** Work about a company for someone who is not its owner (a director asked for a KYC survey); usually none. */
    companyId?: string | null;
  },
): Promise<string[]> {
  const ids: string[] = [];
  for (const t of input.tasks) {
    const [task] = await db
      .insert(tasks)
      .values({
        companyId: input.companyId ?? null,
        userId: input.userId,
        preparerId: input.preparerId,
        createdById: input.createdById,
        title: t.title,
        description: t.description ?? null,
        dueDate: t.dueDate ?? null,
        priority: t.priority ?? 'normal',
        category: t.category ?? null,
      })
      .returning({ id: tasks.id, dueDate: tasks.dueDate });
    if (!task) throw new Error('task not created');
    if (t.requirements.length) {
      await db.insert(taskRequirements).values(
        t.requirements.map((r, i) => ({
          taskId: task.id,
          name: r.name,
          description: r.description ?? null,
          isRequired: r.isRequired ?? true,
          allowMultiple: r.allowMultiple ?? false,
          position: i,
        })),
      );
    }
    await createAction(db, {
      userId: input.userId,
      companyId: input.companyId ?? null,
      taskId: task.id,
      createdById: input.createdById,
      type: 'task',
      title: t.title,
      message: t.requirements.length ? `Please upload: ${t.requirements.map((r) => r.name).join(', ')}.` : (t.description ?? 'Please complete this task.'),
      link: input.link(task.id),
      dueDate: task.dueDate,
    });
    ids.push(task.id);
  }
  return ids;
}

/** The user's live tasks with no company (their NRI work) that are still open: the preparer's summary. */
export async function listOpenUserTasks(db: Db, userId: string, limit = 5): Promise<TaskSummary[]> {
  const rows = await summaryQuery(
    db,
    and(eq(tasks.userId, userId), isNull(tasks.companyId), isNull(tasks.deletedAt), inArray(tasks.status, [...OPEN_TASK_STATUSES])),
  )
    .orderBy(sql`${tasks.dueDate} asc nulls last`, desc(tasks.createdAt), desc(tasks.id))
    .limit(limit);
  const today = todayUtc();
  return rows.map((r) => toTaskSummary(r, today));
}

/** Whether the live task exists and belongs to the user (a task named in a staff upload for them). */
export async function isUserTask(db: Db, userId: string, taskId: string): Promise<boolean> {
  return (await getOwnLiveTaskId(db, userId, taskId)) !== null;
}

/** The requirement if it is one of this task's (404 otherwise, the same for an unknown id). */
export async function assertRequirementOfTask(db: Db, taskId: string, requirementId: string): Promise<void> {
  const found = await getRequirementWithTask(db, requirementId);
  if (!found || found.task.id !== taskId) throw new AppError('NOT_FOUND', clientMessages.errors.requirementNotFound);
}

/**
 * Closes the open tasks among these (work the system finished or withdrew for the client: a KYC/AML survey
 * submitted or its request cancelled). Closed ones stay as they were. Inside the caller's transaction.
 */
export async function closeOpenTasks(db: Db, ids: readonly string[], status: 'Completed' | 'Cancelled'): Promise<number> {
  if (ids.length === 0) return 0;
  const now = new Date();
  const rows = await db
    .update(tasks)
    .set({ status, updatedAt: now, ...(status === 'Completed' ? { completedAt: now } : {}) })
    .where(and(inArray(tasks.id, [...ids]), isNull(tasks.deletedAt), inArray(tasks.status, [...OPEN_TASK_STATUSES])))
    .returning({ id: tasks.id });
  return rows.length;
}
