import { eq } from 'drizzle-orm';
import type { Action, Document, Task, TaskDetailResponse } from '@quayside/contract/client-area';
import type { ReviewTaskQuery, SendActionBody } from '@quayside/contract/company-preparer';
import type { CreateNriTaskBody } from '@quayside/contract/nri-area';
import { clientMessages, preparerMessages } from '@quayside/contract/messages';
import {
  ITR_STAGE_LABELS,
  type ItrStage,
  type ItrStatus,
  type NriDocumentKind,
  type NriDocumentsQuery,
  type NriFiling,
  type NriPreparerSummary,
  type NriProfile,
  type PreparerUpdateNriProfileBody,
  type UpdateNriStatusBody,
} from '@quayside/contract/nri-area';
import type { Db } from '../../db/client';
import { nriFilings } from '../../db/schema/nri-filing';
import { AppError } from '../../lib/errors';
import type { UploadedPart } from '../../lib/multipart';
import { assertMay, type Verb } from '../access/access.service';
import { acknowledgeUserAction, countUnacknowledgedActions, createAction, listActions } from '../actions/actions.service';
import { writeAudit } from '../audit/audit.service';
import { getUserRef, userMayEditProfile, type Actor, type UserRef } from '../auth/auth.service';
import { countPendingDocumentsOfUser, listUserDocuments, uploadStaffDocumentForUser } from '../documents/documents.service';
import { createNotification } from '../notifications/notifications.service';
import { createUserTasks, getAssignedTask, getTaskCompanyId, listOpenUserTasks, reviewTask } from '../tasks/tasks.service';
import { preparersOfUser } from '../assignments/assignments.service';
import { profilePatch, writeProfile } from './nri-filing.client';
import {
  assignedNriPreparer,
  filingArtifactsOf,
  getCurrentFilingRow,
  getProfileRow,
  loadProfile,
  recordStage,
  stageIndex,
  toFiling,
  toItrStatus,
  type Deps,
  type FilingRow,
} from './nri-filing.records';

/**
 * The NRI preparer's calls (/api/nri-preparer/{id}, id = the NRI client's user id): the staff side of one NRI
 * client. The access module decides through the user record: the assigned preparer (preparer_nri) and the admin
 * work on it, an approver above that preparer reads it (403 on writes), anyone else gets 404, the same as for an
 * unknown id or a user who is not an NRI client.
 */

const P = preparerMessages.errors;
const nriNotFound = () => new AppError('NOT_FOUND', P.nriClientNotFound);
/** Where the NRI client reads what each notice is about (the web's /dashboard/nri pages). */
const CLIENT_LINK = { filing: '/dashboard/nri/filing', documents: '/dashboard/nri/documents', actions: '/dashboard/nri/actions', profile: '/dashboard/nri/profile' } as const;
type Meta = { ip?: string | null };

/** The NRI client if the actor may do `verb` to them: 404 for anyone out of reach, an unknown id or another role. */
async function reachNriClient(db: Db, actor: Actor, userId: string, verb: Verb): Promise<UserRef> {
  const user = await getUserRef(db, userId);
  if (!user || user.role !== 'nri_client' || user.isDeleted) throw nriNotFound();
  await assertMay(db, actor, verb, { kind: 'user', userId: user.id, role: 'nri_client' }, { notFound: nriNotFound });
  return user;
}

async function requireFiling(db: Db, userId: string): Promise<FilingRow> {
  const row = await getCurrentFilingRow(db, userId);
  if (!row) throw new AppError('INVALID_STATE', P.nriNoFiling);
  return row;
}

const person = (u: UserRef) => ({ id: u.id, fullName: u.fullName, email: u.email });

/** GET /api/nri-preparer/{id}/summary */
export async function getNriSummary(db: Db, actor: Actor, userId: string): Promise<NriPreparerSummary> {
  const user = await reachNriClient(db, actor, userId, 'read');
  const [profile, filingRow, preparer, unacknowledgedActions, pendingDocuments, openTasks] = await Promise.all([
    loadProfile(db, user),
    getCurrentFilingRow(db, user.id),
    assignedNriPreparer(db, user.id),
    countUnacknowledgedActions(db, user.id),
    countPendingDocumentsOfUser(db, user.id),
    listOpenUserTasks(db, user.id, 5),
  ]);
  return {
    client: person(user),
    profile,
    filing: filingRow ? await toFiling(db, filingRow) : null,
    preparer,
    unacknowledgedActions,
    pendingDocuments,
    openTasks,
  };
}

/** GET /api/nri-preparer/{id}/status */
export async function getNriStatus(db: Db, actor: Actor, userId: string): Promise<{ status: ItrStatus; updatedAt: string | null }> {
  const user = await reachNriClient(db, actor, userId, 'read');
  const status = await toItrStatus(db, await getCurrentFilingRow(db, user.id));
  return { status, updatedAt: status.updatedAt };
}

/** Moves the filing to a stage inside the caller's transaction: the stage history and the client's notice. */
async function moveStage(tx: Db, actor: Actor, row: FilingRow, stage: ItrStage, extra: { statusRemarks?: string | null; acknowledgementNumber?: string | null }, now: Date) {
  await tx
    .update(nriFilings)
    .set({
      itrStatus: stage,
      stageUpdatedAt: now,
      ...(extra.statusRemarks !== undefined ? { statusRemarks: extra.statusRemarks } : {}),
      ...(extra.acknowledgementNumber !== undefined ? { acknowledgementNumber: extra.acknowledgementNumber } : {}),
      updatedAt: now,
    })
    .where(eq(nriFilings.id, row.id));
  await recordStage(tx, { filingId: row.id, stage, actorId: actor.id, remarks: extra.statusRemarks ?? null, at: now });
  await createNotification(tx, {
    userId: row.userId,
    type: 'system',
    title: `Your AY ${row.assessmentYear} return: ${ITR_STAGE_LABELS[stage]}`,
    message: extra.statusRemarks ? `${ITR_STAGE_LABELS[stage]}. ${extra.statusRemarks}` : `Your tax return is now at the stage "${ITR_STAGE_LABELS[stage]}".`,
    link: CLIENT_LINK.filing,
  });
}

/**
 * POST /api/nri-preparer/{id}/status: move the current filing to a stage (forward, or back to correct a mistake),
 * with remarks and the acknowledgement number; the same stage again only changes those. An audit row records it;
 * the client is told of a new stage.
 */
export async function updateNriStatus(db: Db, actor: Actor, userId: string, body: UpdateNriStatusBody, meta: Meta = {}) {
  const user = await reachNriClient(db, actor, userId, 'manage');
  const row = await requireFiling(db, user.id);
  const sameStage = row.itrStatus === body.itrStatus;
  if (sameStage && body.statusRemarks === undefined && body.acknowledgementNumber === undefined) throw new AppError('CONFLICT', P.nriSameStage);
  const now = new Date();
  await db.transaction(async (tx) => {
    if (sameStage) {
      await tx
        .update(nriFilings)
        .set({
          ...(body.statusRemarks !== undefined ? { statusRemarks: body.statusRemarks } : {}),
          ...(body.acknowledgementNumber !== undefined ? { acknowledgementNumber: body.acknowledgementNumber } : {}),
          updatedAt: now,
        })
        .where(eq(nriFilings.id, row.id));
    } else {
      await moveStage(tx, actor, row, body.itrStatus, body, now);
    }
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'nri.status_updated',
      targetType: 'nri_filing',
      targetId: row.id,
      ip: meta.ip ?? null,
      meta: { userId: user.id, from: row.itrStatus, to: body.itrStatus, statusRemarks: body.statusRemarks, acknowledgementNumber: body.acknowledgementNumber },
    });
  });
  const status = await toItrStatus(db, await getCurrentFilingRow(db, user.id));
  return { status, updatedAt: status.updatedAt };
}

/** GET /api/nri-preparer/{id}/documents */
export async function getNriDocuments(deps: Deps, actor: Actor, userId: string, query: NriDocumentsQuery) {
  const user = await reachNriClient(deps.db, actor, userId, 'read');
  return listUserDocuments(deps, user.id, query);
}

const ARTIFACT_TYPE: Record<Exclude<NriDocumentKind, 'general'>, string> = { draft_computation: 'nri_draft_computation', acknowledgement: 'nri_itr_acknowledgement' };

/**
 * POST /api/nri-preparer/{id}/documents: a document for the NRI client. A draft computation becomes the filing's
 * draft (itrDraftStatus awaiting_decision, the last decision cleared, the stage at least draft_prepared) and the
 * client is asked to decide; an acknowledgement becomes the filing's (the stage at least filed).
 */
export async function uploadNriDocument(
  deps: Deps,
  actor: Actor,
  userId: string,
  input: { file: UploadedPart; name?: string; taskId?: string; kind: NriDocumentKind },
  meta: Meta = {},
): Promise<{ document: Document; filing: NriFiling | null }> {
  const { db } = deps;
  const user = await reachNriClient(db, actor, userId, 'manage');
  const filing = input.kind === 'general' ? await getCurrentFilingRow(db, user.id) : await requireFiling(db, user.id);
  const document = await uploadStaffDocumentForUser(
    deps,
    actor,
    { ownerId: user.id, file: input.file, name: input.name ?? (input.kind === 'draft_computation' ? 'Draft computation' : input.kind === 'acknowledgement' ? 'ITR acknowledgement' : undefined), taskId: input.taskId, documentType: input.kind === 'general' ? null : ARTIFACT_TYPE[input.kind] },
    async (tx, doc) => {
      const now = new Date();
      if (filing && input.kind === 'draft_computation') {
        await tx
          .update(nriFilings)
          .set({ draftDocumentId: doc.id, itrDraftStatus: 'awaiting_decision', draftDecisionAction: null, draftDecisionName: null, draftDecisionReason: null, draftDecidedAt: null, updatedAt: now })
          .where(eq(nriFilings.id, filing.id));
        if (stageIndex(filing.itrStatus as ItrStage) < stageIndex('draft_prepared')) await moveStage(tx, actor, filing, 'draft_prepared', {}, now);
        await createAction(tx, { userId: user.id, createdById: actor.id, type: 'request', title: `Review your AY ${filing.assessmentYear} draft computation`, message: 'Your preparer uploaded the draft computation of your return. Approve it, or ask for changes.', link: CLIENT_LINK.filing });
        await createNotification(tx, { userId: user.id, type: 'document', title: 'Draft computation ready', message: `${actor.fullName} uploaded the draft computation of your AY ${filing.assessmentYear} return. Please review it and approve it or ask for changes.`, link: CLIENT_LINK.filing });
      } else if (filing && input.kind === 'acknowledgement') {
        await tx.update(nriFilings).set({ acknowledgementDocumentId: doc.id, updatedAt: now }).where(eq(nriFilings.id, filing.id));
        if (stageIndex(filing.itrStatus as ItrStage) < stageIndex('filed')) await moveStage(tx, actor, filing, 'filed', {}, now);
        await createNotification(tx, { userId: user.id, type: 'document', title: 'Return filed: acknowledgement', message: `The acknowledgement of your AY ${filing.assessmentYear} return is in your filing documents.`, link: CLIENT_LINK.filing });
      } else {
        await createNotification(tx, { userId: user.id, type: 'document', title: `New document: ${doc.name}`, message: `${actor.fullName} added "${doc.name}" to your documents.`, link: CLIENT_LINK.documents });
      }
    },
    meta,
  );
  const after = filing ? await getCurrentFilingRow(db, user.id) : null;
  return { document, filing: after ? await toFiling(db, after) : null };
}

/**
 * POST /api/nri-preparer/{id}/tasks (designed): a task with its required documents for the NRI client (no
 * company), owned by their assigned preparer; the client gets the task's action and a notice. Activity and audit.
 */
export async function createNriTask(deps: Deps, actor: Actor, userId: string, body: CreateNriTaskBody, meta: Meta = {}): Promise<Task> {
  const { db } = deps;
  const user = await reachNriClient(db, actor, userId, 'manage');
  const [assigned] = await preparersOfUser(db, user.id, 'preparer_nri');
  const link = (taskId: string) => `/dashboard/nri/tasks/${taskId}`;
  const taskId = await db.transaction(async (tx) => {
    const [id] = await createUserTasks(tx, {
      userId: user.id,
      preparerId: assigned ?? (actor.role === 'preparer' ? actor.id : null),
      createdById: actor.id,
      link,
      tasks: [{ title: body.title, description: body.description ?? null, dueDate: body.dueDate, priority: body.priority, category: body.category ?? null, requirements: body.requiredDocuments }],
    });
    if (!id) throw new Error('task not created');
    await createNotification(tx, {
      userId: user.id,
      type: 'task',
      title: `New task: ${body.title}`,
      message: `${actor.fullName} asks you to complete "${body.title}" by ${body.dueDate}.`,
      link: link(id),
    });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'task.created', targetType: 'task', targetId: id, ip: meta.ip ?? null, meta: { userId: user.id, requirements: body.requiredDocuments.length } });
    return id;
  });
  return (await getAssignedTask(deps, actor, taskId)).task;
}

/** GET /api/nri-preparer/{id}/actions */
export async function getNriActions(db: Db, actor: Actor, userId: string): Promise<Action[]> {
  const user = await reachNriClient(db, actor, userId, 'read');
  return listActions(db, user.id, { limit: 100 });
}

/** POST /api/nri-preparer/{id}/actions: an action for the NRI client, who is notified. */
export async function sendNriAction(db: Db, actor: Actor, userId: string, body: SendActionBody, meta: Meta = {}): Promise<Action> {
  const user = await reachNriClient(db, actor, userId, 'manage');
  return db.transaction(async (tx) => {
    const action = await createAction(tx, { userId: user.id, createdById: actor.id, type: body.type, title: body.title, message: body.message, dueDate: body.dueDate ?? null, link: CLIENT_LINK.actions });
    await createNotification(tx, { userId: user.id, type: 'action', title: `New action: ${body.title}`, message: `${actor.fullName} asks: ${body.message}`, link: CLIENT_LINK.actions });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'action.sent', targetType: 'action', targetId: action.id, ip: meta.ip ?? null, meta: { userId: user.id } });
    return { ...action, createdBy: { id: actor.id, fullName: actor.fullName } };
  });
}

/** PATCH /api/nri-preparer/{id}/actions/{actionId}/ack: staff record the client's acknowledgement. */
export async function acknowledgeNriActionAsStaff(db: Db, actor: Actor, userId: string, actionId: string, meta: Meta = {}): Promise<Action> {
  const user = await reachNriClient(db, actor, userId, 'manage');
  return db.transaction(async (tx) => {
    const { action, changed } = await acknowledgeUserAction(tx, actor, user.id, actionId);
    if (changed) await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'action.acknowledged', targetType: 'action', targetId: action.id, ip: meta.ip ?? null, meta: { userId: user.id } });
    return action;
  });
}

/** GET /api/nri-preparer/{id}/filing/current */
export async function getNriCurrentFiling(deps: Deps, actor: Actor, userId: string) {
  const user = await reachNriClient(deps.db, actor, userId, 'read');
  const row = await getCurrentFilingRow(deps.db, user.id);
  return { filing: row ? await toFiling(deps.db, row) : null, ...(await filingArtifactsOf(deps, row)) };
}

/** POST /api/nri-preparer/{id}/profile: staff change the details and/or the client's edit toggle; the client is told. */
export async function updateNriProfileAsStaff(db: Db, actor: Actor, userId: string, body: PreparerUpdateNriProfileBody, meta: Meta = {}): Promise<NriProfile> {
  const user = await reachNriClient(db, actor, userId, 'manage');
  const [current, couldEdit] = await Promise.all([getProfileRow(db, user.id), userMayEditProfile(db, user.id)]);
  const { canEditProfile, ...fields } = body;
  await db.transaction(async (tx) => {
    await writeProfile(tx, user.id, current, profilePatch(current, fields), { fullName: fields.fullName, canEditProfile });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'nri.profile_updated', targetType: 'user', targetId: user.id, ip: meta.ip ?? null, meta: { fields: Object.keys(body), canEditProfile } });
    const toggled = canEditProfile !== undefined && canEditProfile !== couldEdit;
    await createNotification(tx, {
      userId: user.id,
      type: 'system',
      title: toggled ? (canEditProfile ? 'You can edit your details' : 'Your details are locked') : 'Your details were updated',
      message: toggled
        ? canEditProfile
          ? `${actor.fullName} allowed you to change your details.`
          : `${actor.fullName} locked your details while they work on your return.`
        : `${actor.fullName} updated your details.`,
      link: CLIENT_LINK.profile,
    });
  });
  return loadProfile(db, (await getUserRef(db, user.id)) ?? user);
}

/** Only NRI work (a task with no company) is reached through these calls; a company's task is 404 here. */
async function assertNriTask(db: Db, taskId: string): Promise<void> {
  if (await getTaskCompanyId(db, taskId)) throw new AppError('NOT_FOUND', clientMessages.errors.taskNotFound);
}

/** GET /api/nri-preparer/tasks/{id}/details */
export async function getNriTaskDetails(deps: Deps, actor: Actor, taskId: string): Promise<TaskDetailResponse> {
  await assertNriTask(deps.db, taskId);
  return getAssignedTask(deps, actor, taskId);
}

/** PUT /api/nri-preparer/tasks/{id}/review?action=&reason=: the tasks module's one review. */
export async function reviewNriTask(db: Db, actor: Actor, taskId: string, query: ReviewTaskQuery, meta: Meta = {}): Promise<Task> {
  await assertNriTask(db, taskId);
  return reviewTask(db, actor, taskId, { action: query.action, reason: query.reason ?? null }, meta);
}
