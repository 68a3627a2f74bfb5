import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AuditLog,
  AuditLogFilters,
  AuditLogsQuery,
  AuditLogsResponse,
} from '@quayside/contract/admin-platform';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema/audit';
import {
  afterBigintCursorPlaceholders,
  cursorTs,
  decodeCursor,
  pageOf,
  type KeysetCursor,
} from '../../lib/cursor';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryText, runShape } from '../../lib/prepared';
import { findUserIdByEmail, userEmailSql, userNamesByIdSql } from '../auth/auth.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The day after a YYYY-MM-DD day (the end of an inclusive range is "before the next day"). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

type Resolved = {
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
};

/**
 * The filters with the actor resolved to a user id (an e-mail is looked up once, so the query itself stays on the
 * (actor_id, created_at, id) index); null when they can match nothing (an e-mail no user has).
 */
async function resolveFilters(db: Db, f: AuditLogFilters): Promise<Resolved | null> {
  const out: Resolved = {};
  if (f.actor) {
    const found = UUID.test(f.actor) ? f.actor.toLowerCase() : await findUserIdByEmail(db, f.actor);
    if (!found) return null;
    out.actorId = found;
  }
  if (f.action) out.action = f.action;
  if (f.targetType) out.targetType = f.targetType;
  if (f.targetId) out.targetId = f.targetId;
  if (f.from) out.from = `${f.from}T00:00:00Z`;
  if (f.to) out.to = nextDay(f.to);
  return out;
}

const FILTER_KEYS = ['actorId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/** The resolved filters as a condition on placeholders of the same names (the statement is prepared per shape). */
function filterCondition(r: Resolved): SQL | undefined {
  const p = sql.placeholder;
  return and(
    r.actorId ? eq(auditLogs.actorId, p('actorId')) : undefined,
    r.action ? eq(auditLogs.action, p('action')) : undefined,
    r.targetType ? eq(auditLogs.targetType, p('targetType')) : undefined,
    r.targetId ? eq(auditLogs.targetId, p('targetId')) : undefined,
    r.from ? sql`${auditLogs.createdAt} >= ${p('from')}::timestamptz` : undefined,
    r.to ? sql`${auditLogs.createdAt} < ${p('to')}::timestamptz` : undefined,
  );
}

/** Which filters are present, and a cursor: the prepared statement's shape (at most 2^7 of them). */
const shapeOf = (kind: string, r: Resolved, cursor: KeysetCursor | null) =>
  `audit:v2:${kind}:${FILTER_KEYS.filter((k) => r[k] !== undefined).join(',')}:${cursor ? 'cursor' : ''}`;

const valuesOf = (r: Resolved, cursor: KeysetCursor | null, limit: number) => ({
  ...r,
  ...(cursor ? { cursorTs: cursor.ts, cursorId: cursor.id } : {}),
  limit,
});

/** The page statement's SQL text per shape (which filters, a cursor); its parameters in FILTER_KEYS order. */
const pageTexts = new Map<string, string>();
const dialect = new PgDialect();

/** The column each filter compares, and how (the dates are a half-open range on created_at). */
const FILTER_SQL: Record<(typeof FILTER_KEYS)[number], (p: string) => string> = {
  actorId: (p) => `a.actor_id = ${p}`,
  action: (p) => `a.action = ${p}`,
  targetType: (p) => `a.target_type = ${p}`,
  targetId: (p) => `a.target_id = ${p}`,
  from: (p) => `a.created_at >= ${p}::timestamptz`,
  to: (p) => `a.created_at < ${p}::timestamptz`,
};

/**
 * One page of the audit log, newest first: the page's rows from the (created_at, id) index (or a filter's index),
 * then each actor on the page looked up once (userNamesByIdSql: the page's distinct actor ids, one index lookup
 * each), instead of two scalar subqueries on users per row (e-mail and name: 2 x 51 lookups, 344 of the 351
 * buffers a page read on 1,000,000 rows). Numbered: the filters present (FILTER_KEYS order), the cursor, the limit.
 */
function pageText(keys: readonly (typeof FILTER_KEYS)[number][], withCursor: boolean): string {
  let n = 0;
  const next = () => `$${(n += 1)}`;
  const where = keys.map((k) => FILTER_SQL[k](next()));
  if (withCursor) where.push(`(a.created_at, a.id) < (${next()}::timestamptz, ${next()}::bigint)`);
  const limit = next();
  const actors = dialect.sqlToQuery(
    userNamesByIdSql(sql.raw('select distinct p.actor_id from p where p.actor_id is not null')),
  ).sql;
  return (
    `with p as materialized (select a.id, a.created_at, a.actor_id, a.actor_role, a.action, a.target_type, a.target_id, a.ip, a.meta ` +
    `from audit_logs a${where.length ? ` where ${where.join(' and ')}` : ''} order by a.created_at desc, a.id desc limit ${limit}), ` +
    `actors as (${actors}) ` +
    `select p.id::text as id, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", ` +
    `p.created_at::text as "cursorTs", p.actor_id as "actorId", u.email as "actorEmail", u.full_name as "actorName", ` +
    `p.actor_role as "actorRole", p.action, p.target_type as "targetType", p.target_id as "targetId", p.ip, p.meta ` +
    `from p left join actors u on u.id = p.actor_id order by p.created_at desc, p.id desc`
  );
}

type PageRow = AuditLog & { cursorTs: string };

async function pageRows(db: Db, r: Resolved, cursor: KeysetCursor | null, limit: number): Promise<PageRow[]> {
  const keys = FILTER_KEYS.filter((k) => r[k] !== undefined);
  const name = `qs_audit_page_${keys.map((k) => FILTER_KEYS.indexOf(k)).join('')}_${cursor ? 'c' : ''}`;
  let text = pageTexts.get(name);
  if (!text) pageTexts.set(name, (text = pageText(keys, !!cursor)));
  const values: unknown[] = keys.map((k) => r[k]);
  if (cursor) values.push(cursor.ts, cursor.id);
  values.push(limit);
  return queryText<PageRow>(db, text, values, name);
}

function toAuditLog(r: PageRow): AuditLog {
  return {
    id: r.id,
    createdAt: r.createdAt,
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
  const resolved = await resolveFilters(db, query);
  if (resolved === null) return { logs: [], nextCursor: null, hasMore: false };
  const rows = await pageRows(db, resolved, cursor, query.take + 1);
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
export async function* auditLogRecords(
  db: Db,
  filters: AuditLogFilters,
  batchSize = 1000,
): AsyncGenerator<AuditCsvRecord[]> {
  const resolved = await resolveFilters(db, filters);
  if (resolved === null) return;
  let cursor: KeysetCursor | null = null;
  for (;;) {
    const rows: CsvRow[] = await runShape(
      db,
      shapeOf('csv', resolved, cursor),
      () =>
        db
          .select(csvColumns())
          .from(auditLogs)
          .where(
            and(
              filterCondition(resolved),
              cursor ? afterBigintCursorPlaceholders(auditLogs.createdAt, auditLogs.id) : undefined,
            ),
          )
          .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
          .limit(sql.placeholder('limit')),
      valuesOf(resolved, cursor, batchSize),
    );
    const last = rows[rows.length - 1];
    if (!last) return;
    cursor = { ts: last.cursorTs, id: last.id };
    yield rows.map((r): AuditCsvRecord => [
      r.id,
      r.createdAt,
      r.actorId,
      r.actorEmail,
      r.actorRole,
      r.action,
      r.targetType,
      r.targetId,
      r.ip,
      r.meta,
    ]);
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
