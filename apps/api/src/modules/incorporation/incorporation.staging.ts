import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListStagingQuery, StagingSummary } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import type { Jurisdiction } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import { incorporationFiles, incorporationSessions } from '../../db/schema/incorporation';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { containsPattern } from '../../lib/search';
import type { Storage } from '../../lib/storage';
import { writeAudit } from '../audit/audit.service';
import type { Actor } from '../auth/auth.service';
import { deleteSessionFileRows, removeFileBytes, sessionFiles } from './incorporation.files';
import type { RequestMeta } from './incorporation.service';

/**
 * The admin's staging area (part 2 section 7): every application, newest first, and deleting one. Reading and
 * editing one are the session's own getSessionRow/toSession and updateSession (with the admin as actor).
 */

export async function listStaging(
  db: Db,
  query: ListStagingQuery,
): Promise<{ stagingCompanies: StagingSummary[]; nextCursor: string | null; hasMore: boolean }> {
  const cursor = decodeCursor(query.cursor);
  const s = incorporationSessions;
  const pattern = query.q ? containsPattern(query.q) : null;
  const rows = await db
    .select({
      row: s,
      id: s.id,
      cursorTs: cursorTs(s.createdAt),
      fileCount: sql<number>`(select count(*)::int from ${incorporationFiles} f where f.session_id = ${s.id})`,
    })
    .from(s)
    .where(
      and(
        query.status ? eq(s.status, query.status) : undefined,
        pattern
          ? sql`(lower(${s.fullName}) like ${pattern} or lower(${s.contactEmail}) like ${pattern} or lower(${s.contactNumber}) like ${pattern} or lower(coalesce(${s.companyName}, '')) like ${pattern})`
          : undefined,
        afterCursor(s.createdAt, s.id, cursor),
      ),
    )
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    stagingCompanies: page.map(({ row, fileCount }) => ({
      id: row.id,
      fullName: row.fullName,
      contactEmail: row.contactEmail,
      contactNumber: row.contactNumber,
      countryCode: row.countryCode,
      companyName: row.companyName,
      jurisdiction: (row.companyDetails?.jurisdiction ?? null) as Jurisdiction | null,
      currentStep: row.currentStep,
      status: row.status,
      isEmailVerified: row.isEmailVerified,
      isPaid: row.isPaid,
      companyId: row.companyId,
      fileCount: Number(fileCount),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    nextCursor,
    hasMore: nextCursor !== null,
  };
}

/**
 * Deletes a staging session. Its files go too, unless the application was completed (then the company's
 * directors and shareholders hold them).
 */
export async function deleteStaging(
  db: Db,
  storage: Storage,
  id: string,
  actor: Actor,
  meta: RequestMeta = {},
): Promise<{ id: string }> {
  let keys: string[] = [];
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(incorporationSessions).where(eq(incorporationSessions.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', incorporationMessages.errors.sessionNotFound);
    const files = await sessionFiles(tx, id);
    await tx.delete(incorporationSessions).where(eq(incorporationSessions.id, id));
    if (!row.isCompleted) keys = await deleteSessionFileRows(tx, files);
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'incorporation.staging.deleted',
      targetType: 'incorporation_session',
      targetId: id,
      ip: meta.ip ?? null,
      meta: { contactEmail: row.contactEmail, companyName: row.companyName, status: row.status, files: files.length },
    });
  });
  await removeFileBytes(db, storage, keys);
  return { id };
}

/** The applications that became these companies: company id -> session id (the admin's incorporations list). */
export async function sessionIdsForCompanies(db: Db, companyIds: readonly string[]): Promise<Map<string, string>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: incorporationSessions.id, companyId: incorporationSessions.companyId })
    .from(incorporationSessions)
    .where(inArray(incorporationSessions.companyId, [...companyIds]))
    .orderBy(desc(incorporationSessions.createdAt));
  const out = new Map<string, string>();
  for (const r of rows) if (r.companyId && !out.has(r.companyId)) out.set(r.companyId, r.id);
  return out;
}

/** The application a company came from, if any (the newest, should there be several). */
export async function sessionRowForCompany(db: Db, companyId: string): Promise<typeof incorporationSessions.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(incorporationSessions)
    .where(eq(incorporationSessions.companyId, companyId))
    .orderBy(desc(incorporationSessions.createdAt))
    .limit(1);
  return row ?? null;
}
