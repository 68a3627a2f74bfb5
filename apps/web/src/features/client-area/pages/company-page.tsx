import { Link } from 'react-router';
import { Activity, BarChart3 } from 'lucide-react';
import { clientMessages, companyMessages } from '@quayside/contract/messages';
import { COMPANY_STATUS_LABELS, type CompanyStatus } from '@quayside/contract/companies';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton, Skeleton, TextSkeleton } from '../../../components/ui/skeleton';
import { useSelector } from 'react-redux';
import { useGetClientCompanyQuery } from '../api/get-client-company';
import { useGetCompanyDashboardQuery } from '../api/get-company-dashboard';
import { selectCurrentCompanyId } from '../client-area-slice';
import { CompanySwitcher } from '../components/company-switcher';
import { CompaniesListCard } from '../components/company/companies-list-card';
import { CompanyDetailsCard } from '../components/company/company-details-card';
import { DirectorsCard } from '../components/company/directors-card';
import { KycDocumentsCard } from '../components/company/kyc-documents-card';
import { ServicesCard } from '../components/company/services-card';
import { ShareholdersCard } from '../components/company/shareholders-card';
import { NoCompanyCard } from '../components/no-company';
import { formatRelative } from '../../../lib/format';
import { clientPaths } from '../lib/paths';
import { useChooseCompany, useCompanyArg } from '../lib/use-company';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Activity names as people read them. */
function activityText(action: string): string {
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** /dashboard/client/company: the record (details, directors, shareholders, services), edits where allowed. */
export function CompanyPage() {
  const query = useGetClientCompanyQuery(useCompanyArg());
  const company = query.data?.company ?? null;
  useDocumentTitle(company ? `Company: ${company.name}` : 'Company');
  const dashboard = useGetCompanyDashboardQuery(company?.id ?? '', { skip: !company });
  const chosen = useSelector(selectCurrentCompanyId);
  const choose = useChooseCompany();
  const many = (query.data?.companies.length ?? 0) > 1;

  return (
    <div>
      <PageHeader
        eyebrow="Company"
        title={company ? company.name : query.isLoading ? <Skeleton className="h-8 w-64" /> : 'Your company'}
        description={
          company ? (
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={company.status === 'active' ? 'success' : 'brand'}>
                {COMPANY_STATUS_LABELS[company.status as CompanyStatus] ?? company.status}
              </Badge>
              {company.preparer ? <span>Preparer: {company.preparer.fullName}</span> : null}
            </span>
          ) : undefined
        }
        actions={<CompanySwitcher />}
      />
      <QueryState
        query={query}
        failure={clientMessages.fallback.company}
        skeleton={
          <Card>
            <TextSkeleton lines={6} label="Loading the company" />
          </Card>
        }
        isEmpty={!company}
        empty={
          <NoCompanyCard description="Start an incorporation and your company's record will appear here." />
        }
      >
        {company ? (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <CompanyDetailsCard company={company} />
              <DirectorsCard company={company} />
              <ShareholdersCard company={company} />
              <KycDocumentsCard company={company} />
              <ServicesCard company={company} />
            </div>
            <div className="space-y-6">
              <Card>
                <CardHeader title="At a glance" icon={<BarChart3 className="size-5" aria-hidden="true" />} />
                <QueryState
                  query={dashboard}
                  failure={companyMessages.fallback.dashboard}
                  skeleton={<TextSkeleton lines={4} />}
                >
                  {dashboard.data ? (
                    <ul className="grid grid-cols-2 gap-3 p-4 text-sm">
                      <Stat
                        label="Open tasks"
                        value={dashboard.data.counts.tasks.open}
                        to={`${clientPaths.tasks}?open=1`}
                      />
                      <Stat label="Tasks in review" value={dashboard.data.counts.tasks.pendingReview} />
                      <Stat
                        label="Overdue tasks"
                        value={dashboard.data.counts.tasks.overdue}
                        tone={dashboard.data.counts.tasks.overdue > 0 ? 'danger' : undefined}
                      />
                      <Stat label="Tasks done" value={dashboard.data.counts.tasks.completed} />
                      <Stat
                        label="Documents"
                        value={dashboard.data.counts.documents.total}
                        to={clientPaths.documents}
                      />
                      <Stat label="Pending review" value={dashboard.data.counts.documents.pending} />
                      <Stat label="Approved" value={dashboard.data.counts.documents.approved} />
                      <Stat
                        label="Rejected"
                        value={dashboard.data.counts.documents.rejected}
                        tone={dashboard.data.counts.documents.rejected > 0 ? 'danger' : undefined}
                        to={`${clientPaths.documents}?status=Rejected`}
                      />
                    </ul>
                  ) : null}
                </QueryState>
              </Card>
              <Card>
                <CardHeader
                  title="Recent activity"
                  icon={<Activity className="size-5" aria-hidden="true" />}
                />
                <QueryState
                  query={dashboard}
                  failure={companyMessages.fallback.dashboard}
                  skeleton={<ListSkeleton rows={3} />}
                  isEmpty={(dashboard.data?.recentActivity.length ?? 0) === 0}
                  empty={<EmptyState title="No activity yet" />}
                >
                  <ul className="divide-y divide-slate-100">
                    {dashboard.data?.recentActivity.map((a) => (
                      <li key={a.id} className="px-5 py-3">
                        <p className="text-sm text-slate-800">{activityText(a.action)}</p>
                        <p className="text-xs text-slate-500">
                          {a.actorName ? `${a.actorName} · ` : null}
                          {formatRelative(a.createdAt)}
                        </p>
                      </li>
                    ))}
                  </ul>
                </QueryState>
              </Card>
            </div>
          </div>
        ) : null}
      </QueryState>
      {many ? (
        <div className="mt-6">
          <CompaniesListCard currentId={chosen ?? company?.id ?? null} onChoose={(id) => choose(id)} />
        </div>
      ) : null}
    </div>
  );
}

function Stat({ label, value, tone, to }: { label: string; value: number; tone?: 'danger'; to?: string }) {
  const body = (
    <>
      <span className="block text-xs text-slate-500">{label}</span>
      <span
        className={
          tone === 'danger' ? 'text-xl font-semibold text-red-700' : 'text-xl font-semibold text-slate-900'
        }
      >
        {value}
      </span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className="block rounded-lg border border-slate-200 px-3 py-2 hover:border-brand-600">
          {body}
        </Link>
      ) : (
        <div className="rounded-lg border border-slate-200 px-3 py-2">{body}</div>
      )}
    </li>
  );
}
