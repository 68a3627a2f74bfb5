import type { UserDashboard } from '@quayside/contract/admin-users';
import { listCompaniesQuerySchema } from '@quayside/contract/companies';
import { normalizeRole } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { actorForUser, getUserRow, toAdminUser } from '../auth/auth.service';
import { listCompanies } from '../companies/companies.service';
import { listInvoicesForUser } from '../invoices/invoices.service';
import { openTasksOverview } from '../tasks/tasks.service';
import { assignmentsOf } from './admin.assignments';

/** How many companies, tasks and invoices the admin's view of one user shows. */
const DASHBOARD_COMPANIES = 20;
const DASHBOARD_TASKS = 20;
const DASHBOARD_INVOICES = 10;

/**
 * GET /api/admin/user/{id}/dashboard: what that user sees. The owners' services are asked as that user (the
 * same access rules and list scopes their own calls go through), so the admin sees exactly their reach:
 * a client's own companies, a preparer's assigned companies, an approver's preparers' companies.
 */
export async function getUserDashboard(db: Db, id: string): Promise<UserDashboard> {
  const user = await getUserRow(db, id);
  const role = normalizeRole(user.role);
  const asUser = actorForUser(user);
  const [companies, tasks, invoices, assignments] = await Promise.all([
    listCompanies(db, listCompaniesQuerySchema.parse({ pageSize: DASHBOARD_COMPANIES }), asUser),
    role === 'preparer' ? openTasksOverview(db, { preparerId: user.id }, DASHBOARD_TASKS) : openTasksOverview(db, { userId: user.id }, DASHBOARD_TASKS),
    listInvoicesForUser(db, { userId: user.id, limit: DASHBOARD_INVOICES }),
    assignmentsOf(db, user.id),
  ]);
  return {
    user: toAdminUser(user),
    companies: companies.items,
    companiesHasMore: companies.hasMore,
    tasks: tasks.items,
    openTaskCount: tasks.count,
    invoices: invoices.invoices,
    assignments,
  };
}
