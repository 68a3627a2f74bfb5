import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AdminCompaniesQuery, CompanyActivityQuery, ResetCompanyStatusBody } from '@quayside/contract/admin-companies';
import { COMPANY_STATUS_LABELS, type Company, type CompanyStatus } from '@quayside/contract/companies';
import { adminMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { setAssignment } from '../assignments/assignments.service';
import { assertUserRole, getUserRefs, userNameSql, type Actor } from '../auth/auth.service';
import { createNotification } from '../notifications/notifications.service';
import { moveOpenTasksOfCompany } from '../tasks/tasks.service';
import { companyNotFound, getCompanyForActor } from './companies.access';
import { activityPage, trail, type RequestMeta } from './companies.activity';
import { companySearchCondition } from './companies.list';
import { toCompany, type CompanyRow } from './companies.mapping';

/**
 * The admin's controls over one company (part 2 section 4: lock the dashboard, reassign the preparer, reset the
 * status) and the admin's list of companies. Each change is one transaction with its company activity entry, its
 * audit row and, where the client should know, a notification to the owner.
 */

const E = adminMessages.errors;
const CLIENT_COMPANY_PAGE = '/dashboard/client/company';

export type AdminCompanyRow = {
  company: CompanyRow;
  owner: { id: string; fullName: string; email: string } | null;
  preparerName: string | null;
};

/**
 * One page (plus one row) of the admin's company list, newest first: through the (created_at, id) index, or the
 * status, locked or trigram index when filtered (also used by the plan test).
 */
export function adminCompanyListQuery(db: Db, query: AdminCompaniesQuery) {
  const c = companies;
  const term = query.q?.trim();
  return db
    .select({ company: c, preparerName: userNameSql(c.preparerId), cursorTs: cursorTs(c.createdAt), id: c.id })
    .from(c)
    .where(
      and(
        isNull(c.deletedAt),
        query.status ? eq(c.status, query.status) : undefined,
        query.locked !== undefined ? eq(c.dashboardLocked, query.locked) : undefined,
        term ? companySearchCondition(term) : undefined,
        afterCursor(c.createdAt, c.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(query.take + 1);
}

/** GET /api/admin/companies: every live company with its owner and preparer, newest first. */
export async function listAdminCompanyRows(db: Db, query: AdminCompaniesQuery): Promise<{ rows: AdminCompanyRow[]; nextCursor: string | null }> {
  const rows = await adminCompanyListQuery(db, query);
  const { page, nextCursor } = pageOf(rows, query.take);
  const owners = new Map((await getUserRefs(db, page.map((r) => r.company.ownerId))).map((u) => [u.id, u]));
  return {
    rows: page.map(({ company, preparerName }) => {
      const o = company.ownerId ? owners.get(company.ownerId) : undefined;
      return { company, preparerName, owner: o ? { id: o.id, fullName: o.fullName, email: o.email } : null };
    }),
    nextCursor,
  };
}

/** GET /api/admin/company/{id}/activity: the company's activity log, newest first. */
export async function listCompanyActivity(db: Db, companyId: string, actor: Actor, query: CompanyActivityQuery) {
  const company = await getCompanyForActor(db, companyId, actor, 'administer');
  const { items, nextCursor } = await activityPage(db, company.id, { cursor: query.cursor, limit: query.take });
  return { activity: items, nextCursor, hasMore: nextCursor !== null };
}

/**
 * PUT /api/admin/company/{id}/lock: lock (with the reason the client is shown) or unlock the client's dashboard
 * for this company. The access module refuses the owner's writes while it is locked. Locking what is locked (or
 * unlocking what is not) is a 409, so a second click sends the client no second notice.
 */
export async function setDashboardLock(
  db: Db,
  companyId: string,
  input: { locked: boolean; reason?: string },
  actor: Actor,
  meta: RequestMeta = {},
): Promise<Company> {
  const current = await getCompanyForActor(db, companyId, actor, 'administer');
  const reason = input.reason?.trim() || null;
  if (input.locked && !reason) throw new AppError('VALIDATION_FAILED', E.lockReasonRequired, { fields: { 'body.reason': [E.lockReasonRequired] } });
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companies)
      .set({
        dashboardLocked: input.locked,
        dashboardLockReason: input.locked ? reason : null,
        dashboardLockedAt: input.locked ? new Date() : null,
        updatedAt: new Date(),
      })
      // Only a change of state: two admins locking at once make one lock, one activity entry and one notice.
      .where(and(eq(companies.id, current.id), isNull(companies.deletedAt), eq(companies.dashboardLocked, !input.locked)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', input.locked ? E.alreadyLocked : E.alreadyUnlocked);
    await trail(tx, actor, meta, {
      companyId: updated.id,
      action: input.locked ? 'company.locked' : 'company.unlocked',
      targetType: 'company',
      targetId: updated.id,
      details: reason ? { reason } : {},
    });
    if (updated.ownerId) {
      await createNotification(tx, {
        userId: updated.ownerId,
        type: 'system',
        title: input.locked ? `${updated.name}: changes locked` : `${updated.name}: changes unlocked`,
        message: input.locked
          ? `The firm has locked changes to ${updated.name}. You can still read everything. Reason given: ${reason ?? ''}`
          : `You can make changes to ${updated.name} again.${reason ? ` Note from the firm: ${reason}` : ''}`,
        link: CLIENT_COMPANY_PAGE,
      });
    }
    return updated;
  });
  return toCompany(db, row);
}

/**
 * PUT /api/admin/company/{id}/reassign-preparer: the company goes to another (active) preparer with its open
 * tasks, and the client's preparer in the assignment tree becomes that preparer (a client has one preparer;
 * the client's other companies keep theirs until reassigned too). The new preparer is told.
 */
export async function reassignCompanyPreparer(
  db: Db,
  companyId: string,
  newPreparerId: string,
  actor: Actor,
  meta: RequestMeta = {},
): Promise<{ company: Company; tasksMoved: number }> {
  const current = await getCompanyForActor(db, companyId, actor, 'administer');
  await assertUserRole(db, newPreparerId, 'preparer', E.preparerNotActive, 'newPreparerId', { active: true });
  if (current.preparerId === newPreparerId) throw new AppError('CONFLICT', E.samePreparer);
  const result = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companies)
      .set({ preparerId: newPreparerId, updatedAt: new Date() })
      .where(and(eq(companies.id, current.id), isNull(companies.deletedAt)))
      .returning();
    if (!updated) throw companyNotFound();
    const tasksMoved = await moveOpenTasksOfCompany(tx, { companyId: updated.id, preparerId: newPreparerId });
    const assignment = updated.ownerId ? await setAssignment(tx, { kind: 'preparer_client', preparerId: newPreparerId, targetId: updated.ownerId }) : null;
    await trail(tx, actor, meta, {
      companyId: updated.id,
      action: 'company.preparer_reassigned',
      targetType: 'company',
      targetId: updated.id,
      details: {
        from: current.preparerId,
        to: newPreparerId,
        tasksMoved,
        assignmentId: assignment?.row.id ?? null,
        assignmentsReplaced: assignment?.replaced.map((r) => ({ id: r.id, preparerId: r.preparerId })) ?? [],
      },
    });
    await createNotification(tx, {
      userId: newPreparerId,
      type: 'task',
      title: `${updated.name} is now yours`,
      message: `${actor.fullName} assigned ${updated.name} to you${tasksMoved ? ` with ${tasksMoved} open task${tasksMoved === 1 ? '' : 's'}` : ''}.`,
      link: '/dashboard/preparer',
    });
    return { updated, tasksMoved };
  });
  return { company: await toCompany(db, result.updated), tasksMoved: result.tasksMoved };
}

/**
 * PUT /api/admin/company/{id}/reset-status: the company's status (one of COMPANY_STATUSES) with the reason, which
 * becomes the status remarks the client reads. The client is told.
 */
export async function resetCompanyStatus(db: Db, companyId: string, body: ResetCompanyStatusBody, actor: Actor, meta: RequestMeta = {}): Promise<Company> {
  const current = await getCompanyForActor(db, companyId, actor, 'administer');
  if (current.status === body.newStatus) throw new AppError('CONFLICT', E.sameStatus);
  const reason = body.reason.trim();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companies)
      .set({ status: body.newStatus, statusRemarks: reason, updatedAt: new Date() })
      .where(and(eq(companies.id, current.id), isNull(companies.deletedAt)))
      .returning();
    if (!updated) throw companyNotFound();
    await trail(tx, actor, meta, {
      companyId: updated.id,
      action: 'company.status_reset',
      targetType: 'company',
      targetId: updated.id,
      details: { from: current.status, to: body.newStatus, reason },
    });
    if (updated.ownerId) {
      const label = COMPANY_STATUS_LABELS[body.newStatus as CompanyStatus];
      await createNotification(tx, {
        userId: updated.ownerId,
        type: 'system',
        title: `${updated.name}: status is now ${label}`,
        message: `The firm set the status of ${updated.name} to ${label}. Reason given: ${reason}`,
        link: CLIENT_COMPANY_PAGE,
      });
    }
    return updated;
  });
  return toCompany(db, row);
}
