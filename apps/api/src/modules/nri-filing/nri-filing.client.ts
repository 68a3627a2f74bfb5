import { eq } from 'drizzle-orm';
import type { Action, Document, Task, TaskDetailResponse } from '@quayside/contract/client-area';
import type { ListInvoicesQuery, ListInvoicesResponse } from '@quayside/contract/invoices';
import { clientMessages, nriClientMessages } from '@quayside/contract/messages';
import type {
  DraftDecisionBody,
  FilingArtifacts,
  ItrStatus,
  NriDocumentsQuery,
  NriFiling,
  NriProfile,
  NriTasksQuery,
  UpdateNriProfileBody,
} from '@quayside/contract/nri-area';
import type { Db } from '../../db/client';
import { nriFilings, nriProfiles } from '../../db/schema/nri-filing';
import { AppError } from '../../lib/errors';
import type { UploadedPart } from '../../lib/multipart';
import { acknowledgeAction, countUnacknowledgedActions, listActions } from '../actions/actions.service';
import { writeAudit } from '../audit/audit.service';
import { updateUserProfileFields, userMayEditProfile, type Actor } from '../auth/auth.service';
import { deleteDocument, listClientDocuments, removeFileFromBundle, uploadToRequirement } from '../documents/documents.service';
import { listInvoicesForUser } from '../invoices/invoices.service';
import { createNotification } from '../notifications/notifications.service';
import { assertRequirementOfTask, getAssignedTask, listAssignedTasks, submitTask } from '../tasks/tasks.service';
import {
  assignedNriPreparer,
  filingArtifactsOf,
  getCurrentFilingRow,
  getProfileRow,
  loadProfile,
  recordStage,
  toFiling,
  toItrStatus,
  type Deps,
  type ProfileRow,
} from './nri-filing.records';

/**
 * The NRI client's own area (/api/nri-client): every call is about the signed-in NRI client's own records. Tasks,
 * documents, actions and invoices are the owning modules' (which ask the access module: another client's record is
 * 404); the profile and the filing are this module's.
 */

const E = nriClientMessages.errors;

/** GET /api/nri-client/tasks */
export function listNriTasks(db: Db, actor: Actor, query: NriTasksQuery) {
  return listAssignedTasks(db, actor, { openOnly: query.onlyOpen, status: query.status, cursor: query.cursor, limit: query.limit });
}

/** GET /api/nri-client/tasks/{id} */
export function getNriTask(deps: Deps, actor: Actor, taskId: string): Promise<TaskDetailResponse> {
  return getAssignedTask(deps, actor, taskId);
}

/** POST /api/nri-client/tasks/{id}/requirements/{reqDocId}/upload: the file joins the requirement's document. */
export async function uploadNriRequirement(deps: Deps, actor: Actor, taskId: string, requirementId: string, file: UploadedPart): Promise<{ requirementId: string; uploadedDoc: Document }> {
  await assertRequirementOfTask(deps.db, taskId, requirementId);
  const { document } = await uploadToRequirement(deps, actor, requirementId, { files: [file] });
  return { requirementId, uploadedDoc: document };
}

/** POST /api/nri-client/tasks/{id}/submit: the task as the server left it (InProgress, under review). */
export function submitNriTask(db: Db, actor: Actor, taskId: string, message?: string): Promise<Task> {
  return submitTask(db, actor, taskId, message);
}

/**
 * DELETE /api/nri-client/tasks/{id}/requirements/{reqDocId}/files/{fileId}: one file leaves the requirement's
 * document; removing the last one removes the document (the requirement is Required again).
 */
export async function deleteNriRequirementFile(deps: Deps, actor: Actor, taskId: string, requirementId: string, fileId: string): Promise<{ requirementId: string; uploadedDoc: Document | null }> {
  const detail = await getAssignedTask(deps, actor, taskId);
  const req = detail.requiredDocuments.find((r) => r.id === requirementId);
  if (!req) throw new AppError('NOT_FOUND', clientMessages.errors.requirementNotFound);
  const doc = req.uploadedDoc;
  if (!doc?.files.some((f) => f.fileId === fileId)) throw new AppError('NOT_FOUND', clientMessages.errors.fileNotFound);
  if (doc.files.length === 1) {
    await deleteDocument(deps, actor, doc.id);
    return { requirementId, uploadedDoc: null };
  }
  return { requirementId, uploadedDoc: await removeFileFromBundle(deps, actor, doc.id, fileId) };
}

/** GET /api/nri-client/actions?limit= */
export async function listNriActions(db: Db, actor: Actor, limit: number): Promise<{ items: Action[]; unacknowledgedCount: number }> {
  const [items, unacknowledgedCount] = await Promise.all([listActions(db, actor.id, { limit }), countUnacknowledgedActions(db, actor.id)]);
  return { items, unacknowledgedCount };
}

/** POST /api/nri-client/actions/{id}/ack */
export function acknowledgeNriAction(db: Db, actor: Actor, id: string): Promise<Action> {
  return acknowledgeAction(db, actor, id);
}

/** GET /api/nri-client/details */
export async function getOwnNriProfile(db: Db, actor: Actor): Promise<NriProfile> {
  return loadProfile(db, actor);
}

/** The columns an update changes (undefined: unchanged; null clears). */
export function profilePatch(current: ProfileRow | null, body: UpdateNriProfileBody): Partial<typeof nriProfiles.$inferInsert> {
  const set: Partial<typeof nriProfiles.$inferInsert> = {};
  if (body.contactNumber !== undefined) set.contactNumber = body.contactNumber;
  if (body.countryCode !== undefined) set.countryCode = body.countryCode;
  if (body.address) {
    const merged: Record<string, string | null> = { ...(current?.addressData ?? {}) };
    for (const [k, v] of Object.entries(body.address)) if (v !== undefined) merged[k] = v;
    set.addressData = merged;
  }
  if (body.identity) {
    const merged: Record<string, string | null> = { ...(current?.identityData ?? {}) };
    for (const [k, v] of Object.entries(body.identity)) if (v !== undefined) merged[k] = v;
    set.identityData = merged;
  }
  if (body.dob !== undefined) set.dob = body.dob;
  if (body.gender !== undefined) set.gender = body.gender;
  if (body.stayDuration?.daysInIndia !== undefined) set.daysInIndia = body.stayDuration.daysInIndia;
  if (body.stayDuration?.daysInIndia4Yrs !== undefined) set.daysInIndia4Yrs = body.stayDuration.daysInIndia4Yrs;
  if (body.jurisdictionOfResidence !== undefined) set.jurisdictionOfResidence = body.jurisdictionOfResidence;
  if (body.taxpayerIdentificationNumber !== undefined) set.taxpayerIdentificationNumber = body.taxpayerIdentificationNumber;
  if (body.incomeSources !== undefined) set.incomeSources = body.incomeSources;
  if (body.deductions !== undefined) set.deductions = body.deductions;
  return set;
}

/** Writes the profile's changes (creating the row for an account that has none yet) and the account's own fields. */
export async function writeProfile(
  db: Db,
  userId: string,
  current: ProfileRow | null,
  set: Partial<typeof nriProfiles.$inferInsert>,
  account: { fullName?: string; canEditProfile?: boolean } = {},
): Promise<void> {
  const now = new Date();
  if (current) await db.update(nriProfiles).set({ ...set, updatedAt: now }).where(eq(nriProfiles.userId, userId));
  else await db.insert(nriProfiles).values({ userId, ...set, updatedAt: now });
  await updateUserProfileFields(db, userId, account);
}

/** PUT /api/nri-client/update: only while the preparer allows it (canEditProfile); their preparer is told. */
export async function updateOwnNriProfile(db: Db, actor: Actor, body: UpdateNriProfileBody, meta: { ip?: string | null } = {}): Promise<NriProfile> {
  if (!(await userMayEditProfile(db, actor.id))) throw new AppError('FORBIDDEN', E.profileLocked);
  const current = await getProfileRow(db, actor.id);
  await db.transaction(async (tx) => {
    await writeProfile(tx, actor.id, current, profilePatch(current, body), { fullName: body.fullName });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'nri.profile_updated', targetType: 'user', targetId: actor.id, ip: meta.ip ?? null, meta: { fields: Object.keys(body) } });
    const preparer = await assignedNriPreparer(tx, actor.id);
    if (preparer) {
      await createNotification(tx, { userId: preparer.id, type: 'system', title: `Details updated: ${body.fullName ?? actor.fullName}`, message: `${actor.fullName} changed their details (${Object.keys(body).join(', ')}).`, link: `/dashboard/preparer/nri/${actor.id}` });
    }
  });
  return loadProfile(db, body.fullName !== undefined ? { ...actor, fullName: body.fullName } : actor);
}

/** GET /api/nri-client/documents */
export function listNriDocuments(deps: Deps, actor: Actor, query: NriDocumentsQuery) {
  return listClientDocuments(deps, actor, { cursor: query.cursor, limit: query.limit });
}

/** GET /api/nri-client/invoices */
export function listNriInvoices(db: Db, actor: Actor, query: ListInvoicesQuery): Promise<ListInvoicesResponse> {
  return listInvoicesForUser(db, { userId: actor.id, ...query });
}

/** GET /api/nri-client/itr/status */
export async function getOwnItrStatus(db: Db, actor: Actor): Promise<ItrStatus> {
  return toItrStatus(db, await getCurrentFilingRow(db, actor.id));
}

/** GET /api/nri-client/filing-artifacts */
export async function getOwnFilingArtifacts(deps: Deps, actor: Actor): Promise<FilingArtifacts> {
  const row = await getCurrentFilingRow(deps.db, actor.id);
  const filing = row ? await toFiling(deps.db, row) : null;
  return {
    filingId: row?.id ?? null,
    assessmentYear: row?.assessmentYear ?? null,
    itrDraftStatus: filing?.itrDraftStatus ?? 'none',
    draftDecision: filing?.draftDecision ?? null,
    ...(await filingArtifactsOf(deps, row)),
  };
}

const signatureOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * POST /api/nri-client/filing-artifacts/draft/decide: the client approves the draft computation or asks for
 * changes, signing with their typed full name (it must match the account's name, case and spacing aside). Only
 * while a draft awaits a decision. Approving moves the filing to draft_approved; the preparer is told either way.
 */
export async function decideDraft(db: Db, actor: Actor, body: DraftDecisionBody, meta: { ip?: string | null } = {}): Promise<NriFiling> {
  const row = await getCurrentFilingRow(db, actor.id);
  if (!row) throw new AppError('NOT_FOUND', E.noFiling);
  if (!row.draftDocumentId) throw new AppError('INVALID_STATE', E.noDraft);
  if (row.itrDraftStatus !== 'awaiting_decision') throw new AppError('INVALID_STATE', E.draftNotAwaiting);
  if (signatureOf(body.fullName) !== signatureOf(actor.fullName)) {
    throw new AppError('VALIDATION_FAILED', E.signatureMismatch, { fields: { 'body.fullName': [E.signatureMismatch] } });
  }
  const approve = body.action === 'approve';
  const now = new Date();
  const reason = approve ? null : (body.reason ?? null);
  await db.transaction(async (tx) => {
    const moveStage = approve && ['documents_pending', 'documents_collected', 'draft_prepared'].includes(row.itrStatus);
    await tx
      .update(nriFilings)
      .set({
        itrDraftStatus: approve ? 'approved' : 'changes_requested',
        draftDecisionAction: body.action,
        draftDecisionName: body.fullName.trim(),
        draftDecisionReason: reason,
        draftDecidedAt: now,
        ...(moveStage ? { itrStatus: 'draft_approved', stageUpdatedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(nriFilings.id, row.id));
    if (moveStage) {
      await recordStage(tx, { filingId: row.id, stage: 'draft_approved', actorId: actor.id, at: now });
    }
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'nri.draft_decided', targetType: 'nri_filing', targetId: row.id, ip: meta.ip ?? null, meta: { action: body.action, reason, draftDocumentId: row.draftDocumentId } });
    const preparer = await assignedNriPreparer(tx, actor.id);
    if (preparer) {
      await createNotification(tx, {
        userId: preparer.id,
        type: 'task',
        title: approve ? `Draft approved: ${actor.fullName}` : `Changes requested: ${actor.fullName}`,
        message: approve ? `${actor.fullName} approved the AY ${row.assessmentYear} draft computation.` : `${actor.fullName} asked for changes to the AY ${row.assessmentYear} draft: ${reason ?? ''}`,
        link: `/dashboard/preparer/nri/${actor.id}`,
      });
    }
  });
  const updated = await getCurrentFilingRow(db, actor.id);
  if (!updated) throw new AppError('NOT_FOUND', E.noFiling);
  return toFiling(db, updated);
}
