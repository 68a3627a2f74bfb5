import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Building2 } from 'lucide-react';
import { COMPANY_TYPE_LABELS, INCORPORATION_STATUS_LABELS, type Company, type CompanyType, type IncorporationStatus } from '@quayside/contract/companies';
import { adminMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminCompanyQuery } from '../api/get-company';
import { ActivityCard } from '../components/activity-card';
import { CompanyStatusBadge, LockedBadge } from '../components/company-badges';
import { LockCard, PreparerCard, StatusCard, type PreparerPicker } from '../components/company-controls';
import { PreviewCard } from '../components/preview-card';
import { ComplianceCard } from '../components/compliance-card';

/**
 * /dashboard/admin/companies/{id}: the company's summary and activity, and the admin's controls: lock the client's
 * dashboard, reassign the preparer, reset the status, preview it as the client sees it. The preparer picker is
 * the admin users' own, handed in by the route (features do not import each other).
 */
/** `kycAmlPanel`: the company's AML/KYC section (features/kyc-aml); `documentsPanel`: generate documents (features/templates); composed by the route. */
export function CompanyDetailPage({
  preparerPicker,
  kycAmlPanel,
  documentsPanel,
}: {
  preparerPicker: PreparerPicker;
  kycAmlPanel?: (companyId: string) => ReactNode;
  documentsPanel?: (companyId: string) => ReactNode;
}) {
  const { id = '' } = useParams();
  const query = useGetAdminCompanyQuery(id);
  const company = query.data;
  useDocumentTitle(company ? `${company.name} · Company` : 'Company');
  return (
    <>
      <Link to="/dashboard/admin/companies" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Companies
      </Link>
      <QueryState query={query} failure={adminMessages.fallback.company}>
        {company ? <Detail company={company} preparerPicker={preparerPicker} documentsPanel={documentsPanel} /> : null}
        {company && kycAmlPanel ? (
          <section aria-label="AML/KYC" className="mt-6">
            <h2 className="mb-3 text-lg font-semibold text-slate-900">AML/KYC</h2>
            {kycAmlPanel(company.id)}
          </section>
        ) : null}
      </QueryState>
    </>
  );
}

function Detail({ company, preparerPicker, documentsPanel }: { company: Company; preparerPicker: PreparerPicker; documentsPanel?: ((companyId: string) => ReactNode) | undefined }) {
  return (
    <>
      <PageHeader
        eyebrow="Company"
        title={company.name}
        description={
          <>
            {company.owner ? (
              <Link to={`/dashboard/admin/users/${company.owner.id}`} className="font-medium text-brand-700 hover:underline">
                {company.owner.fullName}
              </Link>
            ) : (
              'No client'
            )}{' '}
            · {company.jurisdiction} · preparer {company.preparer?.fullName ?? 'not assigned'}
          </>
        }
        actions={
          <>
            {company.dashboardLocked ? <LockedBadge /> : null}
            <CompanyStatusBadge status={company.status} />
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <SummaryCard company={company} />
        <LockCard company={company} />
        <PreparerCard company={company} picker={preparerPicker} />
        <StatusCard company={company} />
        <ComplianceCard company={company} />
        <div className="lg:col-span-2">
          <PreviewCard companyId={company.id} />
        </div>
        {documentsPanel ? <div className="lg:col-span-2">{documentsPanel(company.id)}</div> : null}
        <div className="lg:col-span-2">
          <ActivityCard companyId={company.id} />
        </div>
      </div>
    </>
  );
}

function SummaryCard({ company }: { company: Company }) {
  const rows: Array<[string, ReactNode]> = [
    ['Registration number', company.registrationNumber ?? 'Not yet'],
    ['Type', COMPANY_TYPE_LABELS[company.companyType as CompanyType] ?? company.companyType],
    ['Incorporation', INCORPORATION_STATUS_LABELS[company.incorporationStatus as IncorporationStatus] ?? company.incorporationStatus],
    ['Incorporated on', formatDate(company.incorporationDate, 'Not yet')],
    ['Financial year ends', company.financialYearEnd],
    ...(company.compliance?.firstFinancialYearEnd ? [['First financial year ends', formatDate(company.compliance.firstFinancialYearEnd)] as [string, ReactNode]] : []),
    ['Status remarks', company.statusRemarks ?? '-'],
    ['Client', company.owner ? `${company.owner.fullName} (${company.owner.email})` : 'No client'],
    ['Contact', [company.contactEmail, company.contactNumber].filter(Boolean).join(' · ') || '-'],
    ['People', `${company.directors.length} director${company.directors.length === 1 ? '' : 's'}, ${company.shareholders.length} shareholder${company.shareholders.length === 1 ? '' : 's'}`],
    ['Added', formatDate(company.createdAt)],
  ];
  return (
    <Card>
      <CardHeader
        title="Summary"
        icon={<Building2 className="size-5" aria-hidden="true" />}
        action={
          <Link to={`/dashboard/admin/incorporations/${company.id}`} className="text-sm font-medium text-brand-700 hover:underline">
            Incorporation
          </Link>
        }
      />
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-0.5 px-5 py-2 text-sm sm:grid-cols-3 sm:gap-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
