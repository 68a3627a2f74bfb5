import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roleAssignments } from '../../db/schema/assignments';

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
