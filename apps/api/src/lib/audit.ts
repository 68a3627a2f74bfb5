import type { Db } from '../db/client';
import { auditLogs } from '../db/schema/index';

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
