import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyActivity } from '../../db/schema/companies';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { writeAudit } from '../audit/audit.service';
import { userNameSql, type Actor } from '../auth/auth.service';

/** Request metadata for the audit trail. */
export type RequestMeta = { ip?: string | null };

/** The company activity log: what happened to a company and who did it. */
export async function recordCompanyActivity(
  db: Db,
  entry: { companyId: string; actorId: string | null; action: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(companyActivity).values({
    companyId: entry.companyId,
    actorId: entry.actorId,
    action: entry.action,
    details: entry.details ?? {},
  });
}

/** Audit rows for staff changes and deletions (ARCHITECTURE: audit); company activity for everything. */
export async function trail(
  db: Db,
  actor: Actor,
  meta: RequestMeta,
  e: { companyId: string; action: string; targetType: string; targetId: string; details?: Record<string, unknown> },
): Promise<void> {
  await recordCompanyActivity(db, { companyId: e.companyId, actorId: actor.id, action: e.action, details: e.details ?? {} });
  if (actor.role !== 'client' || e.action.endsWith('.deleted')) {
    await writeAudit(db, {
      actorId: actor.id,
      actorRole: actor.role,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      ip: meta.ip ?? null,
      meta: { companyId: e.companyId, ...(e.details ?? {}) },
    });
  }
}

export type ActivityItem = { id: string; action: string; actorName: string | null; details: Record<string, unknown>; createdAt: string };

const activityColumns = { a: companyActivity, actorName: userNameSql(companyActivity.actorId) };

/** One page of a company's activity, newest first (the caller has checked access to the company). */
export async function activityPage(db: Db, companyId: string, opts: { cursor?: string; limit: number }) {
  const rows = await db
    .select({ ...activityColumns, cursorTs: cursorTs(companyActivity.createdAt), id: companyActivity.id })
    .from(companyActivity)
    .where(and(eq(companyActivity.companyId, companyId), afterCursor(companyActivity.createdAt, companyActivity.id, decodeCursor(opts.cursor))))
    .orderBy(desc(companyActivity.createdAt), desc(companyActivity.id))
    .limit(opts.limit + 1);
  const { page, nextCursor } = pageOf(rows, opts.limit);
  return { items: page.map(toActivityItem), nextCursor };
}

function toActivityItem({ a, actorName }: { a: typeof companyActivity.$inferSelect; actorName: string | null }): ActivityItem {
  return { id: a.id, action: a.action, actorName: actorName ?? null, details: a.details, createdAt: a.createdAt.toISOString() };
}

/** When a company reached each incorporation status, oldest first (from the activity log). */
export async function incorporationStatusHistory(db: Db, companyId: string): Promise<Array<{ details: Record<string, unknown>; createdAt: Date }>> {
  return db
    .select({ details: companyActivity.details, createdAt: companyActivity.createdAt })
    .from(companyActivity)
    .where(and(eq(companyActivity.companyId, companyId), eq(companyActivity.action, 'company.incorporation_status')))
    .orderBy(asc(companyActivity.createdAt));
}
