import { and, desc, eq, sql } from 'drizzle-orm';
import type { Action } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { actions, users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

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
    .select({ a: actions, by: { id: users.id, fullName: users.fullName } })
    .from(actions)
    .leftJoin(users, eq(users.id, actions.createdById))
    .where(and(eq(actions.userId, userId), opts.companyId ? eq(actions.companyId, opts.companyId) : undefined))
    .orderBy(actions.clientAck, desc(actions.createdAt), desc(actions.id))
    .limit(opts.limit ?? 50);
  return rows.map(({ a, by }) => toAction(a, by?.id ? { id: by.id, fullName: by.fullName } : null));
}

export async function countUnacknowledgedActions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(actions)
    .where(and(eq(actions.userId, userId), eq(actions.clientAck, false)));
  return row?.n ?? 0;
}

/** POST /api/client/actions/{id}/ack: idempotent; 404 for another user's action. */
export async function acknowledgeAction(db: Db, userId: string, id: string): Promise<Action> {
  const [existing] = await db.select().from(actions).where(and(eq(actions.id, id), eq(actions.userId, userId))).limit(1);
  if (!existing) throw new AppError('NOT_FOUND', clientMessages.errors.actionNotFound);
  const row = existing.clientAck
    ? existing
    : ((await db.update(actions).set({ clientAck: true, ackAt: new Date() }).where(eq(actions.id, existing.id)).returning())[0] ?? existing);
  const [by] = row.createdById
    ? await db.select({ id: users.id, fullName: users.fullName }).from(users).where(eq(users.id, row.createdById))
    : [];
  return toAction(row, by ?? null);
}
