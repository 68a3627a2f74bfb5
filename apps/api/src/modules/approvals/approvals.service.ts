import { and, asc, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  ApprovalDiffEntry,
  ApprovalRequestDetail,
  ApprovalRequestList,
  ApprovalRequestSummary,
  ApproveRequestBody,
  ApproverDashboard,
  ApproverHistoryQuery,
  ApproverQueueQuery,
  PreparerCompanyDetails,
  PreparerCompanyUpdateBody,
  PreparerLoad,
  PreparerStatusBody,
  ReturnedApprovalItem,
  ReturnRequestBody,
  SendToApproverBody,
  StagedChanges,
  StagedStatus,
} from '@quayside/contract/approvals';
import type { CompanyStatusRecord } from '@quayside/contract/company-preparer';
import type { Company } from '@quayside/contract/companies';
import { approvalMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { approvalRequests } from '../../db/schema/approvals';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { containsPattern } from '../../lib/search';
import { assertMay, listScopeOf, type AccessRecord, type ListScope } from '../access/access.service';
import { approverLinksOf } from '../assignments/assignments.service';
import { writeAudit } from '../audit/audit.service';
import { getUserRefs, listActiveUserIdsWithRole, userNameSql, type Actor } from '../auth/auth.service';
import {
  applyApprovedCompanyUpdate,
  applyApprovedPartChanges,
  companyNameSql,
  countCompaniesByPreparer,
  getCompanyBriefs,
  getCompanyForActor,
  recordCompanyActivity,
  toCompany,
  updateCompany,
  type CompanyRow,
  type RequestMeta,
} from '../companies/companies.service';
import { createNotification } from '../notifications/notifications.service';
import { completeApprovedTasks, listTasksAwaitingApproval, returnTasksToPreparerReview, taskLoadByPreparer, taskSummariesByIds } from '../tasks/tasks.service';
import { asChanges, diffOf, emptyChanges, isEmptyChanges, mergeCompanyUpdate, mergeReturned, mergeStatus, nothingToSend, withoutStale } from './approvals.changes';

/**
 * The four-eyes approval of preparers' work (issue 14). The module owns approval_requests: one `draft` per company
 * collects what its preparer staged; send-to-approver makes it `pending` (with the diff computed then, against the
 * live record, and the company's tasks awaiting approval); the approver approves (every change applied in one
 * transaction through the owners: companies for the record, tasks for the tasks) or returns it (changes back in the
 * draft, tasks back to the preparer's review).
 *
 * Scope: the draft is reached through the company (its preparer, the admin: 'manage' on the company); a request
 * through the access module's 'approval' record (its preparer reads it, the approvers above that preparer and the
 * admin review it). Out of reach: 404. Every write: an audit row and a company activity entry.
 */

type RequestRow = typeof approvalRequests.$inferSelect;
const requestNotFound = () => new AppError('NOT_FOUND', approvalMessages.errors.requestNotFound);
const approvalRecord = (row: Pick<RequestRow, 'preparerId'>): AccessRecord => ({ kind: 'approval', preparerId: row.preparerId });

/* ------------------------------------------------------------------ reading helpers */

async function draftOf(db: Db, companyId: string, lock = false): Promise<RequestRow | null> {
  const q = db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.state, 'draft')))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Ids of the tasks already bundled into a pending request of the company (not to be sent twice). */
async function tasksInPendingRequests(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ ids: approvalRequests.taskIds })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.state, 'pending')));
  return rows.flatMap((r) => r.ids);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function toSummaries(db: Db, rows: RequestRow[]): Promise<ApprovalRequestSummary[]> {
  const [people, companies] = await Promise.all([
    getUserRefs(db, rows.flatMap((r) => [r.preparerId, r.decidedById])),
    getCompanyBriefs(db, rows.map((r) => r.companyId)),
  ]);
  const person = (id: string | null) => {
    const p = id ? people.find((x) => x.id === id) : undefined;
    return p ? { id: p.id, fullName: p.fullName, email: p.email } : null;
  };
  return rows.map((r) => {
    const diff = (r.diff ?? []) as ApprovalDiffEntry[];
    return {
      id: r.id,
      state: r.state,
      company: { id: r.companyId, name: companies.find((c) => c.id === r.companyId)?.name ?? '' },
      preparer: person(r.preparerId),
      note: r.note,
      changeCount: diff.filter((d) => d.entity !== 'task').length,
      taskCount: r.taskIds.length,
      submittedAt: iso(r.submittedAt),
      decidedAt: iso(r.decidedAt),
      decidedBy: person(r.decidedById),
      decisionReason: r.decisionReason,
      decisionNote: r.decisionNote,
    };
  });
}

async function toDetail(db: Db, row: RequestRow): Promise<ApprovalRequestDetail> {
  const [summary] = await toSummaries(db, [row]);
  if (!summary) throw requestNotFound();
  return { ...summary, diff: (row.diff ?? []) as ApprovalDiffEntry[], tasks: await taskSummariesByIds(db, row.taskIds) };
}

/** A sent request (not a draft) the actor may do `verb` to: 404 otherwise. */
async function requestFor(db: Db, actor: Actor, id: string, verb: 'read' | 'review'): Promise<RequestRow> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id)).limit(1);
  if (!row || row.state === 'draft') throw requestNotFound();
  await assertMay(db, actor, verb, approvalRecord(row), { notFound: requestNotFound, hideForbidden: true });
  return row;
}

/* ------------------------------------------------------------------ the preparer's side */

async function detailsOf(db: Db, row: CompanyRow): Promise<PreparerCompanyDetails> {
  const [company, draft, inPending, [last], [pending]] = await Promise.all([
    toCompany(db, row),
    draftOf(db, row.id),
    tasksInPendingRequests(db, row.id),
    db
      .select()
      .from(approvalRequests)
      .where(and(eq(approvalRequests.companyId, row.id), inArray(approvalRequests.state, ['pending', 'approved', 'returned'])))
      .orderBy(sql`coalesce(${approvalRequests.decidedAt}, ${approvalRequests.submittedAt}) desc nulls last`, desc(approvalRequests.id))
      .limit(1),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(approvalRequests)
      .where(and(eq(approvalRequests.companyId, row.id), eq(approvalRequests.state, 'pending'))),
  ]);
  const tasks = await listTasksAwaitingApproval(db, row.id, inPending);
  const changes = draft ? withoutStale(asChanges(draft.changes), company) : null;
  const staged = changes && !isEmptyChanges(changes) ? changes : null;
  return {
    company,
    directors: company.directors,
    shareholders: company.shareholders,
    pendingChanges: staged,
    pendingDiff: diffOf(staged ?? emptyChanges(), company, tasks),
    tasksAwaitingApproval: tasks,
    pendingRequests: pending?.n ?? 0,
    lastRequest: last
      ? { id: last.id, state: last.state, reason: last.state === 'approved' ? last.decisionNote : last.decisionReason, submittedAt: iso(last.submittedAt), decidedAt: iso(last.decidedAt) }
      : null,
  };
}

/**
 * GET /api/preparer/company/{id}: the live record, the draft and the last request (the company's preparer and the
 * admin; the approver above that preparer reads it too).
 */
export async function getPreparerCompany(db: Db, actor: Actor, companyId: string): Promise<PreparerCompanyDetails> {
  return detailsOf(db, await getCompanyForActor(db, companyId, actor, 'read'));
}

/**
 * Puts `next` as the company's draft (inside the caller's transaction): created when there is none, removed when
 * nothing is left staged.
 */
async function saveDraft(tx: Db, companyId: string, preparerId: string, draft: RequestRow | null, next: StagedChanges): Promise<void> {
  if (draft && isEmptyChanges(next)) {
    await tx.delete(approvalRequests).where(eq(approvalRequests.id, draft.id));
  } else if (draft) {
    await tx.update(approvalRequests).set({ changes: next, preparerId, updatedAt: new Date() }).where(eq(approvalRequests.id, draft.id));
  } else if (!isEmptyChanges(next)) {
    await tx.insert(approvalRequests).values({ companyId, preparerId, state: 'draft', changes: next });
  }
}

/** Stages a change in the company's draft (merging with what is staged), with its audit row and activity entry. */
async function stage(
  db: Db,
  actor: Actor,
  row: CompanyRow,
  merge: (current: StagedChanges) => StagedChanges,
  what: { parts: string[] },
  meta: RequestMeta,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The draft row is locked (or, when there is none yet, the company row) so that two saves merge in turn.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`approval-draft:${row.id}`}))`);
    const draft = await draftOf(tx, row.id, true);
    const next = merge(draft ? asChanges(draft.changes) : emptyChanges());
    await saveDraft(tx, row.id, actor.id, draft, next);
    await recordCompanyActivity(tx, { companyId: row.id, actorId: actor.id, action: 'approval.staged', details: { parts: what.parts } });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'approval.staged', targetType: 'company', targetId: row.id, ip: meta.ip ?? null, meta: { parts: what.parts } });
  });
}

const partsOf = (body: PreparerCompanyUpdateBody) =>
  (['company', 'directors', 'shareholders'] as const).filter((k) => body[k] !== undefined);

/**
 * PUT /api/preparer/company/{id}: a preparer's changes are staged in the draft; an admin's are applied at once
 * (through the companies module, in one transaction).
 */
export async function updatePreparerCompany(
  db: Db,
  actor: Actor,
  companyId: string,
  body: PreparerCompanyUpdateBody,
  meta: RequestMeta = {},
): Promise<PreparerCompanyDetails & { outcome: 'staged' | 'applied' }> {
  const row = await getCompanyForActor(db, companyId, actor, 'manage');
  const live = await toCompany(db, row);
  if (actor.role === 'admin') {
    // Validated as a draft of its own (ids must be the company's), then applied.
    const changes = mergeCompanyUpdate(emptyChanges(), body, live);
    await db.transaction((tx) => applyChanges(tx, row.id, changes, actor, meta));
    const fresh = await getCompanyForActor(db, companyId, actor, 'manage');
    return { ...(await detailsOf(db, fresh)), outcome: 'applied' };
  }
  await stage(db, actor, row, (current) => mergeCompanyUpdate(current, body, live), { parts: partsOf(body) }, meta);
  return { ...(await detailsOf(db, row)), outcome: 'staged' };
}

const statusOf = (c: Pick<Company, 'status' | 'incorporationStatus' | 'statusRemarks' | 'updatedAt'>): CompanyStatusRecord => ({
  status: c.status,
  incorporationStatus: c.incorporationStatus,
  statusRemarks: c.statusRemarks,
  updatedAt: c.updatedAt,
});

/**
 * PUT /api/preparer/status/{id} and POST /api/company-preparer/{id}/status (one function for both): a preparer's
 * status change is staged in the draft; an admin's is applied (companies.updateCompany: activity, audit and the
 * client's notice). Answers the live status and what is staged.
 */
export async function stageOrApplyStatus(
  db: Db,
  actor: Actor,
  companyId: string,
  body: PreparerStatusBody,
  meta: RequestMeta = {},
): Promise<{ outcome: 'staged' | 'applied'; status: CompanyStatusRecord; pendingStatus: StagedStatus | null }> {
  const row = await getCompanyForActor(db, companyId, actor, 'manage');
  if (actor.role === 'admin') {
    const company = await updateCompany(db, companyId, body, actor, meta);
    const draft = await draftOf(db, row.id);
    return { outcome: 'applied', status: statusOf(company), pendingStatus: draft ? asChanges(draft.changes).status : null };
  }
  const part: StagedStatus = {};
  if (body.status !== undefined) part.status = body.status;
  if (body.incorporationStatus !== undefined) part.incorporationStatus = body.incorporationStatus;
  if (body.statusRemarks !== undefined) part.statusRemarks = body.statusRemarks;
  await stage(db, actor, row, (current) => mergeStatus(current, part), { parts: ['status'] }, meta);
  const draft = await draftOf(db, row.id);
  return {
    outcome: 'staged',
    status: { status: row.status, incorporationStatus: row.incorporationStatus, statusRemarks: row.statusRemarks, updatedAt: row.updatedAt.toISOString() },
    pendingStatus: draft ? asChanges(draft.changes).status : null,
  };
}

/**
 * PUT /api/preparer/send-to-approver/{id}: the draft and the company's tasks awaiting approval become one pending
 * request with the preparer's note and the diff against the live record (computed now and kept). 409 when there
 * is nothing to send. The approvers above the preparer are told (admins see every pending request anyway).
 */
export async function sendToApprover(db: Db, actor: Actor, companyId: string, body: SendToApproverBody, meta: RequestMeta = {}): Promise<ApprovalRequestDetail> {
  const row = await getCompanyForActor(db, companyId, actor, 'manage');
  const live = await toCompany(db, row);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`approval-draft:${row.id}`}))`);
    const draft = await draftOf(tx, row.id, true);
    const changes = withoutStale(draft ? asChanges(draft.changes) : emptyChanges(), live);
    const tasks = await listTasksAwaitingApproval(tx, row.id, await tasksInPendingRequests(tx, row.id));
    if (isEmptyChanges(changes) && tasks.length === 0) throw nothingToSend();
    const preparerId = actor.role === 'preparer' ? actor.id : (draft?.preparerId ?? row.preparerId);
    if (!preparerId) throw new AppError('INVALID_STATE', approvalMessages.errors.noPreparer);
    const values = {
      preparerId,
      state: 'pending' as const,
      note: body.note,
      changes,
      diff: diffOf(changes, live, tasks),
      taskIds: tasks.map((t) => t.id),
      submittedAt: new Date(),
      updatedAt: new Date(),
    };
    let requestId: string;
    if (draft) {
      await tx.update(approvalRequests).set(values).where(eq(approvalRequests.id, draft.id));
      requestId = draft.id;
    } else {
      const [created] = await tx.insert(approvalRequests).values({ ...values, companyId: row.id }).returning({ id: approvalRequests.id });
      if (!created) throw new Error('approval request not created');
      requestId = created.id;
    }
    // Returned requests of the company are answered by this one.
    await tx
      .update(approvalRequests)
      .set({ resubmittedById: requestId, updatedAt: new Date() })
      .where(and(eq(approvalRequests.companyId, row.id), eq(approvalRequests.state, 'returned'), isNull(approvalRequests.resubmittedById)));
    const approvers = await approverLinksOf(tx, [preparerId]);
    for (const a of approvers) {
      await createNotification(tx, {
        userId: a.approverId,
        type: 'approval',
        title: `For approval: ${row.name}`,
        message: `${actor.fullName} sent ${values.diff.length} change${values.diff.length === 1 ? '' : 's'} for your approval: ${body.note}`,
        link: `/dashboard/approver/requests/${requestId}`,
      });
    }
    await recordCompanyActivity(tx, { companyId: row.id, actorId: actor.id, action: 'approval.sent', details: { requestId, changes: values.diff.length, tasks: values.taskIds.length } });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'approval.sent', targetType: 'approval_request', targetId: requestId, ip: meta.ip ?? null, meta: { companyId: row.id } });
    return requestId;
  });
  const [sent] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  if (!sent) throw requestNotFound();
  return toDetail(db, sent);
}

/* ------------------------------------------------------------------ applying */

/** Every staged change, through the owners (inside the caller's transaction). */
async function applyChanges(tx: Db, companyId: string, changes: StagedChanges, actor: Actor, meta: RequestMeta & { requestId?: string }): Promise<void> {
  const c = asChanges(changes);
  const fields = { ...(c.company ?? {}), ...(c.status ?? {}) };
  if (Object.keys(fields).length > 0) await applyApprovedCompanyUpdate(tx, companyId, fields, actor, meta);
  await applyApprovedPartChanges(
    tx,
    companyId,
    {
      directors: c.directors as Parameters<typeof applyApprovedPartChanges>[2]['directors'],
      shareholders: c.shareholders as Parameters<typeof applyApprovedPartChanges>[2]['shareholders'],
    },
    actor,
    meta,
  );
}

/* ------------------------------------------------------------------ the approver's side */

async function lockPending(tx: Db, id: string): Promise<RequestRow> {
  const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).limit(1).for('update');
  if (!row) throw requestNotFound();
  if (row.state !== 'pending') throw new AppError('INVALID_STATE', approvalMessages.errors.notPending);
  return row;
}

/**
 * POST /api/approver/requests/{id}/approve: every change is applied in one transaction (companies: details,
 * status, directors, shareholders; tasks: Completed, each client told), the request is approved, the client is
 * told their company's details changed and the preparer that their work was approved.
 */
export async function approveRequest(db: Db, actor: Actor, id: string, body: ApproveRequestBody, meta: RequestMeta = {}): Promise<ApprovalRequestDetail> {
  const seen = await requestFor(db, actor, id, 'review');
  if (seen.state !== 'pending') throw new AppError('INVALID_STATE', approvalMessages.errors.notPending);
  const note = body?.note?.trim() || null;
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    const changes = asChanges(row.changes);
    const [company] = await getCompanyBriefs(tx, [row.companyId]);
    if (!company || company.deletedAt) throw requestNotFound();
    try {
      await applyChanges(tx, row.companyId, changes, actor, { ...meta, requestId: row.id });
    } catch (err) {
      // Someone removed a person this request changes since it was sent: it cannot be applied as sent.
      if (err instanceof AppError && err.code === 'NOT_FOUND') throw new AppError('INVALID_STATE', approvalMessages.errors.stale);
      throw err;
    }
    const completed = await completeApprovedTasks(tx, row.taskIds, actor, { ip: meta.ip ?? null, requestId: row.id });
    await tx
      .update(approvalRequests)
      .set({ state: 'approved', decidedById: actor.id, decidedAt: new Date(), decisionNote: note, updatedAt: new Date() })
      .where(eq(approvalRequests.id, row.id));
    const detailsChanged = !isEmptyChanges({ ...changes, status: null });
    if (detailsChanged && company.ownerId) {
      await createNotification(tx, {
        userId: company.ownerId,
        type: 'system',
        title: `${company.name}: company details updated`,
        message: 'Your company record was updated by the firm. Open your company details to see the changes.',
        link: '/dashboard/client/company',
      });
    }
    await createNotification(tx, {
      userId: row.preparerId,
      type: 'approval',
      title: `Approved: ${company.name}`,
      message: note ?? `${actor.fullName} approved your changes${completed.length ? ` and ${completed.length} task${completed.length === 1 ? '' : 's'}` : ''}.`,
      link: `/dashboard/preparer/companies/${row.companyId}`,
    });
    await recordCompanyActivity(tx, { companyId: row.companyId, actorId: actor.id, action: 'approval.approved', details: { requestId: row.id, note, tasks: completed.length } });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'approval.approved', targetType: 'approval_request', targetId: row.id, ip: meta.ip ?? null, meta: { companyId: row.companyId, note } });
  });
  return toDetail(db, await requestFor(db, actor, id, 'read'));
}

/**
 * POST /api/approver/requests/{id}/return: the request is returned with the reason; its changes go back into the
 * company's draft (merged with what the preparer staged since), its tasks back to the preparer's review, and the
 * preparer is told why.
 */
export async function returnRequest(db: Db, actor: Actor, id: string, body: ReturnRequestBody, meta: RequestMeta = {}): Promise<ApprovalRequestDetail> {
  const seen = await requestFor(db, actor, id, 'review');
  if (seen.state !== 'pending') throw new AppError('INVALID_STATE', approvalMessages.errors.notPending);
  const reason = body.reason.trim();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`approval-draft:${seen.companyId}`}))`);
    const row = await lockPending(tx, id);
    const [company] = await getCompanyBriefs(tx, [row.companyId]);
    const draft = await draftOf(tx, row.companyId, true);
    const back = mergeReturned(asChanges(row.changes), draft ? asChanges(draft.changes) : emptyChanges());
    await saveDraft(tx, row.companyId, draft?.preparerId ?? row.preparerId, draft, back);
    const tasks = await returnTasksToPreparerReview(tx, row.taskIds, actor, row.id);
    await tx
      .update(approvalRequests)
      .set({ state: 'returned', decidedById: actor.id, decidedAt: new Date(), decisionReason: reason, updatedAt: new Date() })
      .where(eq(approvalRequests.id, row.id));
    await createNotification(tx, {
      userId: row.preparerId,
      type: 'approval',
      title: `Returned: ${company?.name ?? 'company update'}`,
      message: `${actor.fullName} returned your work: ${reason}`,
      link: `/dashboard/preparer/companies/${row.companyId}`,
    });
    await recordCompanyActivity(tx, { companyId: row.companyId, actorId: actor.id, action: 'approval.returned', details: { requestId: row.id, reason, tasks } });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'approval.returned', targetType: 'approval_request', targetId: row.id, ip: meta.ip ?? null, meta: { companyId: row.companyId, reason } });
  });
  return toDetail(db, await requestFor(db, actor, id, 'read'));
}

/** GET /api/approver/requests/{id} */
export async function getApprovalRequest(db: Db, actor: Actor, id: string): Promise<ApprovalRequestDetail> {
  return toDetail(db, await requestFor(db, actor, id, 'review'));
}

/** The access module's list scope as a condition on approval_requests; null when it shows none. */
function scopeWhere(scope: ListScope): SQL | undefined | null {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'preparers') return scope.preparerIds.length ? inArray(approvalRequests.preparerId, scope.preparerIds) : null;
  return null;
}

/** GET /api/approver/queue: pending requests in the actor's scope, oldest first (keyset on submittedAt, id). */
export async function listQueue(db: Db, actor: Actor, query: ApproverQueueQuery): Promise<ApprovalRequestList> {
  // A company filter out of the actor's reach answers 404, as every company filter does.
  if (query.companyId) await getCompanyForActor(db, query.companyId, actor, 'read');
  const scope = scopeWhere(await listScopeOf(db, actor));
  if (scope === null) return { items: [], nextCursor: null };
  const cursor = decodeCursor(query.cursor);
  const term = query.q?.trim();
  const rows = await db
    .select({ row: approvalRequests, cursorTs: cursorTs(approvalRequests.submittedAt), id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.state, 'pending'),
        scope,
        query.preparerId ? eq(approvalRequests.preparerId, query.preparerId) : undefined,
        query.companyId ? eq(approvalRequests.companyId, query.companyId) : undefined,
        term
          ? or(
              sql`lower(${companyNameSql(approvalRequests.companyId)}) like ${containsPattern(term)}`,
              sql`lower(${userNameSql(approvalRequests.preparerId)}) like ${containsPattern(term)}`,
            )
          : undefined,
        cursor ? sql`(${approvalRequests.submittedAt}, ${approvalRequests.id}) > (${cursor.ts}::timestamptz, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(approvalRequests.submittedAt), asc(approvalRequests.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { items: await toSummaries(db, page.map((r) => r.row)), nextCursor };
}

/** GET /api/approver/history: decided requests in the actor's scope, newest first (keyset on decidedAt, id). */
export async function listHistory(db: Db, actor: Actor, query: ApproverHistoryQuery): Promise<ApprovalRequestList> {
  const scope = scopeWhere(await listScopeOf(db, actor));
  if (scope === null) return { items: [], nextCursor: null };
  const rows = await db
    .select({ row: approvalRequests, cursorTs: cursorTs(approvalRequests.decidedAt), id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        sql`${approvalRequests.decidedAt} is not null`,
        query.decision ? eq(approvalRequests.state, query.decision) : inArray(approvalRequests.state, ['approved', 'returned']),
        scope,
        query.preparerId ? eq(approvalRequests.preparerId, query.preparerId) : undefined,
        afterCursor(approvalRequests.decidedAt, approvalRequests.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(approvalRequests.decidedAt), desc(approvalRequests.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { items: await toSummaries(db, page.map((r) => r.row)), nextCursor };
}

/** The preparers an approver looks after (admin: every active preparer, up to 50). */
async function preparersInScope(db: Db, actor: Actor, scope: ListScope): Promise<string[]> {
  if (scope.kind === 'preparers') return scope.preparerIds;
  if (scope.kind === 'all') return listActiveUserIdsWithRole(db, 'preparer');
  return [];
}

/** GET /api/approver/dashboard */
export async function getApproverDashboard(db: Db, actor: Actor): Promise<ApproverDashboard> {
  const listScope = await listScopeOf(db, actor);
  const scope = scopeWhere(listScope);
  const preparers = await preparersInScope(db, actor, listScope);
  if (scope === null) {
    return { counts: { pending: 0, returnedAwaitingResubmission: 0, decidedLast7Days: 0, preparers: preparers.length }, oldestPending: [] };
  }
  const since = new Date(Date.now() - 7 * 86_400_000);
  const [[counts], queue] = await Promise.all([
    db
      .select({
        pending: sql<number>`count(*) filter (where ${approvalRequests.state} = 'pending')`.mapWith(Number),
        returned: sql<number>`count(*) filter (where ${approvalRequests.state} = 'returned' and ${approvalRequests.resubmittedById} is null)`.mapWith(Number),
        decided: sql<number>`count(*) filter (where ${approvalRequests.decidedAt} >= ${since.toISOString()}::timestamptz)`.mapWith(Number),
      })
      .from(approvalRequests)
      .where(and(inArray(approvalRequests.state, ['pending', 'approved', 'returned']), scope)),
    listQueue(db, actor, { limit: 5 }),
  ]);
  return {
    counts: {
      pending: counts?.pending ?? 0,
      returnedAwaitingResubmission: counts?.returned ?? 0,
      decidedLast7Days: counts?.decided ?? 0,
      preparers: preparers.length,
    },
    oldestPending: queue.items,
  };
}

/** GET /api/approver/preparers: each preparer's load (companies, open and overdue tasks, requests). */
export async function listPreparerLoad(db: Db, actor: Actor): Promise<PreparerLoad[]> {
  const ids = await preparersInScope(db, actor, await listScopeOf(db, actor));
  if (ids.length === 0) return [];
  const [people, companies, tasks, requests] = await Promise.all([
    getUserRefs(db, ids),
    countCompaniesByPreparer(db, ids),
    taskLoadByPreparer(db, ids),
    db
      .select({
        preparerId: approvalRequests.preparerId,
        pending: sql<number>`count(*) filter (where ${approvalRequests.state} = 'pending')`.mapWith(Number),
        returned: sql<number>`count(*) filter (where ${approvalRequests.state} = 'returned' and ${approvalRequests.resubmittedById} is null)`.mapWith(Number),
      })
      .from(approvalRequests)
      .where(and(inArray(approvalRequests.preparerId, ids), inArray(approvalRequests.state, ['pending', 'returned'])))
      .groupBy(approvalRequests.preparerId),
  ]);
  return people
    .filter((p) => !p.isDeleted)
    .map((p) => {
      const r = requests.find((x) => x.preparerId === p.id);
      return {
        preparer: { id: p.id, fullName: p.fullName, email: p.email },
        companies: companies.get(p.id) ?? 0,
        openTasks: tasks.get(p.id)?.open ?? 0,
        overdueTasks: tasks.get(p.id)?.overdue ?? 0,
        pendingRequests: r?.pending ?? 0,
        returnedRequests: r?.returned ?? 0,
      };
    })
    .sort((a, b) => b.overdueTasks - a.overdueTasks || b.openTasks - a.openTasks || a.preparer.fullName.localeCompare(b.preparer.fullName));
}

/* ------------------------------------------------------------------ for the preparer dashboard */

/** Requests the approver returned to this preparer that were not sent again yet, newest decision first. */
export async function returnedRequestsForPreparer(db: Db, preparerId: string, limit = 10): Promise<ReturnedApprovalItem[]> {
  return returnedRequestsOf(db, [preparerId], limit);
}

/**
 * The same for the staff dashboard's scope: the preparers given (an approver's: those under them), or every
 * preparer (null: the admin's platform-wide view). Newest decision first.
 */
export async function returnedRequestsOf(db: Db, preparerIds: readonly string[] | null, limit = 10): Promise<ReturnedApprovalItem[]> {
  if (preparerIds !== null && preparerIds.length === 0) return [];
  const rows = await db
    .select({
      id: approvalRequests.id,
      companyId: approvalRequests.companyId,
      companyName: companyNameSql(approvalRequests.companyId),
      reason: approvalRequests.decisionReason,
      decidedAt: approvalRequests.decidedAt,
    })
    .from(approvalRequests)
    .where(
      and(
        preparerIds === null ? undefined : inArray(approvalRequests.preparerId, [...preparerIds]),
        eq(approvalRequests.state, 'returned'),
        isNull(approvalRequests.resubmittedById),
        gte(approvalRequests.decidedAt, new Date(0)),
      ),
    )
    .orderBy(desc(approvalRequests.decidedAt), desc(approvalRequests.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, companyId: r.companyId, companyName: r.companyName ?? '', reason: r.reason, decidedAt: (r.decidedAt ?? new Date(0)).toISOString() }));
}
