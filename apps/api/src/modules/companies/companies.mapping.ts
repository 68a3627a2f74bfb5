import { asc, eq } from 'drizzle-orm';
import type { Company, CompanyService, CompanySummary, Director, Shareholder } from '@quayside/contract/companies';
import type { Jurisdiction, Service } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import { companies, companyServices, directors, shareholders } from '../../db/schema/companies';
import { getUserRefs } from '../auth/auth.service';
import { getServicesByIds } from '../services/services.service';

export type CompanyRow = typeof companies.$inferSelect;
export type DirectorRow = typeof directors.$inferSelect;
export type ShareholderRow = typeof shareholders.$inferSelect;
export type CompanyServiceRow = typeof companyServices.$inferSelect;

/**
 * The columns a company summary (toCompanySummary) reads: all that the company list and its search select, so that
 * neither reads, sends nor maps the columns a summary leaves out (the details, the address, the contact fields).
 */
export const companySummaryColumns = {
  id: companies.id,
  name: companies.name,
  registrationNumber: companies.registrationNumber,
  jurisdiction: companies.jurisdiction,
  companyType: companies.companyType,
  status: companies.status,
  incorporationStatus: companies.incorporationStatus,
  statusRemarks: companies.statusRemarks,
  ownerId: companies.ownerId,
  preparerId: companies.preparerId,
  dashboardLocked: companies.dashboardLocked,
  dashboardLockReason: companies.dashboardLockReason,
  dashboardLockedAt: companies.dashboardLockedAt,
  editFlags: companies.editFlags,
  incorporationDate: companies.incorporationDate,
  financialYearEnd: companies.financialYearEnd,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};

export type CompanySummaryRow = Pick<CompanyRow, keyof typeof companySummaryColumns>;

export function toCompanySummary(row: CompanySummaryRow): CompanySummary {
  return {
    id: row.id,
    companyId: row.id,
    name: row.name,
    registrationNumber: row.registrationNumber,
    jurisdiction: row.jurisdiction as Jurisdiction,
    companyType: row.companyType,
    status: row.status,
    incorporationStatus: row.incorporationStatus,
    statusRemarks: row.statusRemarks,
    ownerId: row.ownerId,
    preparerId: row.preparerId,
    dashboardLocked: row.dashboardLocked,
    dashboardLockReason: row.dashboardLocked ? row.dashboardLockReason : null,
    dashboardLockedAt: row.dashboardLocked && row.dashboardLockedAt ? row.dashboardLockedAt.toISOString() : null,
    editFlags: row.editFlags,
    incorporationDate: row.incorporationDate,
    financialYearEnd: row.financialYearEnd,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDirector(row: DirectorRow): Director {
  return {
    id: row.id,
    companyId: row.companyId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    nationality: row.nationality,
    idType: row.idType,
    idNumber: row.idNumber,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    isNominee: row.isNominee,
    files: row.files,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toShareholder(row: ShareholderRow): Shareholder {
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type === 'corporate' ? 'corporate' : 'individual',
    fullName: row.fullName,
    email: row.email,
    nationality: row.nationality,
    idNumber: row.idNumber,
    address: row.address,
    shares: row.shares,
    shareClass: row.shareClass,
    files: row.files,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCompanyService(cs: CompanyServiceRow, service: Service): CompanyService {
  return {
    id: cs.id,
    companyId: cs.companyId,
    serviceId: cs.serviceId,
    status: cs.status,
    invoiceId: cs.invoiceId,
    priceMinor: cs.priceMinor,
    currency: cs.currency,
    startedAt: cs.startedAt.toISOString(),
    renewsAt: cs.renewsAt?.toISOString() ?? null,
    service,
  };
}

/** The services on a company with their catalogue entries, oldest first. */
export async function loadCompanyServices(db: Db, companyId: string): Promise<CompanyService[]> {
  const rows = await db
    .select()
    .from(companyServices)
    .where(eq(companyServices.companyId, companyId))
    .orderBy(asc(companyServices.createdAt), asc(companyServices.id));
  const catalogue = new Map((await getServicesByIds(db, rows.map((r) => r.serviceId), { includeInactive: true })).map((s) => [s.id, s]));
  return rows.flatMap((cs) => {
    const service = catalogue.get(cs.serviceId);
    return service ? [toCompanyService(cs, service)] : [];
  });
}

/** The company in full: record, people, services, owner and preparer. */
export async function toCompany(db: Db, row: CompanyRow): Promise<Company> {
  const [dirs, holders, svc, refs] = await Promise.all([
    db.select().from(directors).where(eq(directors.companyId, row.id)).orderBy(asc(directors.createdAt), asc(directors.id)),
    db
      .select()
      .from(shareholders)
      .where(eq(shareholders.companyId, row.id))
      .orderBy(asc(shareholders.createdAt), asc(shareholders.id)),
    loadCompanyServices(db, row.id),
    getUserRefs(db, [row.ownerId, row.preparerId]),
  ]);
  const ref = (id: string | null) => {
    const u = refs.find((r) => r.id === id);
    return u ? { id: u.id, fullName: u.fullName, email: u.email } : null;
  };
  return {
    ...toCompanySummary(row),
    registeredAddress: row.registeredAddress,
    businessActivity: row.businessActivity,
    contactEmail: row.contactEmail,
    contactNumber: row.contactNumber,
    owner: ref(row.ownerId),
    preparer: ref(row.preparerId),
    directors: dirs.map(toDirector),
    shareholders: holders.map(toShareholder),
    companyServices: svc,
    compliance: {
      listed: row.listed,
      gstVatRegistered: row.gstVatRegistered,
      employsLocalStaff: row.employsLocalStaff,
      transferPricing: row.transferPricing,
      auditRequired: row.auditRequired,
      firstFinancialYearEnd: row.firstFinancialYearEnd,
    },
  };
}
