import { and, asc, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Document, DocumentPurpose, ListDocumentsQuery } from '@quayside/contract/client-area';
import { DOCUMENT_PURPOSES } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { documentFiles, documents } from '../../db/schema/documents';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { retryOnUniqueViolation } from '../../lib/sql';
import type { UploadedPart } from '../../lib/multipart';
import { SIGNED_URL_TTL_SECONDS, checkUpload, type FileKind, type Storage } from '../../lib/storage';
import { assertMay, type AccessRecord } from '../access/access.service';
import { createAction } from '../actions/actions.service';
import { writeAudit } from '../audit/audit.service';
import type { Actor } from '../auth/auth.service';
import { getCompanyBrief, getCompanyForActor, recordCompanyActivity } from '../companies/companies.service';
import { discardStoredFiles, getStoredFiles, revokeStoredFiles, safeFileName, signedFileUrl, storeFiles } from '../files/files.service';
import { createNotification } from '../notifications/notifications.service';
import { clientTaskLink, getOwnLiveTaskId, getRequirementWithTask, getTaskCompanyId, markTaskStartedByUpload, preparerTaskLink, setRequirementStatus } from '../tasks/tasks.service';
export { documentsWaitingSql } from './documents.platform-stats';

export type DocumentRow = typeof documents.$inferSelect;
export { getAdminDocument, listAdminDocuments, listAdminFiles, reviewQueue } from './documents.admin';
type Deps = { db: Db; storage: Storage };

/** What a client may upload: scans and photos of documents, and PDFs. Final documents may also be DOCX. */
export const REQUIREMENT_KINDS: FileKind[] = ['pdf', 'jpg', 'png'];
export const FINAL_KINDS: FileKind[] = ['pdf', 'jpg', 'png', 'docx'];
export const MAX_FILES_PER_UPLOAD = 20;

const docNotFound = () => new AppError('NOT_FOUND', clientMessages.errors.documentNotFound);

/* ------------------------------------------------------------------ mapping */

/** Documents with their files (in order) and fresh signed URLs for each file. */
export async function toDocuments(deps: Deps, rows: DocumentRow[]): Promise<Document[]> {
  if (rows.length === 0) return [];
  const files = await deps.db
    .select()
    .from(documentFiles)
    .where(inArray(documentFiles.documentId, rows.map((r) => r.id)))
    .orderBy(asc(documentFiles.documentId), asc(documentFiles.position), asc(documentFiles.createdAt));
  const stored = new Map((await getStoredFiles(deps.db, files.map((f) => f.storedFileId))).map((s) => [s.id, s]));
  const byDoc = new Map<string, Document['files']>();
  for (const f of files) {
    const s = stored.get(f.storedFileId);
    if (!s) continue;
    const url = await signedFileUrl(deps.storage, s);
    const list = byDoc.get(f.documentId) ?? [];
    list.push({ fileId: f.id, name: s.originalName, url, pageLabel: f.pageLabel, mimeType: s.mimeType, sizeBytes: s.sizeBytes, position: f.position });
    byDoc.set(f.documentId, list);
  }
  return rows.map((r) => {
    const list = byDoc.get(r.id) ?? [];
    return {
      id: r.id,
      name: r.name,
      purpose: (DOCUMENT_PURPOSES as readonly string[]).includes(r.purpose) ? (r.purpose as DocumentPurpose) : 'general',
      status: r.status === 'Approved' || r.status === 'Rejected' ? r.status : 'Pending',
      isVerified: r.isVerified,
      rejectionReason: r.rejectionReason,
      companyId: r.companyId,
      ownerId: r.ownerId,
      taskId: r.taskId,
      requirementId: r.requirementId,
      documentType: r.documentType,
      directorId: r.directorId,
      shareholderId: r.shareholderId,
      ...(list[0]?.url ? { url: list[0].url } : {}),
      files: list,
      uploadedAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function toDocument(deps: Deps, row: DocumentRow): Promise<Document> {
  const [doc] = await toDocuments(deps, [row]);
  if (!doc) throw docNotFound();
  return doc;
}

/* ------------------------------------------------------------------ access */

async function documentRecord(db: Db, row: Pick<DocumentRow, 'ownerId' | 'companyId'>): Promise<AccessRecord> {
  const company = row.companyId ? await getCompanyBrief(db, row.companyId) : null;
  return { kind: 'document', ownerId: row.ownerId, company };
}

/**
 * The live document if the actor may do `verb` to it (the access module decides): 404 when they may not see it.
 * Staff routes (document review) use this too.
 */
export async function getDocumentForActor(db: Db, id: string, actor: Actor, verb: 'read' | 'write' | 'review' = 'read'): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
    .limit(1);
  if (!row) throw docNotFound();
  await assertMay(db, actor, verb, await documentRecord(db, row), {
    notFound: docNotFound,
    forbidden: () => new AppError('FORBIDDEN', 'Only the firm can review documents'),
  });
  return row;
}

function assertChangeable(row: DocumentRow): void {
  if (row.status === 'Approved') throw new AppError('CONFLICT', clientMessages.errors.documentApprovedLocked);
}

/* ------------------------------------------------------------------ list */

/** The client's own documents, newest first, keyset paged; a company filter they may not see answers 404. */
export async function listClientDocuments(
  deps: Deps,
  actor: Actor,
  query: ListDocumentsQuery,
): Promise<{ items: Document[]; nextCursor: string | null }> {
  if (query.companyId) await getCompanyForActor(deps.db, query.companyId, actor);
  const rows = await deps.db
    .select({ row: documents, cursorTs: cursorTs(documents.createdAt), id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.ownerId, actor.id),
        isNull(documents.deletedAt),
        query.companyId ? eq(documents.companyId, query.companyId) : undefined,
        query.status ? eq(documents.status, query.status) : undefined,
        query.purpose ? eq(documents.purpose, query.purpose) : undefined,
        afterCursor(documents.createdAt, documents.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { items: await toDocuments(deps, page.map((r) => r.row)), nextCursor };
}

/* ------------------------------------------------------------------ storing files */

type Stored = { storedFileId: string };

/**
 * Checks every file by content and size first (nothing is stored if one fails), then stores the bytes and
 * their metadata (files module). The caller attaches the stored files to a document in its transaction; on
 * failure it calls discardStored.
 */
async function storeUploads(deps: Deps, actor: Actor, parts: UploadedPart[], kinds: FileKind[]): Promise<Stored[]> {
  const checked = [];
  for (const part of parts) checked.push({ part, kind: await checkUpload(part.buffer, { allowed: kinds, filename: part.filename }) });
  const rows = await storeFiles(
    deps.db,
    deps.storage,
    checked.map(({ part, kind }) => ({
      buffer: part.buffer,
      name: safeFileName(part.filename, kind.extension),
      checked: kind,
      prefix: 'documents',
      purpose: 'document',
      ownerId: actor.id,
    })),
  );
  return rows.map((r) => ({ storedFileId: r.id }));
}

const discardStored = (deps: Deps, stored: Stored[]) => discardStoredFiles(deps.db, deps.storage, stored.map((s) => s.storedFileId));

/** pageLabels: JSON text of a list of labels, or one plain label. */
export function parsePageLabels(raw: string | undefined, fileCount: number): (string | null)[] {
  if (raw === undefined || raw.trim() === '') return [];
  let labels: unknown = raw;
  if (raw.trim().startsWith('[')) {
    try {
      labels = JSON.parse(raw);
    } catch {
      throw new AppError('VALIDATION_FAILED', clientMessages.errors.pageLabelsInvalid, { fields: { pageLabels: [clientMessages.errors.pageLabelsInvalid] } });
    }
  }
  const list = Array.isArray(labels) ? labels : [labels];
  if (!list.every((l) => l === null || (typeof l === 'string' && l.length <= 100 && !l.includes('\u0000')))) {
    throw new AppError('VALIDATION_FAILED', clientMessages.errors.pageLabelsInvalid, { fields: { pageLabels: [clientMessages.errors.pageLabelsInvalid] } });
  }
  if (list.length > fileCount) {
    throw new AppError('VALIDATION_FAILED', clientMessages.errors.tooManyPageLabels, { fields: { pageLabels: [clientMessages.errors.tooManyPageLabels] } });
  }
  return list.map((l) => (typeof l === 'string' && l.trim() ? l.trim() : null));
}

async function appendFiles(db: Db, documentId: string, stored: Stored[], labels: (string | null)[]): Promise<void> {
  const [row] = await db.select({ last: max(documentFiles.position) }).from(documentFiles).where(eq(documentFiles.documentId, documentId));
  const start = (row?.last ?? -1) + 1;
  await db.insert(documentFiles).values(
    stored.map((s, i) => ({ documentId, storedFileId: s.storedFileId, position: start + i, pageLabel: labels[i] ?? null })),
  );
}

/**
 * The document stops serving its files (they were replaced, or the document was deleted): the files module
 * refuses their signed links from now on, even those handed out before. With `detach` the files also leave the
 * bundle; a deleted document keeps its list for the record. Answers the stored files concerned.
 */
async function revokeDocumentFiles(db: Db, documentId: string, opts: { detach: boolean }): Promise<string[]> {
  const rows = await db.select({ storedFileId: documentFiles.storedFileId }).from(documentFiles).where(eq(documentFiles.documentId, documentId));
  const ids = rows.map((r) => r.storedFileId);
  if (opts.detach) await db.delete(documentFiles).where(eq(documentFiles.documentId, documentId));
  await revokeStoredFiles(db, ids);
  return ids;
}

/* ------------------------------------------------------------------ upload to a requirement */

/**
 * POST /api/client/tasks/requirements/{id}/upload. The files join the requirement's document (a bundle) or,
 * with replace, take the place of what was there. The document and the requirement become Pending; a task
 * not yet started moves to InProgress; the preparer is told.
 */
export async function uploadToRequirement(
  deps: Deps,
  actor: Actor,
  requirementId: string,
  input: { files: UploadedPart[]; pageLabels?: string; replace?: boolean },
): Promise<{ document: Document; fileCount: number }> {
  const { db } = deps;
  const found = await getRequirementWithTask(db, requirementId);
  const requirementNotFound = () => new AppError('NOT_FOUND', clientMessages.errors.requirementNotFound);
  if (!found) throw requirementNotFound();
  const { req, task } = found;
  const company = task.companyId ? await getCompanyBrief(db, task.companyId) : null;
  await assertMay(db, actor, 'write', { kind: 'task', ownerId: task.userId, company }, { notFound: requirementNotFound });
  if (task.status === 'Completed' || task.status === 'Cancelled') throw new AppError('INVALID_STATE', clientMessages.errors.taskClosed);
  if (req.status === 'Approved') throw new AppError('INVALID_STATE', clientMessages.errors.requirementApproved);
  if (input.files.length === 0) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
  if (input.files.length > MAX_FILES_PER_UPLOAD) throw new AppError('VALIDATION_FAILED', `Upload at most ${MAX_FILES_PER_UPLOAD} files at a time`);
  if (!req.allowMultiple && input.files.length > 1) {
    throw new AppError('VALIDATION_FAILED', 'This document takes a single file. Upload one file, or combine the pages into one PDF.');
  }
  const labels = parsePageLabels(input.pageLabels, input.files.length);

  const stored = await storeUploads(deps, actor, input.files, REQUIREMENT_KINDS);
  try {
    // Two first uploads to the requirement at once (a double click) both create its document: the unique index
    // lets one win, and the other runs again and joins the document the first created.
    const row = await retryOnUniqueViolation(() => db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(documents)
        .where(and(eq(documents.requirementId, req.id), isNull(documents.deletedAt)))
        .limit(1)
        .for('update');
      if (existing?.status === 'Approved') throw new AppError('INVALID_STATE', clientMessages.errors.requirementApproved);
      // A requirement that takes one file keeps one: a new upload takes the old one's place.
      const replace = input.replace === true || !req.allowMultiple;
      let doc: DocumentRow;
      if (existing) {
        if (replace) await revokeDocumentFiles(tx, existing.id, { detach: true });
        const [updated] = await tx
          .update(documents)
          .set({ status: 'Pending', isVerified: false, rejectionReason: null, reviewedAt: null, reviewedById: null, uploadedById: actor.id, updatedAt: new Date() })
          .where(eq(documents.id, existing.id))
          .returning();
        if (!updated) throw docNotFound();
        doc = updated;
      } else {
        const [created] = await tx
          .insert(documents)
          .values({
            ownerId: task.userId,
            companyId: task.companyId,
            taskId: task.id,
            requirementId: req.id,
            uploadedById: actor.id,
            name: req.name,
            purpose: 'requirement',
            status: 'Pending',
          })
          .returning();
        if (!created) throw new Error('document not created');
        doc = created;
      }
      await appendFiles(tx, doc.id, stored, labels);
      await setRequirementStatus(tx, req.id, 'Pending');
      await markTaskStartedByUpload(tx, task);
      if (task.companyId) {
        await recordCompanyActivity(tx, {
          companyId: task.companyId,
          actorId: actor.id,
          action: existing ? (replace ? 'document.replaced' : 'document.files_added') : 'document.uploaded',
          details: { documentId: doc.id, requirementId: req.id, taskId: task.id, files: stored.length },
        });
      }
      // The company's preparer is told (the task's own preparer when it has no company).
      const preparerId = company?.preparerId ?? task.preparerId;
      if (preparerId) {
        await createNotification(tx, {
          userId: preparerId,
          type: 'document',
          title: `Document uploaded: ${req.name}`,
          message: `${actor.fullName} uploaded ${stored.length === 1 ? 'a file' : `${stored.length} files`} for "${task.title}". It is waiting for your review.`,
          link: preparerTaskLink(task),
        });
      }
      return doc;
    }));
    return { document: await toDocument(deps, row), fileCount: stored.length };
  } catch (err) {
    await discardStored(deps, stored);
    throw err;
  }
}

/* ------------------------------------------------------------------ documents handed in before the company existed */

export type CarriedDocument = {
  name: string;
  /** The KYC file type it was uploaded as (passport, nricFront, proofOfAddress, ...). */
  documentType: string;
  directorId: string | null;
  shareholderId: string | null;
  requirementId: string;
  /** The stored file (files module) that becomes the document's only file. */
  storedFileId: string;
};

/**
 * Documents the client handed in before their company existed (the KYC files of an incorporation application),
 * filed under the new company inside the caller's transaction (the system acts). Each waits for the firm's
 * review (Pending, not verified) on its requirement, exactly as an upload to that requirement would.
 */
export async function fileCarriedDocuments(
  tx: Db,
  input: { ownerId: string; companyId: string; taskId: string; documents: readonly CarriedDocument[]; at: Date },
): Promise<string[]> {
  const ids: string[] = [];
  for (const d of input.documents) {
    const [doc] = await tx
      .insert(documents)
      .values({
        ownerId: input.ownerId,
        companyId: input.companyId,
        taskId: input.taskId,
        requirementId: d.requirementId,
        uploadedById: input.ownerId,
        name: d.name,
        purpose: 'kyc',
        documentType: d.documentType,
        directorId: d.directorId,
        shareholderId: d.shareholderId,
        status: 'Pending',
        isVerified: false,
        createdAt: input.at,
        updatedAt: input.at,
      })
      .returning({ id: documents.id });
    if (!doc) throw new Error('document not created');
    await tx.insert(documentFiles).values({ documentId: doc.id, storedFileId: d.storedFileId, position: 0 });
    ids.push(doc.id);
  }
  return ids;
}

/* ------------------------------------------------------------------ final documents, replace, delete */

/** POST /api/client/upload-final-doc: a final (signed) document for one of the client's companies. */
export async function uploadFinalDocument(
  deps: Deps,
  actor: Actor,
  input: { file: UploadedPart; companyId: string; name?: string; taskId?: string },
): Promise<Document> {
  const { db } = deps;
  // Uploading is writing to the company (refused while the admin has its dashboard locked).
  await getCompanyForActor(db, input.companyId, actor, 'write');
  if (input.taskId && !(await getOwnLiveTaskId(db, actor.id, input.taskId))) {
    throw new AppError('NOT_FOUND', clientMessages.errors.taskNotFound);
  }
  const stored = await storeUploads(deps, actor, [input.file], FINAL_KINDS);
  try {
    const row = await db.transaction(async (tx) => {
      const [doc] = await tx
        .insert(documents)
        .values({
          ownerId: actor.id,
          companyId: input.companyId,
          taskId: input.taskId ?? null,
          uploadedById: actor.id,
          name: input.name ?? (input.file.filename.replace(/\.[^.]+$/, '').trim().slice(0, 200) || 'Final document'),
          purpose: 'final',
          status: 'Pending',
        })
        .returning();
      if (!doc) throw new Error('document not created');
      await appendFiles(tx, doc.id, stored, []);
      await recordCompanyActivity(tx, { companyId: input.companyId, actorId: actor.id, action: 'document.final_uploaded', details: { documentId: doc.id } });
      const company = await getCompanyBrief(tx, input.companyId);
      if (company?.preparerId) {
        await createNotification(tx, {
          userId: company.preparerId,
          type: 'document',
          title: `Final document uploaded: ${doc.name}`,
          message: `${actor.fullName} uploaded a final document for ${company.name}.`,
          link: `/dashboard/preparer/companies/${input.companyId}`,
        });
      }
      return doc;
    });
    return toDocument(deps, row);
  } catch (err) {
    await discardStored(deps, stored);
    throw err;
  }
}

/**
 * POST /api/company-preparer/{id}/documents: staff upload a document for the company's client (one file, checked
 * by content as the client's final uploads are). The document is the client's and shows in their documents; staff
 * made it, so it is verified (Approved) from the start. The caller has checked the actor may manage the company.
 * The client is told; the upload goes to the company activity and the audit log.
 */
export async function uploadDocumentForClient(
  deps: Deps,
  actor: Actor,
  company: { id: string; name: string; ownerId: string | null },
  input: { file: UploadedPart; name?: string; taskId?: string },
  meta: { ip?: string | null } = {},
  /** Runs in the same transaction (a module recording what it produced: the generated documents). */
  inTx?: (tx: Db, doc: DocumentRow, storedFileIds: string[]) => Promise<void>,
): Promise<Document> {
  const { db } = deps;
  const ownerId = company.ownerId;
  if (!ownerId) throw new AppError('INVALID_STATE', 'This company has no client to upload the document for');
  // A task named must be a live task of this company.
  if (input.taskId && (await getTaskCompanyId(db, input.taskId)) !== company.id) throw new AppError('NOT_FOUND', clientMessages.errors.taskNotFound);
  const stored = await storeUploads(deps, actor, [input.file], FINAL_KINDS);
  try {
    const row = await db.transaction(async (tx) => {
      const now = new Date();
      const [doc] = await tx
        .insert(documents)
        .values({
          ownerId,
          companyId: company.id,
          taskId: input.taskId ?? null,
          uploadedById: actor.id,
          name: input.name ?? (input.file.filename.replace(/\.[^.]+$/, '').trim().slice(0, 200) || 'Document from the firm'),
          purpose: 'general',
          status: 'Approved',
          isVerified: true,
          reviewedById: actor.id,
          reviewedAt: now,
        })
        .returning();
      if (!doc) throw new Error('document not created');
      await appendFiles(tx, doc.id, stored, []);
      await recordCompanyActivity(tx, { companyId: company.id, actorId: actor.id, action: 'document.staff_uploaded', details: { documentId: doc.id, name: doc.name } });
      await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'document.staff_uploaded', targetType: 'document', targetId: doc.id, ip: meta.ip ?? null, meta: { companyId: company.id } });
      await createNotification(tx, {
        userId: ownerId,
        type: 'document',
        title: `New document: ${doc.name}`,
        message: `${actor.fullName} added "${doc.name}" to the documents of ${company.name}.`,
        link: '/dashboard/client/documents',
      });
      if (inTx) await inTx(tx, doc, stored.map((s) => s.storedFileId));
      return doc;
    });
    return toDocument(deps, row);
  } catch (err) {
    await discardStored(deps, stored);
    throw err;
  }
}

/**
 * Staff take back a document the firm gave the client (a generated document being deleted), in the caller's
 * transaction: soft, the document is deleted but kept for the record; hard, its row (and its file list) goes. Its
 * files stop being served either way. Answers the stored files it served, for the caller to purge if asked.
 */
export async function withdrawFirmDocument(db: Db, actor: Actor, documentId: string, opts: { hard: boolean }): Promise<string[]> {
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
  if (!row) return [];
  const files = await revokeDocumentFiles(db, row.id, { detach: false });
  if (opts.hard) await db.delete(documents).where(eq(documents.id, row.id));
  else if (!row.deletedAt) await db.update(documents).set({ deletedAt: new Date(), deletedById: actor.id, updatedAt: new Date() }).where(eq(documents.id, row.id));
  return files;
}

/** The live documents of a company, newest first, keyset paged (staff: the caller has checked the company). */
export async function listCompanyDocuments(
  deps: Deps,
  companyId: string,
  query: { status?: string; cursor?: string; limit: number },
): Promise<{ items: Document[]; nextCursor: string | null }> {
  const rows = await deps.db
    .select({ row: documents, cursorTs: cursorTs(documents.createdAt), id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        isNull(documents.deletedAt),
        query.status ? eq(documents.status, query.status) : undefined,
        afterCursor(documents.createdAt, documents.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { items: await toDocuments(deps, page.map((r) => r.row)), nextCursor };
}

/** PUT /api/client/replace-document/{id}: one new file takes the place of the document's files. */
export async function replaceDocument(deps: Deps, actor: Actor, id: string, file: UploadedPart): Promise<Document> {
  const { db } = deps;
  const current = await getDocumentForActor(db, id, actor, 'write');
  assertChangeable(current);
  const kinds = current.purpose === 'final' ? FINAL_KINDS : REQUIREMENT_KINDS;
  const stored = await storeUploads(deps, actor, [file], kinds);
  try {
    const row = await db.transaction(async (tx) => {
      const previous = await revokeDocumentFiles(tx, current.id, { detach: true });
      await appendFiles(tx, current.id, stored, []);
      const [updated] = await tx
        .update(documents)
        .set({ status: 'Pending', isVerified: false, rejectionReason: null, reviewedAt: null, reviewedById: null, uploadedById: actor.id, updatedAt: new Date() })
        .where(eq(documents.id, current.id))
        .returning();
      if (!updated) throw docNotFound();
      if (current.requirementId) await setRequirementStatus(tx, current.requirementId, 'Pending');
      if (current.companyId) {
        // The superseded files stay in storage (stored_files, revoked) for the audit trail; the log names them.
        await recordCompanyActivity(tx, { companyId: current.companyId, actorId: actor.id, action: 'document.replaced', details: { documentId: current.id, previousFiles: previous } });
      }
      return updated;
    });
    return toDocument(deps, row);
  } catch (err) {
    await discardStored(deps, stored);
    throw err;
  }
}

/**
 * DELETE /api/client/document/{id}: a soft delete (kept for the audit trail); its requirement is Required
 * again. An approved document cannot be deleted by the client.
 */
export async function deleteDocument(deps: Deps, actor: Actor, id: string): Promise<{ id: string }> {
  const { db } = deps;
  const current = await getDocumentForActor(db, id, actor, 'write');
  assertChangeable(current);
  await db.transaction(async (tx) => {
    await tx.update(documents).set({ deletedAt: new Date(), deletedById: actor.id, updatedAt: new Date() }).where(eq(documents.id, current.id));
    await revokeDocumentFiles(tx, current.id, { detach: false });
    if (current.requirementId) await setRequirementStatus(tx, current.requirementId, 'Required');
    if (current.companyId) {
      await recordCompanyActivity(tx, { companyId: current.companyId, actorId: actor.id, action: 'document.deleted', details: { documentId: current.id, name: current.name } });
    }
  });
  return { id: current.id };
}

/** DELETE /api/client/documents/{docId}/files/{fileId}: one file leaves the bundle (not the last one). */
export async function removeFileFromBundle(deps: Deps, actor: Actor, docId: string, fileId: string): Promise<Document> {
  const { db } = deps;
  const current = await getDocumentForActor(db, docId, actor, 'write');
  assertChangeable(current);
  const row = await db.transaction(async (tx) => {
    const files = await tx.select({ id: documentFiles.id, storedFileId: documentFiles.storedFileId }).from(documentFiles).where(eq(documentFiles.documentId, current.id)).for('update');
    const target = files.find((f) => f.id === fileId);
    if (!target) throw new AppError('NOT_FOUND', clientMessages.errors.fileNotFound);
    if (files.length === 1) throw new AppError('INVALID_STATE', clientMessages.errors.lastFileInBundle);
    await tx.delete(documentFiles).where(eq(documentFiles.id, target.id));
    await revokeStoredFiles(tx, [target.storedFileId]);
    const [updated] = await tx
      .update(documents)
      .set({ status: 'Pending', rejectionReason: null, updatedAt: new Date() })
      .where(eq(documents.id, current.id))
      .returning();
    if (current.companyId) {
      await recordCompanyActivity(tx, { companyId: current.companyId, actorId: actor.id, action: 'document.file_removed', details: { documentId: current.id, storedFileId: target.storedFileId } });
    }
    return updated ?? current;
  });
  return toDocument(deps, row);
}

/** A fresh signed URL for one file of a document the actor reaches. */
export async function fileDownloadUrl(deps: Deps, actor: Actor, docId: string, fileId: string): Promise<{ url: string; expiresAt: string }> {
  const doc = await getDocumentForActor(deps.db, docId, actor);
  const [link] = await deps.db
    .select({ storedFileId: documentFiles.storedFileId })
    .from(documentFiles)
    .where(and(eq(documentFiles.id, fileId), eq(documentFiles.documentId, doc.id)))
    .limit(1);
  const [file] = link ? await getStoredFiles(deps.db, [link.storedFileId]) : [];
  if (!file) throw new AppError('NOT_FOUND', clientMessages.errors.fileNotFound);
  const url = await signedFileUrl(deps.storage, file);
  return { url, expiresAt: new Date(Date.now() + SIGNED_URL_TTL_SECONDS * 1000).toISOString() };
}

/* ------------------------------------------------------------------ staff review (for the staff modules) */

/**
 * Staff approve or reject a document (a rejection needs a reason; deciding it the same way twice is a 409). The
 * requirement follows the document; the owner gets a notification, and on rejection an action asking them to
 * upload it again. The one review of the admin's (/api/admin/documents/{id}/approve|reject) and the preparer's
 * (/api/preparer/verify-document/{id}) routes.
 */
export async function reviewDocument(
  deps: Deps,
  actor: Actor,
  id: string,
  decision: { approve: boolean; reason?: string | null },
  meta: { ip?: string | null } = {},
): Promise<Document> {
  const { db } = deps;
  const current = await getDocumentForActor(db, id, actor, 'review');
  // Deciding what was already decided is refused, so a second click cannot send the client a second notice.
  if (decision.approve && current.status === 'Approved') throw new AppError('CONFLICT', 'This document is already approved');
  if (!decision.approve && current.status === 'Rejected') throw new AppError('CONFLICT', 'This document is already rejected');
  const reason = decision.reason?.trim() ?? '';
  if (!decision.approve && !reason) {
    throw new AppError('VALIDATION_FAILED', 'A rejected document requires a reason', { fields: { reason: ['Required'] } });
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(documents)
      .set({
        status: decision.approve ? 'Approved' : 'Rejected',
        isVerified: decision.approve,
        rejectionReason: decision.approve ? null : reason,
        reviewedById: actor.id,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(documents.id, current.id))
      .returning();
    if (!updated) throw docNotFound();
    if (current.requirementId) await setRequirementStatus(tx, current.requirementId, decision.approve ? 'Approved' : 'Rejected');
    const link = current.taskId
      ? clientTaskLink({ id: current.taskId, companyId: current.companyId })
      : current.companyId ? '/dashboard/client/documents' : '/dashboard/nri/documents';
    await createNotification(tx, {
      userId: current.ownerId,
      type: 'document',
      title: decision.approve ? `Document approved: ${current.name}` : `Document rejected: ${current.name}`,
      message: decision.approve ? `Your document "${current.name}" has been approved.` : `Your document "${current.name}" was rejected: ${reason}`,
      link,
    });
    if (!decision.approve) {
      await createAction(tx, {
        userId: current.ownerId,
        companyId: current.companyId,
        taskId: current.taskId,
        createdById: actor.id,
        type: 'document',
        title: `Upload "${current.name}" again`,
        message: `The document was rejected: ${reason}`,
        link,
      });
    }
    if (current.companyId) {
      await recordCompanyActivity(tx, { companyId: current.companyId, actorId: actor.id, action: decision.approve ? 'document.approved' : 'document.rejected', details: { documentId: current.id, reason: reason || null } });
    }
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: decision.approve ? 'document.approved' : 'document.rejected', targetType: 'document', targetId: current.id, ip: meta.ip ?? null, meta: { reason: reason || null } });
    return updated;
  });
  return toDocument(deps, row);
}

/** Counts for dashboards: live documents of a company by status. */
export async function countDocumentsByStatus(db: Db, companyId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: documents.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), isNull(documents.deletedAt)))
    .groupBy(documents.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** The live documents uploaded to these requirements (a task's required documents). */
export async function documentsForRequirements(deps: Deps, requirementIds: readonly string[]): Promise<Document[]> {
  if (requirementIds.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(documents)
    .where(and(inArray(documents.requirementId, [...requirementIds]), isNull(documents.deletedAt)));
  return toDocuments(deps, rows);
}

/** A user's rejected documents, most recently reviewed first (the client's insights). */
export async function listRejectedDocumentFacts(db: Db, userId: string, limit = 20) {
  return db
    .select({ id: documents.id, name: documents.name, reason: documents.rejectionReason, taskId: documents.taskId, updatedAt: documents.updatedAt })
    .from(documents)
    .where(and(eq(documents.ownerId, userId), isNull(documents.deletedAt), eq(documents.status, 'Rejected')))
    .orderBy(desc(documents.updatedAt))
    .limit(limit);
}

/* ------------------------------------------------------------------ read-model fragments (client dashboard) */

/**
 * The live documents of the company in `companyId` waiting for review and rejected, in one pass over
 * documents_company_status_idx (index-only): a one-row table of `pending` and `rejected`.
 */
export function documentCountsSql(companyId: SQL): SQL {
  return sql`(select count(*) filter (where d.status = ${'Pending'}) as pending, count(*) filter (where d.status = ${'Rejected'}) as rejected
    from ${documents} d where d.company_id = ${companyId} and d.deleted_at is null and d.status in (${'Pending'}, ${'Rejected'}))`;
}

/* ------------------------------------------------------------------ read-model fragments (the preparer's dashboard) */

/**
 * `select id, created_at ...`: the live documents waiting for verification (Pending) of the companies
 * `companyIds` selects (null: all), from documents_company_pending_idx alone: a CTE the dashboard counts and
 * picks the oldest from.
 */
export function waitingDocumentKeysSql(companyIds: SQL | null, ownersOfWorkWithoutCompany: SQL | null = null): SQL {
  const keys = sql`select d.id, d.created_at from ${documents} d
    where d.status = 'Pending' and d.deleted_at is null ${companyIds ? sql`and d.company_id in (${companyIds})` : sql``}`;
  // Work with no company (NRI clients' uploads) reached through the owners' assignment, read from the owner index.
  if (!companyIds || !ownersOfWorkWithoutCompany) return keys;
  return sql`${keys} union all select d.id, d.created_at from ${documents} d
    where d.status = 'Pending' and d.deleted_at is null and d.company_id is null and d.owner_id in (${ownersOfWorkWithoutCompany})`;
}

/** `select id, name, company_id, owner_id, task_id, created_at ...` of the documents `ids` selects. */
export function documentRowsSql(ids: SQL): SQL {
  return sql`select d.id, d.name, d.company_id, d.owner_id, d.task_id, d.created_at from ${documents} d where d.id in (${ids})`;
}

/* ------------------------------------------------------------------ work with no company (the NRI line) */

/**
 * Staff upload a document for a user's work that has no company (an NRI client's filing): one file, checked by
 * content as final documents are. The document is the user's and shows in their documents; staff made it, so it
 * is verified (Approved) from the start. The caller has checked the actor may manage the user. `inTx` runs in the
 * same transaction (the caller's own records and notice about the document); an audit row is written.
 */
export async function uploadStaffDocumentForUser(
  deps: Deps,
  actor: Actor,
  input: { ownerId: string; file: UploadedPart; name?: string; taskId?: string; documentType?: string | null },
  inTx: (tx: Db, doc: DocumentRow) => Promise<void>,
  meta: { ip?: string | null } = {},
): Promise<Document> {
  const { db } = deps;
  if (input.taskId && !(await getOwnLiveTaskId(db, input.ownerId, input.taskId))) throw new AppError('NOT_FOUND', clientMessages.errors.taskNotFound);
  const stored = await storeUploads(deps, actor, [input.file], FINAL_KINDS);
  try {
    const row = await db.transaction(async (tx) => {
      const now = new Date();
      const [doc] = await tx
        .insert(documents)
        .values({
          ownerId: input.ownerId,
          companyId: null,
          taskId: input.taskId ?? null,
          uploadedById: actor.id,
          name: input.name ?? (input.file.filename.replace(/\.[^.]+$/, '').trim().slice(0, 200) || 'Document from the firm'),
          purpose: 'general',
          documentType: input.documentType ?? null,
          status: 'Approved',
          isVerified: true,
          reviewedById: actor.id,
          reviewedAt: now,
        })
        .returning();
      if (!doc) throw new Error('document not created');
      await appendFiles(tx, doc.id, stored, []);
      await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'document.staff_uploaded', targetType: 'document', targetId: doc.id, ip: meta.ip ?? null, meta: { ownerId: input.ownerId, documentType: input.documentType ?? null } });
      await inTx(tx, doc);
      return doc;
    });
    return toDocument(deps, row);
  } catch (err) {
    await discardStored(deps, stored);
    throw err;
  }
}

/** A user's live documents, newest first, keyset paged (staff: the caller has checked they reach the user). */
export async function listUserDocuments(deps: Deps, userId: string, query: { cursor?: string; limit: number }): Promise<{ items: Document[]; nextCursor: string | null }> {
  const rows = await deps.db
    .select({ row: documents, cursorTs: cursorTs(documents.createdAt), id: documents.id })
    .from(documents)
    .where(and(eq(documents.ownerId, userId), isNull(documents.deletedAt), afterCursor(documents.createdAt, documents.id, decodeCursor(query.cursor))))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { items: await toDocuments(deps, page.map((r) => r.row)), nextCursor };
}

/** Live documents of the user by id (an NRI filing's artifacts), with fresh signed URLs; missing ids are left out. */
export async function getUserDocumentsByIds(deps: Deps, userId: string, ids: readonly (string | null)[]): Promise<Document[]> {
  const wanted = ids.filter((v): v is string => !!v);
  if (wanted.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.ownerId, userId), inArray(documents.id, wanted), isNull(documents.deletedAt)));
  return toDocuments(deps, rows);
}

/** The user's live documents waiting for review. */
export async function countPendingDocumentsOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(documents)
    .where(and(eq(documents.ownerId, userId), isNull(documents.deletedAt), eq(documents.status, 'Pending')));
  return row?.n ?? 0;
}
