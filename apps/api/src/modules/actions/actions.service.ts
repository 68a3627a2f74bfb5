import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Action } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { actions } from '../../db/schema/actions';
import { AppError } from '../../lib/errors';
import { assertMay } from '../access/access.service';
import { getUserRef, userNameSql, type Actor } from '../auth/auth.service';
import { getCompanyBrief } from '../companies/companies.service';

type ActionRow = typeof actions.$inferSelect;

export type ActionType = 'info' | 'request' | 'reminder' | 'deadline' | 'document' | 'payment' | 'task';

export function toAction(row: ActionRow, createdBy: { id: string; fullName: string } | null): Action {
  return {
    id: row.id,
    clientAck: row.clientAck,
    title: row.title,
    message: row.message,
    type: row.type,
    link: row.link,
    companyId: row.companyId,
    taskId: row.taskId,
    dueDate: row.dueDate,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    ackAt: row.ackAt?.toISOString() ?? null,
  };
}

/**
 * Asks a user to note or do something (the system on task assignment and document rejection; staff through
 * their "send action" routes). The user acknowledges it in the action centre.
 */
export async function createAction(
  db: Db,
  input: {
    userId: string;
    title: string;
    message: string;
    type?: ActionType;
    companyId?: string | null;
    taskId?: string | null;
    createdById?: string | null;
    link?: string | null;
    dueDate?: string | null;
  },
): Promise<Action> {
  const [row] = await db
    .insert(actions)
    .values({
      userId: input.userId,
      title: input.title,
      message: input.message,
      type: input.type ?? 'info',
      companyId: input.companyId ?? null,
      taskId: input.taskId ?? null,
      createdById: input.createdById ?? null,
      link: input.link ?? null,
      dueDate: input.dueDate ?? null,
    })
    .returning();
  if (!row) throw new Error('action not created');
  return toAction(row, null);
}

/** A user's actions, unacknowledged first, then newest first. */
export async function listActions(db: Db, userId: string, opts: { limit?: number; companyId?: string } = {}): Promise<Action[]> {
  const rows = await db
    .select({ a: actions, byName: userNameSql(actions.createdById) })
    .from(actions)
    .where(and(eq(actions.userId, userId), opts.companyId ? eq(actions.companyId, opts.companyId) : undefined))
    .orderBy(actions.clientAck, desc(actions.createdAt), desc(actions.id))
    .limit(opts.limit ?? 50);
  return rows.map(({ a, byName }) => toAction(a, a.createdById && byName ? { id: a.createdById, fullName: byName } : null));
}

export async function countUnacknowledgedActions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(actions)
    .where(and(eq(actions.userId, userId), eq(actions.clientAck, false)));
  return row?.n ?? 0;
}

/** POST /api/client/actions/{id}/ack: idempotent; 404 for an action the actor may not see. */
export async function acknowledgeAction(db: Db, actor: Actor, id: string): Promise<Action> {
  const notFound = () => new AppError('NOT_FOUND', clientMessages.errors.actionNotFound);
  const [existing] = await db.select().from(actions).where(eq(actions.id, id)).limit(1);
  if (!existing) throw notFound();
  const company = existing.companyId ? await getCompanyBrief(db, existing.companyId) : null;
  await assertMay(db, actor, 'write', { kind: 'action', ownerId: existing.userId, company }, { notFound });
  const row = existing.clientAck
    ? existing
    : ((await db.update(actions).set({ clientAck: true, ackAt: new Date() }).where(eq(actions.id, existing.id)).returning())[0] ?? existing);
  const by = row.createdById ? await getUserRef(db, row.createdById) : null;
  return toAction(row, by ? { id: by.id, fullName: by.fullName } : null);
}

/* ------------------------------------------------------------------ staff side (company preparer) */

const withCreator = (rows: Array<{ a: ActionRow; byName: string | null }>) =>
  rows.map(({ a, byName }) => toAction(a, a.createdById && byName ? { id: a.createdById, fullName: byName } : null));

/** A company's actions (to whichever client), unacknowledged first, then newest first. The caller checked the company. */
export async function listCompanyActions(db: Db, companyId: string, limit = 100): Promise<Action[]> {
  const rows = await db
    .select({ a: actions, byName: userNameSql(actions.createdById) })
    .from(actions)
    .where(eq(actions.companyId, companyId))
    .orderBy(actions.clientAck, desc(actions.createdAt), desc(actions.id))
    .limit(limit);
  return withCreator(rows);
}

/** The company's unacknowledged actions. */
export async function countUnacknowledgedCompanyActions(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(actions)
    .where(and(eq(actions.companyId, companyId), eq(actions.clientAck, false)));
  return row?.n ?? 0;
}

/**
 * Staff record that the client acknowledged an action of this company (they confirmed it outside the product,
 * or the firm handled it for them). Idempotent; 404 for an action that is not the company's or not the actor's
 * to manage. Returns the action and whether this call changed it.
 */
export async function acknowledgeCompanyAction(db: Db, actor: Actor, companyId: string, id: string): Promise<{ action: Action; changed: boolean }> {
  const notFound = () => new AppError('NOT_FOUND', clientMessages.errors.actionNotFound);
  const [existing] = await db
    .select()
    .from(actions)
    .where(and(eq(actions.id, id), eq(actions.companyId, companyId)))
    .limit(1);
  if (!existing) throw notFound();
  const company = await getCompanyBrief(db, companyId);
  await assertMay(db, actor, 'manage', { kind: 'action', ownerId: existing.userId, company }, { notFound });
  const row = existing.clientAck
    ? existing
    : ((await db.update(actions).set({ clientAck: true, ackAt: new Date() }).where(eq(actions.id, existing.id)).returning())[0] ?? existing);
  const by = row.createdById ? await getUserRef(db, row.createdById) : null;
  return { action: toAction(row, by ? { id: by.id, fullName: by.fullName } : null), changed: !existing.clientAck };
}

/**
 * Staff record that a user acknowledged one of their actions that has no company (an NRI client's). Idempotent;
 * 404 for an action that is not this user's or not the actor's to manage. Returns the action and whether this
 * call changed it.
 */
export async function acknowledgeUserAction(db: Db, actor: Actor, userId: string, id: string): Promise<{ action: Action; changed: boolean }> {
  const notFound = () => new AppError('NOT_FOUND', clientMessages.errors.actionNotFound);
  const [existing] = await db
    .select()
    .from(actions)
    .where(and(eq(actions.id, id), eq(actions.userId, userId), isNull(actions.companyId)))
    .limit(1);
  if (!existing) throw notFound();
  await assertMay(db, actor, 'manage', { kind: 'action', ownerId: existing.userId, company: null }, { notFound });
  const row = existing.clientAck
    ? existing
    : ((await db.update(actions).set({ clientAck: true, ackAt: new Date() }).where(eq(actions.id, existing.id)).returning())[0] ?? existing);
  const by = row.createdById ? await getUserRef(db, row.createdById) : null;
  return { action: toAction(row, by ? { id: by.id, fullName: by.fullName } : null), changed: !existing.clientAck };
}

/* ------------------------------------------------------------------ read-model fragments (client dashboard) */

/** The user's unacknowledged actions: a scalar count subquery. */
export function unacknowledgedCountSql(userId: string): SQL {
  return sql`(select count(*) from ${actions} a where a.user_id = ${userId} and a.client_ack = false)`;
}
