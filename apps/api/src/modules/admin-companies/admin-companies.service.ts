import type { AdminCompaniesQuery, AdminCompaniesResponse, CompanyPreviewResponse } from '@quayside/contract/admin-companies';
import { adminMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { listScopeOf } from '../access/access.service';
import { getUserRef, type Actor } from '../auth/auth.service';
import { getClientDashboard } from '../client/client.service';
import { getCompanyForActor, listAdminCompanyRows, toCompany, toCompanySummary } from '../companies/companies.service';

/**
 * The admin's companies (part 2 section 7 "Admin": company activity, lock, preview, reassign, reset). An audience
 * module: it owns no tables. The companies module makes the changes (with their activity, audit rows and notices);
 * the preview is the client module's own dashboard read model, so the admin sees exactly what the client sees.
 */

export {
  listCompanyActivity,
  reassignCompanyPreparer,
  resetCompanyStatus,
  setDashboardLock,
} from '../companies/companies.service';

/** GET /api/admin/companies */
export async function listAdminCompanies(db: Db, actor: Actor, query: AdminCompaniesQuery): Promise<AdminCompaniesResponse> {
  if ((await listScopeOf(db, actor)).kind !== 'all') throw new AppError('FORBIDDEN', 'Only an admin can list every company');
  const { rows, nextCursor } = await listAdminCompanyRows(db, query);
  return {
    companies: rows.map((r) => ({ ...toCompanySummary(r.company), owner: r.owner, preparerName: r.preparerName })),
    nextCursor,
    hasMore: nextCursor !== null,
  };
}

/**
 * GET /api/admin/company/{id}/preview: the owner's dashboard for this company and the company record, read as the
 * owner reads them (GET /api/client/dashboard and /api/client/company). Nothing is written.
 */
export async function previewCompany(db: Db, actor: Actor, id: string): Promise<CompanyPreviewResponse> {
  const row = await getCompanyForActor(db, id, actor, 'administer');
  const owner = row.ownerId ? await getUserRef(db, row.ownerId) : null;
  if (!owner) throw new AppError('CONFLICT', adminMessages.errors.noClientToPreview);
  const [dashboard, company] = await Promise.all([
    getClientDashboard(db, { id: owner.id, fullName: owner.fullName, email: owner.email }, row.id),
    toCompany(db, row),
  ]);
  return { dashboard, company };
}
