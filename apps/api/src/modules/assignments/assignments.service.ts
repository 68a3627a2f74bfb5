import { and, desc, eq, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignmentDefaults, roleAssignments } from '../../db/schema/assignments';
export { assignImportedPreparers } from './assignments.import';

/**
 * Role assignments (part 2 section 3, the assignment tree): preparer -> approver, preparer -> client and
 * preparer -> NRI client. They scope the staff side: the access module reads them to decide who reaches what.
 */
export type AssignmentKind = 'preparer_approver' | 'preparer_client' | 'preparer_nri';

/** The preparers an approver sits above (preparerToApprover). */
export async function approverPreparerIds(db: Db, approverId: string): Promise<string[]> {
  const rows = await db
    .select({ id: roleAssignments.preparerId })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.kind, 'preparer_approver'), eq(roleAssignments.targetId, approverId)));
  return rows.map((r) => r.id);
}

/** The approvers above each of these preparers. */
export async function approverLinksOf(db: Db, preparerIds: readonly string[]): Promise<Array<{ preparerId: string; approverId: string }>> {
  if (preparerIds.length === 0) return [];
  return db
    .select({ preparerId: roleAssignments.preparerId, approverId: roleAssignments.targetId })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.kind, 'preparer_approver'), inArray(roleAssignments.preparerId, [...preparerIds])));
}

/** Every preparer assigned to a client (preparer_client) or an NRI client (preparer_nri). */
export async function preparersOfUser(db: Db, userId: string, kind: 'preparer_client' | 'preparer_nri'): Promise<string[]> {
  const rows = await db
    .select({ id: roleAssignments.preparerId })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.kind, kind), eq(roleAssignments.targetId, userId)))
    .orderBy(desc(roleAssignments.createdAt));
  return rows.map((r) => r.id);
}

/** The clients (preparer_client) or NRI clients (preparer_nri) assigned to any of these preparers. */
export async function targetsOfPreparers(db: Db, preparerIds: readonly string[], kind: 'preparer_client' | 'preparer_nri'): Promise<string[]> {
  if (preparerIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: roleAssignments.targetId })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.kind, kind), inArray(roleAssignments.preparerId, [...preparerIds])));
  return rows.map((r) => r.id);
}

/** The preparer a client was assigned to most recently (preparer_client), if any. */
export async function assignedPreparerOf(db: Db, clientId: string): Promise<string | null> {
  return (await preparersOfUser(db, clientId, 'preparer_client'))[0] ?? null;
}

/**
 * The latest preparer_client assignment of the user in `userId` as a scalar subquery, for read models that
 * answer in one statement (the client dashboard).
 */
export function assignedPreparerSql(userId: SQL | AnyColumn | string): SQL {
  return sql`(select ra.preparer_id from ${roleAssignments} ra
    where ra.kind = 'preparer_client' and ra.target_id = ${userId}
    order by ra.created_at desc limit 1)`;
}

/**
 * `select target_id ...`: the users assigned (this kind) to any of these preparers (null: to any preparer), for
 * read models and list scopes that answer in one statement.
 */
export function assignedTargetsSql(kind: 'preparer_client' | 'preparer_nri', preparerIds: readonly string[] | null): SQL {
  const who =
    preparerIds === null
      ? sql``
      : preparerIds.length === 0
        ? sql`and false`
        : sql`and ra.preparer_id in (${sql.join(preparerIds.map((id) => sql`${id}::uuid`), sql`, `)})`;
  return sql`select ra.target_id from ${roleAssignments} ra where ra.kind = ${kind} ${who}`;
}

/**
 * assignedTargetsSql for one preparer whose id is a placeholder (or a value, or SQL giving one), for a prepared
 * statement. The kind is written into the text (one of two constants): as a parameter, a custom plan would see
 * its statistics and a generic plan not, and PostgreSQL would go on planning the statement at every execution.
 */
export function assignedTargetsOfOneSql(kind: 'preparer_client' | 'preparer_nri', preparerId: Placeholder | string | SQL): SQL {
  const kindText = kind === 'preparer_client' ? sql.raw(`'preparer_client'`) : sql.raw(`'preparer_nri'`);
  return sql`select ra.target_id from ${roleAssignments} ra where ra.kind = ${kindText} and ra.preparer_id = ${preparerId}::uuid`;
}

/* ------------------------------------------------------------------ the admin's assignment calls */

export type AssignmentRow = typeof roleAssignments.$inferSelect;

/**
 * Sets the one assignment of `targetId` of this kind: a preparer has one approver, a client and an NRI client one
 * preparer. An earlier assignment of the target to another preparer (or of the preparer to another approver) is
 * replaced; assigning the same pair again keeps the row. Returns the row and the replaced ones.
 */
export async function setAssignment(
  db: Db,
  input: { kind: AssignmentKind; preparerId: string; targetId: string },
): Promise<{ row: AssignmentRow; replaced: AssignmentRow[] }> {
  // preparer_approver is unique per preparer; the other two per target (client or NRI client).
  const sameSlot =
    input.kind === 'preparer_approver'
      ? and(eq(roleAssignments.kind, input.kind), eq(roleAssignments.preparerId, input.preparerId))
      : and(eq(roleAssignments.kind, input.kind), eq(roleAssignments.targetId, input.targetId));
  const existing = await db.select().from(roleAssignments).where(sameSlot).for('update');
  const keep = existing.find((r) => r.preparerId === input.preparerId && r.targetId === input.targetId);
  const replaced = existing.filter((r) => r !== keep);
  if (replaced.length) await db.delete(roleAssignments).where(inArray(roleAssignments.id, replaced.map((r) => r.id)));
  if (keep) return { row: keep, replaced };
  const [row] = await db
    .insert(roleAssignments)
    .values({ kind: input.kind, preparerId: input.preparerId, targetId: input.targetId })
    .onConflictDoUpdate({ target: [roleAssignments.kind, roleAssignments.preparerId, roleAssignments.targetId], set: { createdAt: sql`${roleAssignments.createdAt}` } })
    .returning();
  if (!row) throw new Error('assignment not written');
  return { row, replaced };
}

export async function getAssignment(db: Db, id: string): Promise<AssignmentRow | null> {
  const [row] = await db.select().from(roleAssignments).where(eq(roleAssignments.id, id)).limit(1);
  return row ?? null;
}

export async function deleteAssignment(db: Db, id: string): Promise<AssignmentRow | null> {
  const [row] = await db.delete(roleAssignments).where(eq(roleAssignments.id, id)).returning();
  return row ?? null;
}

/** The most rows one grouping of the tree holds (the whole tree, unfiltered, on a large firm). */
export const TREE_GROUP_MAX = 5000;

/**
 * The assignment tree (part 2 section 3): under the given approvers, or the whole firm when none is given.
 * preparerToApprover: the approvers' preparers; preparerClients and preparerNri: those preparers' clients and NRI
 * clients (with no filter: every assignment, including preparers who have no approver yet).
 */
export async function assignmentTreeRows(
  db: Db,
  approverIds: readonly string[] | null,
): Promise<{ preparerToApprover: AssignmentRow[]; preparerClients: AssignmentRow[]; preparerNri: AssignmentRow[] }> {
  const order = [roleAssignments.createdAt, roleAssignments.id] as const;
  const byKind = (kind: AssignmentKind, extra?: SQL) =>
    db
      .select()
      .from(roleAssignments)
      .where(and(eq(roleAssignments.kind, kind), extra))
      .orderBy(...order)
      .limit(TREE_GROUP_MAX);
  if (!approverIds) {
    const [a, c, n] = await Promise.all([byKind('preparer_approver'), byKind('preparer_client'), byKind('preparer_nri')]);
    return { preparerToApprover: a, preparerClients: c, preparerNri: n };
  }
  if (approverIds.length === 0) return { preparerToApprover: [], preparerClients: [], preparerNri: [] };
  const links = await byKind('preparer_approver', inArray(roleAssignments.targetId, [...approverIds]));
  const preparers = [...new Set(links.map((l) => l.preparerId))];
  if (preparers.length === 0) return { preparerToApprover: links, preparerClients: [], preparerNri: [] };
  const [c, n] = await Promise.all([
    byKind('preparer_client', inArray(roleAssignments.preparerId, preparers)),
    byKind('preparer_nri', inArray(roleAssignments.preparerId, preparers)),
  ]);
  return { preparerToApprover: links, preparerClients: c, preparerNri: n };
}

/** Every assignment a user is on either end of (the admin's view of one user). */
export async function assignmentsOfUser(db: Db, userId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(roleAssignments)
    .where(sql`${roleAssignments.preparerId} = ${userId} or ${roleAssignments.targetId} = ${userId}`)
    .orderBy(roleAssignments.kind, roleAssignments.createdAt)
    .limit(TREE_GROUP_MAX);
}

/**
 * Of the given preparers, the one with the fewest NRI clients (ties: the earlier in the list). Null for none.
 * The NRI line's default assignment on payment (docs/architecture.md, nri-filing).
 */
export async function leastLoadedNriPreparer(db: Db, preparerIds: readonly string[]): Promise<string | null> {
  if (preparerIds.length === 0) return null;
  const rows = await db
    .select({ preparerId: roleAssignments.preparerId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.kind, 'preparer_nri'), inArray(roleAssignments.preparerId, [...preparerIds])))
    .groupBy(roleAssignments.preparerId);
  const load = new Map(rows.map((r) => [r.preparerId, r.n]));
  let best: string | null = null;
  for (const id of preparerIds) if (best === null || (load.get(id) ?? 0) < (load.get(best) ?? 0)) best = id;
  return best;
}

/* ------------------------------------------------------------------ defaults */

/** The preparer the admin named for new NRI clients, or null (none named). */
export async function getDefaultNriPreparerId(db: Db): Promise<string | null> {
  const [row] = await db.select({ id: assignmentDefaults.preparerId }).from(assignmentDefaults).where(eq(assignmentDefaults.kind, 'nri_preparer')).limit(1);
  return row?.id ?? null;
}

/** Names (or, with null, clears) the default preparer for new NRI clients. */
export async function setDefaultNriPreparerId(db: Db, preparerId: string | null, updatedById: string): Promise<void> {
  const values = { kind: 'nri_preparer' as const, preparerId, updatedById, updatedAt: new Date() };
  await db.insert(assignmentDefaults).values(values).onConflictDoUpdate({ target: assignmentDefaults.kind, set: { preparerId, updatedById, updatedAt: values.updatedAt } });
}
