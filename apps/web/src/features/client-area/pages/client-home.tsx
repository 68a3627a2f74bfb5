import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import {
  COMPANY_STATUS_LABELS,
  INCORPORATION_STATUS_LABELS,
  type CompanyStatus,
  type IncorporationStatus,
} from '@quayside/contract/companies';
import { JURISDICTION_LABELS } from '@quayside/contract/services';
import { useAppSelector } from '../../../app/store';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { UserSummaryCard } from '../../../components/ui/user-summary-card';
import { formatDate, greeting } from '../../../lib/format';
import { selectUser } from '../../auth/auth-slice';
import { useGetClientCompanyQuery } from '../api/get-client-company';

function CompanyCard() {
  const { data, isLoading, isError } = useGetClientCompanyQuery();
  const company = data?.company ?? null;
  return (
    <Card>
      <CardHeader
        title="Your company"
        icon={<Building2 className="size-5" aria-hidden="true" />}
        description={
          data && data.companies.length > 1 ? `${data.companies.length} companies on your account` : undefined
        }
      />
      {isLoading ? (
        <div className="flex justify-center py-10 text-brand-600">
          <Spinner label="Loading your company" />
        </div>
      ) : !company || isError ? (
        // No company yet, or the company service cannot answer right now: say what the client can do.
        <EmptyState
          icon={<Building2 className="size-6" aria-hidden="true" />}
          title={
            isError ? 'Your company details are not available right now' : 'No company on your account yet'
          }
          description={
            isError
              ? 'Please look again in a little while. Your documents and requests are safe.'
              : 'Once you start an incorporation with us, your company and its progress appear here.'
          }
          action={
            isError ? undefined : (
              <Link to="/services/incorporation" className={buttonClasses({ variant: 'secondary' })}>
                Explore incorporation
              </Link>
            )
          }
        />
      ) : (
        <div className="px-5 py-5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-lg font-semibold text-slate-900">{company.name}</p>
            <Badge tone={company.status === 'active' ? 'success' : 'brand'}>
              {COMPANY_STATUS_LABELS[company.status as CompanyStatus] ?? company.status}
            </Badge>
          </div>
          <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">Jurisdiction</dt>
              <dd className="mt-1 font-medium text-slate-900">{JURISDICTION_LABELS[company.jurisdiction]}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Incorporation</dt>
              <dd className="mt-1 font-medium text-slate-900">
                {INCORPORATION_STATUS_LABELS[company.incorporationStatus as IncorporationStatus] ??
                  company.incorporationStatus}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Registration number</dt>
              <dd className="mt-1 font-medium text-slate-900">
                {company.registrationNumber ?? 'Not yet issued'}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Incorporated on</dt>
              <dd className="mt-1 font-medium text-slate-900">
                {formatDate(company.incorporationDate, 'Not yet')}
              </dd>
            </div>
            {company.preparer ? (
              <div className="sm:col-span-2">
                <dt className="text-slate-500">Your preparer</dt>
                <dd className="mt-1 font-medium text-slate-900">
                  {company.preparer.fullName}{' '}
                  <span className="font-normal text-slate-500">({company.preparer.email})</span>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      )}
    </Card>
  );
}

/** /dashboard/client: the client's overview. */
export function ClientHome() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  const firstName = user.fullName.trim().split(/\s+/)[0] ?? user.fullName;
  return (
    <>
      <PageHeader
        eyebrow="Client overview"
        title={`${greeting()}, ${firstName}`}
        description="Your companies, documents, invoices and deadlines in one place."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <UserSummaryCard user={user} />
        </div>
        <div className="lg:col-span-3">
          <CompanyCard />
        </div>
      </div>
    </>
  );
}
