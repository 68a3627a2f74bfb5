import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema/audit';

export { auditLogRecords, listAuditLogs, signInsByDayJsonSql, signInsSinceJsonSql, type AuditCsvRecord } from './audit.list';

export type AuditEntry = {
  actorId?: string | null;
  actorRole?: string | null;
  action: string;
  targetType?: string;
  targetId?: string | null;
  ip?: string | null;
  meta?: Record<string, unknown>;
};

/** Every staff change and every security event writes one of these. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    actorId: entry.actorId ?? null,
    actorRole: entry.actorRole ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ip: entry.ip ?? null,
    meta: entry.meta ?? {},
  });
}

export type AuditQuery = { action: string; targetType: string; targetId: string; since: Date; ip?: string | null };

const auditWhere = (q: AuditQuery) =>
  and(
    eq(auditLogs.targetType, q.targetType),
    eq(auditLogs.targetId, q.targetId),
    eq(auditLogs.action, q.action),
    gt(auditLogs.createdAt, q.since),
    q.ip ? eq(auditLogs.ip, q.ip) : undefined,
  );

/** When this action was recorded against this target since a moment (from one address, if given), newest first. */
export async function recentAuditTimes(db: Db, q: AuditQuery & { limit: number }): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: auditLogs.createdAt })
    .from(auditLogs)
    .where(auditWhere(q))
    .orderBy(desc(auditLogs.createdAt))
    .limit(q.limit);
  return rows.map((r) => r.createdAt);
}

/** The n-th most recent time (1 = the newest) this action was recorded against this target since a moment, or null. */
export async function nthRecentAuditTime(db: Db, q: AuditQuery & { n: number }): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: auditLogs.createdAt })
    .from(auditLogs)
    .where(auditWhere(q))
    .orderBy(desc(auditLogs.createdAt))
    .offset(Math.max(0, q.n - 1))
    .limit(1);
  return row?.createdAt ?? null;
}
