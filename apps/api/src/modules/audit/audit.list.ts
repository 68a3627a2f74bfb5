import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditLog, AuditLogFilters, AuditLogsQuery, AuditLogsResponse } from '@quayside/contract/admin-platform';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema/audit';
import { afterBigintCursor, cursorTs, decodeCursor, pageOf, type KeysetCursor } from '../../lib/cursor';
import { findUserIdByEmail, userEmailSql, userNameSql } from '../auth/auth.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The day after a YYYY-MM-DD day (the end of an inclusive range is "before the next day"). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The filters as a where clause: null when they can match nothing (an e-mail no user has). The actor is a user id
 * or an e-mail address (looked up once, so the query itself stays on the (actor_id, created_at, id) index).
 */
async function auditWhereOf(db: Db, f: AuditLogFilters): Promise<SQL | undefined | null> {
  let actorId: string | undefined;
  if (f.actor) {
    const found = UUID.test(f.actor) ? f.actor.toLowerCase() : await findUserIdByEmail(db, f.actor);
    if (!found) return null;
    actorId = found;
  }
  return and(
    actorId ? eq(auditLogs.actorId, actorId) : undefined,
    f.action ? eq(auditLogs.action, f.action) : undefined,
    f.targetType ? eq(auditLogs.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditLogs.targetId, f.targetId) : undefined,
    f.from ? gte(auditLogs.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(auditLogs.createdAt, new Date(nextDay(f.to))) : undefined,
  );
}

/** Built on first use: nothing runs at import time (audit and auth import each other). */
const columns = () => ({
  id: auditLogs.id,
  createdAt: auditLogs.createdAt,
  cursorTs: cursorTs(auditLogs.createdAt),
  actorId: auditLogs.actorId,
  actorEmail: userEmailSql(auditLogs.actorId),
  actorName: userNameSql(auditLogs.actorId),
  actorRole: auditLogs.actorRole,
  action: auditLogs.action,
  targetType: auditLogs.targetType,
  targetId: auditLogs.targetId,
  ip: auditLogs.ip,
  meta: auditLogs.meta,
});

async function pageRows(db: Db, where: SQL | undefined, cursor: KeysetCursor | null, limit: number) {
  const rows = await db
    .select(columns())
    .from(auditLogs)
    .where(and(where, afterBigintCursor(auditLogs.createdAt, auditLogs.id, cursor)))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

function toAuditLog(r: Awaited<ReturnType<typeof pageRows>>[number]): AuditLog {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    actorId: r.actorId,
    actorEmail: r.actorEmail,
    actorName: r.actorName,
    actorRole: r.actorRole,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    ip: r.ip,
    meta: r.meta,
  };
}

/** GET /api/admin/audit-logs: newest first, keyset paged on (created_at, id). */
export async function listAuditLogs(db: Db, query: AuditLogsQuery): Promise<AuditLogsResponse> {
  const cursor = decodeCursor(query.cursor, 'bigint');
  const where = await auditWhereOf(db, query);
  if (where === null) return { logs: [], nextCursor: null, hasMore: false };
  const rows = await pageRows(db, where, cursor, query.take + 1);
  const { page, nextCursor } = pageOf(rows, query.take);
  return { logs: page.map(toAuditLog), nextCursor, hasMore: nextCursor !== null };
}

/** The rows of the audit export as CSV records (AUDIT_CSV_COLUMNS order). */
export type AuditCsvRecord = [string, string, string, string, string, string, string, string, string, string];

/** The export's columns, as text from the database (no Date or JSON objects made and dropped per row). */
const csvColumns = () => ({
  id: sql<string>`${auditLogs.id}::text`,
  cursorTs: cursorTs(auditLogs.createdAt),
  createdAt: sql<string>`to_char(${auditLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  actorId: sql<string>`coalesce(${auditLogs.actorId}::text, '')`,
  actorEmail: sql<string>`coalesce(${userEmailSql(auditLogs.actorId)}, '')`,
  actorRole: sql<string>`coalesce(${auditLogs.actorRole}, '')`,
  action: auditLogs.action,
  targetType: sql<string>`coalesce(${auditLogs.targetType}, '')`,
  targetId: sql<string>`coalesce(${auditLogs.targetId}, '')`,
  ip: sql<string>`coalesce(${auditLogs.ip}, '')`,
  meta: sql<string>`${auditLogs.meta}::text`,
});

type CsvRow = { [K in keyof ReturnType<typeof csvColumns>]: string };

/**
 * Every audit row matching the filters, newest first, in keyset batches of `batchSize`: one batch in memory at a
 * time. A consumer that reads slowly (a slow download) simply asks for the next batch later.
 */
export async function* auditLogRecords(db: Db, filters: AuditLogFilters, batchSize = 1000): AsyncGenerator<AuditCsvRecord[]> {
  const where = await auditWhereOf(db, filters);
  if (where === null) return;
  let cursor: KeysetCursor | null = null;
  for (;;) {
    const rows: CsvRow[] = await db
      .select(csvColumns())
      .from(auditLogs)
      .where(and(where, afterBigintCursor(auditLogs.createdAt, auditLogs.id, cursor)))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(batchSize);
    const last = rows[rows.length - 1];
    if (!last) return;
    cursor = { ts: last.cursorTs, id: last.id };
    yield rows.map((r): AuditCsvRecord => [r.id, r.createdAt, r.actorId, r.actorEmail, r.actorRole, r.action, r.targetType, r.targetId, r.ip, r.meta]);
    if (rows.length < batchSize) return;
  }
}

/* ------------------------------------------------------------------ read-model fragments (admin dashboard) */

/** Successful sign-ins since `since`: a JSON object `{ count, users }`. */
export function signInsSinceJsonSql(since: string): SQL {
  return sql`(select json_build_object('count', count(*)::int, 'users', count(distinct a.actor_id)::int) from ${auditLogs} a
    where a.action = 'auth.login' and a.created_at >= ${since}::timestamptz)`;
}

/** Successful sign-ins per UTC day since `since`: a JSON array of `{ day: 'YYYY-MM-DD', count }`. */
export function signInsByDayJsonSql(since: string): SQL {
  return sql`(select coalesce(json_agg(json_build_object('day', d.day, 'count', d.n) order by d.day), '[]'::json) from (
    select to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n from ${auditLogs} a
    where a.action = 'auth.login' and a.created_at >= ${since}::timestamptz group by 1) d)`;
}
