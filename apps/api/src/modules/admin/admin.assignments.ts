import { adminUserMessages, type Assignment, type AssignmentTree, type DefaultNriPreparerResponse, type SetDefaultNriPreparerBody } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import type { Role } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  assignmentsOfUser,
  assignmentTreeRows,
  deleteAssignment,
  getAssignment,
  getDefaultNriPreparerId,
  setAssignment,
  setDefaultNriPreparerId,
  type AssignmentKind,
  type AssignmentRow,
} from '../assignments/assignments.service';
import { writeAudit } from '../audit/audit.service';
import { assertUserRole, getUserRefs, type Actor, type UserRef } from '../auth/auth.service';
import { setOwnedCompaniesPreparer } from '../companies/companies.service';
import { moveOpenTasksOfUser } from '../tasks/tasks.service';

/**
 * The admin's assignment calls (part 2 section 7 Admin). The assignments module owns the rows; this composes the
 * role checks (auth), the client's companies (companies) and open tasks (tasks) that follow the preparer, and the
 * audit trail. Each call runs in one transaction.
 */

const E = adminUserMessages.errors;
type Meta = { ip?: string | null };

async function toAssignments(db: Db, rows: readonly AssignmentRow[]): Promise<Assignment[]> {
  const refs = new Map<string, UserRef>((await getUserRefs(db, rows.flatMap((r) => [r.preparerId, r.targetId]))).map((u) => [u.id, u]));
  const person = (id: string) => {
    const u = refs.get(id);
    // Users are never hard-deleted by the app (the row cascades away if one ever is), so this is a safety net.
    return u ? { id: u.id, fullName: u.fullName, email: u.email, role: u.role } : { id, fullName: 'Unknown user', email: '', role: 'client' as Role };
  };
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    preparer: person(r.preparerId),
    target: person(r.targetId),
    createdAt: r.createdAt.toISOString(),
  }));
}

async function auditAssignment(db: Db, actor: Actor, meta: Meta, action: string, row: AssignmentRow, details: Record<string, unknown> = {}) {
  await writeAudit(db, {
    actorId: actor.id,
    actorRole: actor.role,
    action,
    targetType: 'role_assignment',
    targetId: row.id,
    ip: meta.ip ?? null,
    meta: { kind: row.kind, preparerId: row.preparerId, targetId: row.targetId, ...details },
  });
}

const rolesCheck = (db: Db, id: string, role: Role, message: string, field: string) => assertUserRole(db, id, role, message, field);

/** POST /api/admin/assign-approver: the preparer's one approver (an earlier one is replaced). */
export async function assignApprover(db: Db, input: { preparerId: string; approverId: string }, actor: Actor, meta: Meta) {
  await rolesCheck(db, input.preparerId, 'preparer', E.notPreparer, 'preparerId');
  await rolesCheck(db, input.approverId, 'approver', E.notApprover, 'approverId');
  const row = await db.transaction(async (tx) => {
    const { row: r, replaced } = await setAssignment(tx, { kind: 'preparer_approver', preparerId: input.preparerId, targetId: input.approverId });
    await auditAssignment(tx, actor, meta, 'admin.approver_assigned', r, { replaced: replaced.map((x) => x.targetId) });
    return r;
  });
  const [assignment] = await toAssignments(db, [row]);
  if (!assignment) throw new Error('assignment not read back');
  return { message: adminMessages.success.approverAssigned, assignment };
}

/**
 * POST /api/admin/assign-preparer and /assign-preparer/nri: the client's one preparer. The client's companies go
 * to the preparer (client only: NRI work has no company) and their open tasks move with them.
 */
export async function assignPreparer(
  db: Db,
  input: { kind: 'preparer_client' | 'preparer_nri'; userId: string; preparerId: string },
  actor: Actor,
  meta: Meta,
) {
  const nri = input.kind === 'preparer_nri';
  await rolesCheck(db, input.preparerId, 'preparer', E.notPreparer, 'preparerId');
  await rolesCheck(db, input.userId, nri ? 'nri_client' : 'client', nri ? E.notNri : E.notClient, nri ? 'nriUserId' : 'clientId');
  const result = await db.transaction(async (tx) => {
    const { row, replaced } = await setAssignment(tx, { kind: input.kind, preparerId: input.preparerId, targetId: input.userId });
    const companyIds = nri ? [] : await setOwnedCompaniesPreparer(tx, { ownerId: input.userId, preparerId: input.preparerId }, actor, meta);
    const tasksMoved = await moveOpenTasksOfUser(tx, { userId: input.userId, preparerId: input.preparerId });
    await auditAssignment(tx, actor, meta, nri ? 'admin.nri_preparer_assigned' : 'admin.preparer_assigned', row, {
      replaced: replaced.map((x) => x.preparerId),
      companies: companyIds,
      tasksMoved,
    });
    return { row, companiesAssigned: companyIds.length, tasksMoved };
  });
  const [assignment] = await toAssignments(db, [result.row]);
  if (!assignment) throw new Error('assignment not read back');
  return {
    message: nri ? adminMessages.success.nriAssigned : adminMessages.success.preparerAssigned,
    assignment,
    companiesAssigned: result.companiesAssigned,
    tasksMoved: result.tasksMoved,
  };
}

/**
 * DELETE /api/admin/role-assignment/{id}. Removing a preparer from a client also takes that preparer off the
 * client's companies and open tasks they held (nobody holds them until the admin assigns someone), so the
 * preparer stops reaching the client at once.
 */
export async function removeAssignment(db: Db, id: string, actor: Actor, meta: Meta) {
  await db.transaction(async (tx) => {
    const row = await getAssignment(tx, id);
    if (!row) throw new AppError('NOT_FOUND', E.assignmentNotFound);
    await removeAssignmentRow(tx, row, actor, meta);
  });
  return { message: adminMessages.success.assignmentRemoved, id };
}

async function removeAssignmentRow(tx: Db, row: AssignmentRow, actor: Actor, meta: Meta): Promise<void> {
  await deleteAssignment(tx, row.id);
  let details: Record<string, unknown> = {};
  if (row.kind !== 'preparer_approver') {
    const companyIds =
      row.kind === 'preparer_client'
        ? await setOwnedCompaniesPreparer(tx, { ownerId: row.targetId, preparerId: null, onlyFrom: row.preparerId }, actor, meta)
        : [];
    const tasksReleased = await moveOpenTasksOfUser(tx, { userId: row.targetId, preparerId: null, onlyFrom: row.preparerId });
    details = { companies: companyIds, tasksReleased };
  }
  await auditAssignment(tx, actor, meta, 'admin.assignment_removed', row, details);
}

/** GET /api/admin/assignment-tree. */
export async function getAssignmentTree(db: Db, query: { approverId?: string; approverIds?: string[] }): Promise<AssignmentTree> {
  const ids = query.approverIds ?? (query.approverId ? [query.approverId] : null);
  if (query.approverId && query.approverIds) ids?.push(query.approverId);
  const rows = await assignmentTreeRows(db, ids ? [...new Set(ids)] : null);
  const all = await toAssignments(db, [...rows.preparerToApprover, ...rows.preparerClients, ...rows.preparerNri]);
  const byKind = (k: AssignmentKind) => all.filter((a) => a.kind === k);
  return { preparerToApprover: byKind('preparer_approver'), preparerClients: byKind('preparer_client'), preparerNri: byKind('preparer_nri') };
}

export async function assignmentsOf(db: Db, userId: string): Promise<Assignment[]> {
  return toAssignments(db, await assignmentsOfUser(db, userId));
}

/** Which assignments a role can hold, as preparer (on the left) or as the target (on the right). */
const HOLDS: Record<AssignmentKind, { preparer: Role; target: Role }> = {
  preparer_approver: { preparer: 'preparer', target: 'approver' },
  preparer_client: { preparer: 'preparer', target: 'client' },
  preparer_nri: { preparer: 'preparer', target: 'nri_client' },
};

/**
 * After a role change: the assignments the user can no longer hold are removed (a preparer made an approver keeps
 * no clients; a client made an NRI client loses their preparer_client link), each as DELETE role-assignment would
 * (companies and open tasks released, an audit row). Runs in the role change's transaction.
 */
export async function dropUnfitAssignments(tx: Db, userId: string, newRole: Role, actor: Actor, meta: Meta): Promise<number> {
  const rows = await assignmentsOfUser(tx, userId);
  const unfit = rows.filter((r) => (r.preparerId === userId && HOLDS[r.kind].preparer !== newRole) || (r.targetId === userId && HOLDS[r.kind].target !== newRole));
  for (const row of unfit) await removeAssignmentRow(tx, row, actor, meta);
  return unfit.length;
}

/* ------------------------------------------------------------------ the default NRI preparer (designed) */

/** GET /api/admin/assignment-defaults/nri-preparer: the preparer paid NRI filings go to, or null (the fallback). */
export async function getDefaultNriPreparer(db: Db): Promise<DefaultNriPreparerResponse> {
  const id = await getDefaultNriPreparerId(db);
  const [ref] = id ? await getUserRefs(db, [id]) : [];
  return { preparer: ref ? { id: ref.id, fullName: ref.fullName, email: ref.email } : null, fallback: 'least_loaded' };
}

/** PUT /api/admin/assignment-defaults/nri-preparer: an active preparer, or null to clear; audited. */
export async function setDefaultNriPreparer(db: Db, body: SetDefaultNriPreparerBody, actor: Actor, meta: Meta) {
  if (body.preparerId) await assertUserRole(db, body.preparerId, 'preparer', E.defaultPreparerNotActive, 'preparerId', { active: true });
  const before = await getDefaultNriPreparerId(db);
  await db.transaction(async (tx) => {
    await setDefaultNriPreparerId(tx, body.preparerId, actor.id);
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'admin.default_nri_preparer_set',
      targetType: 'assignment_default',
      targetId: body.preparerId,
      ip: meta.ip ?? null,
      meta: { kind: 'nri_preparer', preparerId: body.preparerId, previous: before },
    });
  });
  const message = body.preparerId ? adminUserMessages.success.defaultNriPreparerSet : adminUserMessages.success.defaultNriPreparerCleared;
  return { message, ...(await getDefaultNriPreparer(db)) };
}
