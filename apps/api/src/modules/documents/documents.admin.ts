import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  AdminDocument,
  AdminDocumentsQuery,
  AdminDocumentsResponse,
  AdminFile,
  AdminFilesQuery,
  AdminFilesResponse,
  ReviewQueueQuery,
  ReviewQueueResponse,
} from '@quayside/contract/admin-review';
import { DOCUMENT_PURPOSES, type DocumentPurpose } from '@quayside/contract/client-area';
import type { Db } from '../../db/client';
import { documentFiles, documents } from '../../db/schema/documents';
import { cursorTs, decodeCursor, afterCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { SIGNED_URL_TTL_SECONDS, type Storage } from '../../lib/storage';
import { listScopeOf } from '../access/access.service';
import { userNameSql, type Actor } from '../auth/auth.service';
import { companyNameSql } from '../companies/companies.service';
import { getStoredFiles, signedFileUrl } from '../files/files.service';
import { toDocuments, type DocumentRow } from './documents.service';

/**
 * The admin's view of documents (part 2 section 7 "Admin"): every client's documents and files, and the review
 * queue. Lists across all clients are the admin's alone; the access module says whose lists are "all".
 */
type Deps = { db: Db; storage: Storage };

async function assertSeesAll(db: Db, actor: Actor): Promise<void> {
  if ((await listScopeOf(db, actor)).kind !== 'all') throw new AppError('FORBIDDEN', 'Only an admin can list every document');
}

const extraColumns = {
  ownerName: userNameSql(documents.ownerId),
  companyName: companyNameSql(documents.companyId),
  reviewedByName: userNameSql(documents.reviewedById),
};
type Extra = { ownerName: string | null; companyName: string | null; reviewedByName: string | null };

async function toAdminDocuments(deps: Deps, rows: Array<{ row: DocumentRow } & Extra>): Promise<AdminDocument[]> {
  const docs = await toDocuments(deps, rows.map((r) => r.row));
  return docs.map((d, i) => {
    const r = rows[i];
    return {
      ...d,
      ownerName: r?.ownerName ?? null,
      companyName: r?.companyName ?? null,
      reviewedByName: r?.reviewedByName ?? null,
      reviewedAt: r?.row.reviewedAt?.toISOString() ?? null,
    };
  });
}

/** One document in the admin's shape (after a review). */
export async function getAdminDocument(deps: Deps, id: string): Promise<AdminDocument> {
  const rows = await deps.db.select({ row: documents, ...extraColumns }).from(documents).where(eq(documents.id, id)).limit(1);
  const [doc] = await toAdminDocuments(deps, rows);
  if (!doc) throw new AppError('NOT_FOUND', 'Document not found');
  return doc;
}

function filters(q: { companyId?: string; userId?: string }): SQL[] {
  const out: SQL[] = [isNull(documents.deletedAt) as SQL];
  if (q.companyId) out.push(eq(documents.companyId, q.companyId));
  if (q.userId) out.push(eq(documents.ownerId, q.userId));
  return out;
}

/** GET /api/admin/documents: every live document, newest first, keyset paged. */
export async function listAdminDocuments(deps: Deps, actor: Actor, query: AdminDocumentsQuery): Promise<AdminDocumentsResponse> {
  await assertSeesAll(deps.db, actor);
  const rows = await deps.db
    .select({ row: documents, ...extraColumns, cursorTs: cursorTs(documents.createdAt), id: documents.id })
    .from(documents)
    .where(
      and(
        ...filters(query),
        query.status ? eq(documents.status, query.status) : undefined,
        query.purpose ? eq(documents.purpose, query.purpose) : undefined,
        afterCursor(documents.createdAt, documents.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(query.take + 1);
  const { page, nextCursor } = pageOf(rows, query.take);
  return { documents: await toAdminDocuments(deps, page), nextCursor, hasMore: nextCursor !== null };
}

/**
 * GET /api/admin/documents/signed: documents waiting for review, oldest first (the queue), each file with a fresh
 * signed link from the files module, and how many wait in all.
 */
export async function reviewQueue(deps: Deps, actor: Actor, query: ReviewQueueQuery): Promise<ReviewQueueResponse> {
  await assertSeesAll(deps.db, actor);
  const cursor = decodeCursor(query.cursor);
  const where = and(...filters(query), eq(documents.status, 'Pending'));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ row: documents, ...extraColumns, cursorTs: cursorTs(documents.createdAt), id: documents.id })
      .from(documents)
      .where(and(where, cursor ? sql`(${documents.createdAt}, ${documents.id}) > (${cursor.ts}::timestamptz, ${cursor.id}::uuid)` : undefined))
      .orderBy(asc(documents.createdAt), asc(documents.id))
      .limit(query.take + 1),
    deps.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(documents).where(where),
  ]);
  const expiresAt = new Date(Date.now() + SIGNED_URL_TTL_SECONDS * 1000).toISOString();
  const { page, nextCursor } = pageOf(rows, query.take);
  return { documents: await toAdminDocuments(deps, page), nextCursor, hasMore: nextCursor !== null, expiresAt, count: total?.n ?? 0 };
}

/** GET /api/admin/files: the files of live documents, newest first, keyset paged, each with a signed link. */
export async function listAdminFiles(deps: Deps, actor: Actor, query: AdminFilesQuery): Promise<AdminFilesResponse> {
  await assertSeesAll(deps.db, actor);
  const rows = await deps.db
    .select({
      file: documentFiles,
      doc: documents,
      ownerName: extraColumns.ownerName,
      companyName: extraColumns.companyName,
      cursorTs: cursorTs(documentFiles.createdAt),
      id: documentFiles.id,
    })
    .from(documentFiles)
    .innerJoin(documents, eq(documents.id, documentFiles.documentId))
    .where(
      and(
        ...filters(query),
        query.purpose ? eq(documents.purpose, query.purpose) : undefined,
        query.isVerified !== undefined ? eq(documents.isVerified, query.isVerified) : undefined,
        afterCursor(documentFiles.createdAt, documentFiles.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(documentFiles.createdAt), desc(documentFiles.id))
    .limit(query.take + 1);
  const { page, nextCursor } = pageOf(rows, query.take);
  const stored = new Map((await getStoredFiles(deps.db, page.map((r) => r.file.storedFileId))).map((s) => [s.id, s]));
  const files: AdminFile[] = [];
  for (const { file, doc, ownerName, companyName } of page) {
    const s = stored.get(file.storedFileId);
    if (!s) continue;
    files.push({
      fileId: file.id,
      documentId: doc.id,
      documentName: doc.name,
      name: s.originalName,
      mimeType: s.mimeType,
      sizeBytes: s.sizeBytes,
      pageLabel: file.pageLabel,
      purpose: (DOCUMENT_PURPOSES as readonly string[]).includes(doc.purpose) ? (doc.purpose as DocumentPurpose) : 'general',
      status: doc.status === 'Approved' || doc.status === 'Rejected' ? doc.status : 'Pending',
      isVerified: doc.isVerified,
      ownerId: doc.ownerId,
      ownerName,
      companyId: doc.companyId,
      companyName,
      url: await signedFileUrl(deps.storage, s),
      uploadedAt: file.createdAt.toISOString(),
    });
  }
  return { files, nextCursor, hasMore: nextCursor !== null };
}
