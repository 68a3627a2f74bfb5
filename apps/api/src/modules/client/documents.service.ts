import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Document, DocumentPurpose, ListDocumentsQuery } from '@quayside/contract/client-area';
import { DOCUMENT_PURPOSES } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { companies, documentFiles, documents, storedFiles, taskRequirements, tasks } from '../../db/schema/index';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { SIGNED_URL_TTL_SECONDS, checkUpload, newStorageKey, type FileKind, type Storage } from '../../lib/storage';
import type { UploadedPart } from '../../lib/multipart';
import type { Actor } from '../../plugins/auth';
import { canReachCompany, recordCompanyActivity } from '../companies/companies.service';
import { createNotification } from '../notifications/notifications.service';
import { createAction } from './actions.service';

export type DocumentRow = typeof documents.$inferSelect;
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
    .select({ f: documentFiles, s: storedFiles })
    .from(documentFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, documentFiles.storedFileId))
    .where(inArray(documentFiles.documentId, rows.map((r) => r.id)))
    .orderBy(asc(documentFiles.documentId), asc(documentFiles.position), asc(documentFiles.createdAt));
  const byDoc = new Map<string, Document['files']>();
  for (const { f, s } of files) {
    const url = await deps.storage.signedUrl(s.storageKey, { downloadName: s.originalName });
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

/**
 * The live document if the actor may reach it: its owner, or staff who reach its company. 404 otherwise.
 * Staff routes (document review) use this too.
 */
export async function getDocumentForActor(db: Db, id: string, actor: Actor): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
    .limit(1);
  if (!row) throw docNotFound();
  if (row.ownerId === actor.id) return row;
  if (actor.role === 'admin') return row;
  if ((actor.role === 'preparer' || actor.role === 'approver') && row.companyId) {
    const [company] = await db
      .select({ ownerId: companies.ownerId, preparerId: companies.preparerId })
      .from(companies)
      .where(eq(companies.id, row.companyId))
      .limit(1);
    if (company && (await canReachCompany(db, actor, company))) return row;
  }
  throw docNotFound();
}

function assertChangeable(row: DocumentRow): void {
  if (row.status === 'Approved') throw new AppError('CONFLICT', clientMessages.errors.documentApprovedLocked);
}

/* ------------------------------------------------------------------ list */

/** The client's own documents, newest first, keyset paged. */
export async function listClientDocuments(
  deps: Deps,
  actor: Actor,
  query: ListDocumentsQuery,
): Promise<{ items: Document[]; nextCursor: string | null }> {
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

type Stored = { storedFileId: string; key: string };

/**
 * Checks every file by content and size first (nothing is stored if one fails), then stores the bytes and
 * their metadata. The caller attaches the stored files to a document in its transaction; on failure it
 * calls discardStored.
 */
async function storeFiles(deps: Deps, actor: Actor, parts: UploadedPart[], kinds: FileKind[], purpose: string): Promise<Stored[]> {
  const checked = [];
  for (const part of parts) checked.push({ part, kind: await checkUpload(part.buffer, { allowed: kinds, filename: part.filename }) });
  const stored: Stored[] = [];
  try {
    for (const { part, kind } of checked) {
      const key = newStorageKey('documents', kind.extension);
      await deps.storage.put(key, part.buffer, kind.mimeType);
      stored.push({ storedFileId: '', key });
      const [row] = await deps.db
        .insert(storedFiles)
        .values({
          storageKey: key,
          originalName: safeName(part.filename, kind.extension),
          mimeType: kind.mimeType,
          sizeBytes: part.buffer.length,
          sha256: createHash('sha256').update(part.buffer).digest('hex'),
          ownerId: actor.id,
          purpose,
        })
        .returning({ id: storedFiles.id });
      if (!row) throw new Error('stored file not recorded');
      const last = stored[stored.length - 1];
      if (last) last.storedFileId = row.id;
    }
  } catch (err) {
    await discardStored(deps, stored);
    throw err;
  }
  return stored;
}

async function discardStored(deps: Deps, stored: Stored[]): Promise<void> {
  for (const s of stored) {
    await deps.storage.delete(s.key).catch(() => undefined);
    if (s.storedFileId) await deps.db.delete(storedFiles).where(eq(storedFiles.id, s.storedFileId)).catch(() => undefined);
  }
}

/** A display name without path parts or control characters, ending in the real extension. */
function safeName(filename: string, extension: string): string {
  const last = filename.split(/[\\/]/).pop() ?? '';
  const base = [...last].filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127).join('').trim().slice(0, 150);
  if (!base) return `document.${extension}`;
  return base.toLowerCase().endsWith(`.${extension}`) || (extension === 'jpg' && /\.jpe?g$/i.test(base)) ? base : `${base}.${extension}`;
}

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

/* ------------------------------------------------------------------ upload to a requirement */

function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined);
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505';
}

/**
 * Two first uploads to the same requirement at once (a double click) both try to create its document; the
 * unique index lets one win, and the other runs again and joins the document the first created.
 */
async function retryOnUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return work();
  }
}

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
  const [found] = await db
    .select({ req: taskRequirements, task: tasks })
    .from(taskRequirements)
    .innerJoin(tasks, eq(tasks.id, taskRequirements.taskId))
    .where(and(eq(taskRequirements.id, requirementId), eq(tasks.userId, actor.id), isNull(tasks.deletedAt)))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', clientMessages.errors.requirementNotFound);
  const { req, task } = found;
  if (task.status === 'Completed' || task.status === 'Cancelled') throw new AppError('INVALID_STATE', clientMessages.errors.taskClosed);
  if (req.status === 'Approved') throw new AppError('INVALID_STATE', clientMessages.errors.requirementApproved);
  if (input.files.length === 0) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
  if (input.files.length > MAX_FILES_PER_UPLOAD) throw new AppError('VALIDATION_FAILED', `Upload at most ${MAX_FILES_PER_UPLOAD} files at a time`);
  if (!req.allowMultiple && input.files.length > 1) {
    throw new AppError('VALIDATION_FAILED', 'This document takes a single file. Upload one file, or combine the pages into one PDF.');
  }
  const labels = parsePageLabels(input.pageLabels, input.files.length);

  const stored = await storeFiles(deps, actor, input.files, REQUIREMENT_KINDS, 'document');
  try {
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
        if (replace) await tx.delete(documentFiles).where(eq(documentFiles.documentId, existing.id));
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
      await tx.update(taskRequirements).set({ status: 'Pending', updatedAt: new Date() }).where(eq(taskRequirements.id, req.id));
      if (task.status === 'Pending' || task.status === 'Rejected') {
        await tx.update(tasks).set({ status: 'InProgress', updatedAt: new Date() }).where(eq(tasks.id, task.id));
      }
      if (task.companyId) {
        await recordCompanyActivity(tx, {
          companyId: task.companyId,
          actorId: actor.id,
          action: existing ? (replace ? 'document.replaced' : 'document.files_added') : 'document.uploaded',
          details: { documentId: doc.id, requirementId: req.id, taskId: task.id, files: stored.length },
        });
      }
      if (task.preparerId) {
        await createNotification(tx, {
          userId: task.preparerId,
          type: 'document',
          title: `Document uploaded: ${req.name}`,
          message: `${actor.fullName} uploaded ${stored.length === 1 ? 'a file' : `${stored.length} files`} for "${task.title}". It is waiting for your review.`,
          link: `/dashboard/preparer/tasks/${task.id}`,
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

/* ------------------------------------------------------------------ final documents, replace, delete */

/** POST /api/client/upload-final-doc: a final (signed) document for one of the client's companies. */
export async function uploadFinalDocument(
  deps: Deps,
  actor: Actor,
  input: { file: UploadedPart; companyId: string; name?: string; taskId?: string },
): Promise<Document> {
  const { db } = deps;
  if (input.taskId) {
    const [task] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, input.taskId), eq(tasks.userId, actor.id), isNull(tasks.deletedAt)))
      .limit(1);
    if (!task) throw new AppError('NOT_FOUND', clientMessages.errors.taskNotFound);
  }
  const stored = await storeFiles(deps, actor, [input.file], FINAL_KINDS, 'document');
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
      const [company] = await tx.select({ preparerId: companies.preparerId, name: companies.name }).from(companies).where(eq(companies.id, input.companyId));
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

/** PUT /api/client/replace-document/{id}: one new file takes the place of the document's files. */
export async function replaceDocument(deps: Deps, actor: Actor, id: string, file: UploadedPart): Promise<Document> {
  const { db } = deps;
  const current = await getOwnDocument(db, id, actor);
  assertChangeable(current);
  const kinds = current.purpose === 'final' ? FINAL_KINDS : REQUIREMENT_KINDS;
  const stored = await storeFiles(deps, actor, [file], kinds, 'document');
  try {
    const row = await db.transaction(async (tx) => {
      const previous = await tx.select({ id: documentFiles.storedFileId }).from(documentFiles).where(eq(documentFiles.documentId, current.id));
      await tx.delete(documentFiles).where(eq(documentFiles.documentId, current.id));
      await appendFiles(tx, current.id, stored, []);
      const [updated] = await tx
        .update(documents)
        .set({ status: 'Pending', isVerified: false, rejectionReason: null, reviewedAt: null, reviewedById: null, uploadedById: actor.id, updatedAt: new Date() })
        .where(eq(documents.id, current.id))
        .returning();
      if (!updated) throw docNotFound();
      if (current.requirementId) {
        await tx.update(taskRequirements).set({ status: 'Pending', updatedAt: new Date() }).where(eq(taskRequirements.id, current.requirementId));
      }
      if (current.companyId) {
        // The superseded files stay in storage (stored_files) for the audit trail; the log names them.
        await recordCompanyActivity(tx, { companyId: current.companyId, actorId: actor.id, action: 'document.replaced', details: { documentId: current.id, previousFiles: previous.map((p) => p.id) } });
      }
      return updated;
    });
    return toDocument(deps, row);
  } catch (err) {
    await discardStored(deps, stored);
    throw err;
  }
}

async function getOwnDocument(db: Db, id: string, actor: Actor): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.ownerId, actor.id), isNull(documents.deletedAt)))
    .limit(1);
  if (!row) throw docNotFound();
  return row;
}

/**
 * DELETE /api/client/document/{id}: a soft delete (kept for the audit trail); its requirement is Required
 * again. An approved document cannot be deleted by the client.
 */
export async function deleteDocument(deps: Deps, actor: Actor, id: string): Promise<{ id: string }> {
  const { db } = deps;
  const current = await getOwnDocument(db, id, actor);
  assertChangeable(current);
  await db.transaction(async (tx) => {
    await tx.update(documents).set({ deletedAt: new Date(), deletedById: actor.id, updatedAt: new Date() }).where(eq(documents.id, current.id));
    if (current.requirementId) {
      await tx.update(taskRequirements).set({ status: 'Required', updatedAt: new Date() }).where(eq(taskRequirements.id, current.requirementId));
    }
    if (current.companyId) {
      await recordCompanyActivity(tx, { companyId: current.companyId, actorId: actor.id, action: 'document.deleted', details: { documentId: current.id, name: current.name } });
    }
  });
  return { id: current.id };
}

/** DELETE /api/client/documents/{docId}/files/{fileId}: one file leaves the bundle (not the last one). */
export async function removeFileFromBundle(deps: Deps, actor: Actor, docId: string, fileId: string): Promise<Document> {
  const { db } = deps;
  const current = await getOwnDocument(db, docId, actor);
  assertChangeable(current);
  const row = await db.transaction(async (tx) => {
    const files = await tx.select({ id: documentFiles.id, storedFileId: documentFiles.storedFileId }).from(documentFiles).where(eq(documentFiles.documentId, current.id)).for('update');
    const target = files.find((f) => f.id === fileId);
    if (!target) throw new AppError('NOT_FOUND', clientMessages.errors.fileNotFound);
    if (files.length === 1) throw new AppError('INVALID_STATE', clientMessages.errors.lastFileInBundle);
    await tx.delete(documentFiles).where(eq(documentFiles.id, target.id));
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
  const [file] = await deps.db
    .select({ key: storedFiles.storageKey, name: storedFiles.originalName })
    .from(documentFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, documentFiles.storedFileId))
    .where(and(eq(documentFiles.id, fileId), eq(documentFiles.documentId, doc.id)))
    .limit(1);
  if (!file) throw new AppError('NOT_FOUND', clientMessages.errors.fileNotFound);
  const url = await deps.storage.signedUrl(file.key, { downloadName: file.name });
  return { url, expiresAt: new Date(Date.now() + SIGNED_URL_TTL_SECONDS * 1000).toISOString() };
}

/* ------------------------------------------------------------------ staff review (for the staff modules) */

/**
 * Staff approve or reject a document (a rejection needs a reason). The requirement follows the document; the
 * owner gets a notification, and on rejection an action asking them to upload it again. For the admin's and
 * preparer's review routes.
 */
export async function reviewDocument(
  deps: Deps,
  actor: Actor,
  id: string,
  decision: { approve: boolean; reason?: string | null },
  meta: { ip?: string | null } = {},
): Promise<Document> {
  const { db } = deps;
  if (actor.role === 'client' || actor.role === 'nri_client') throw new AppError('FORBIDDEN', 'Only the firm can review documents');
  const current = await getDocumentForActor(db, id, actor);
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
    if (current.requirementId) {
      await tx
        .update(taskRequirements)
        .set({ status: decision.approve ? 'Approved' : 'Rejected', updatedAt: new Date() })
        .where(eq(taskRequirements.id, current.requirementId));
    }
    const link = current.taskId ? `/dashboard/client/tasks/${current.taskId}` : '/dashboard/client/documents';
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
