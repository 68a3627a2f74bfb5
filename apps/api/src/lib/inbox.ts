import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { afterCursor, cursorTs, decodeCursor, pageOf } from './cursor';
import { AppError } from './errors';
import { containsPattern } from './search';

/**
 * The admin inbox over a table of messages sent from the public site (contact messages, job applications): newest
 * first, open / handled / all, searched case-insensitively, marked handled (or open again). The table and what
 * differs between inboxes are passed in; the caller writes the audit row.
 */
export type InboxTable = PgTable & { id: PgColumn; createdAt: PgColumn; handledAt: PgColumn; handledById: PgColumn };
type InboxRow<T extends InboxTable> = T['$inferSelect'] & { id: string; handledAt: Date | null };

export type InboxSpec<T extends InboxTable, Item> = {
  table: T;
  /** The handler's display name from handled_by_id (the auth module's userNameSql). */
  userName: (userId: PgColumn) => SQL<string | null>;
  /** The conditions a search matches on (any of them), given the lower-cased LIKE pattern. */
  search: (pattern: string) => SQL[];
  /** The row as the public side shows it; the inbox adds handledAt and handledByName. */
  toItem: (row: InboxRow<T>) => Item;
  /** The 404 text when the id is unknown. */
  notFound: string;
};

export type InboxListQuery = { q?: string | undefined; state: 'open' | 'handled' | 'all'; cursor?: string | undefined; take: number };

type Selected<T extends InboxTable> = { row: InboxRow<T>; cursorTs: string; handledByName: string | null };

const columns = <T extends InboxTable, Item>(spec: InboxSpec<T, Item>) => ({
  row: spec.table,
  cursorTs: cursorTs(spec.table.createdAt),
  handledByName: spec.userName(spec.table.handledById),
});

const toInboxItem = <T extends InboxTable, Item>(spec: InboxSpec<T, Item>, r: Selected<T>) => ({
  ...spec.toItem(r.row),
  handledAt: r.row.handledAt?.toISOString() ?? null,
  handledByName: r.handledByName,
});

/** One page of the inbox: `items`, `nextCursor`, `hasMore`. */
export async function listInbox<T extends InboxTable, Item>(db: Db, spec: InboxSpec<T, Item>, query: InboxListQuery) {
  const t = spec.table;
  const cursor = decodeCursor(query.cursor);
  const pattern = query.q ? containsPattern(query.q) : null;
  const rows = (await db
    .select(columns(spec))
    .from(t as PgTable)
    .where(
      and(
        query.state === 'open' ? isNull(t.handledAt) : query.state === 'handled' ? isNotNull(t.handledAt) : undefined,
        pattern ? or(...spec.search(pattern)) : undefined,
        afterCursor(t.createdAt, t.id, cursor),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.take + 1)) as unknown as Selected<T>[];
  const { page, nextCursor } = pageOf(
    rows.map((r) => ({ ...r, id: r.row.id })),
    query.take,
  );
  return { items: page.map((r) => toInboxItem(spec, r)), nextCursor, hasMore: nextCursor !== null };
}

export async function getInboxItem<T extends InboxTable, Item>(db: Db, spec: InboxSpec<T, Item>, id: string) {
  const t = spec.table;
  const [row] = (await db
    .select(columns(spec))
    .from(t as PgTable)
    .where(eq(t.id, id))
    .limit(1)) as unknown as Selected<T>[];
  if (!row) throw new AppError('NOT_FOUND', spec.notFound);
  return toInboxItem(spec, row);
}

/** Marks it handled (keeping the first handler and time) or open again; 404 when the id is unknown. */
export async function setInboxHandled<T extends InboxTable, Item>(db: Db, spec: InboxSpec<T, Item>, actorId: string, id: string, handled: boolean) {
  const t = spec.table;
  const [row] = await db
    .update(t as PgTable)
    .set(handled ? { handledAt: sql`coalesce(${t.handledAt}, now())`, handledById: sql`coalesce(${t.handledById}, ${actorId}::uuid)` } : { handledAt: null, handledById: null })
    .where(eq(t.id, id))
    .returning({ id: t.id });
  if (!row) throw new AppError('NOT_FOUND', spec.notFound);
}
