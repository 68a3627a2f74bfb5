import { Building2 } from 'lucide-react';
import {
  COMPANY_STATUS_LABELS,
  INCORPORATION_STATUS_LABELS,
  type CompanyStatus,
  type IncorporationStatus,
} from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { JURISDICTION_LABELS } from '@quayside/contract/services';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import type { ApiErrorInfo } from '../../../lib/api/api-error';
import { formatRelative } from '../../../lib/format';
import { useGetRecentCompaniesQuery } from '../api/get-recent-companies';

const STATUS_TONE: Partial<Record<string, BadgeTone>> = {
  active: 'success',
  onboarding: 'brand',
  dormant: 'neutral',
  suspended: 'warning',
  struck_off: 'danger',
  closed: 'neutral',
};

type CompaniesCardProps = {
  title: string;
  description: string;
  emptyTitle: string;
  emptyDescription: string;
};

/** The newest companies this staff member can see (the server scopes the list by role and assignment). */
export function CompaniesCard({ title, description, emptyTitle, emptyDescription }: CompaniesCardProps) {
  const query = useGetRecentCompaniesQuery(6);
  const companies = query.data?.items ?? [];
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title={title}
        description={description}
        icon={<Building2 className="size-5" aria-hidden="true" />}
      />
      {query.isLoading ? (
        <div className="flex justify-center py-10 text-brand-600">
          <Spinner label="Loading companies" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title={companyMessages.fallback.list}
          message={(query.error as ApiErrorInfo | undefined)?.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : companies.length === 0 ? (
        <EmptyState
          icon={<Building2 className="size-6" aria-hidden="true" />}
          title={emptyTitle}
          description={emptyDescription}
        />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={title}>
          {companies.map((c) => (
            <li key={c.id} className="flex items-start justify-between gap-3 px-5 py-3.5">
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900">{c.name}</p>
                <p className="mt-0.5 truncate text-sm text-slate-500">
                  {JURISDICTION_LABELS[c.jurisdiction]}
                  {' · '}
                  {INCORPORATION_STATUS_LABELS[c.incorporationStatus as IncorporationStatus] ??
                    c.incorporationStatus}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <Badge tone={STATUS_TONE[c.status] ?? 'neutral'}>
                  {COMPANY_STATUS_LABELS[c.status as CompanyStatus] ?? c.status}
                </Badge>
                <span className="text-xs text-slate-500">Updated {formatRelative(c.updatedAt)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
