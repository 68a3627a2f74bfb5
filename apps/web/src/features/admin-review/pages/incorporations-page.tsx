import { Link, useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import { adminReviewTexts } from '@quayside/contract/admin-review';
import { INCORPORATION_STATUSES, INCORPORATION_STATUS_LABELS, type IncorporationStatus } from '@quayside/contract/companies';
import { SearchForm } from '../../../components/form/search-form';
import { FilterSelect, Options } from '../../../components/form/select';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetIncorporationsInfiniteQuery } from '../api/get-incorporations';
import { IncorporationStatusBadge } from '../components/incorporation-status-badge';

const isStatus = (v: string | null): v is IncorporationStatus => !!v && (INCORPORATION_STATUSES as readonly string[]).includes(v);

/** /dashboard/admin/incorporations: every company with its incorporation status; filter by status (in the URL) and name. */
export function IncorporationsPage() {
  useDocumentTitle('Incorporations');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const q = params.get('q') ?? '';
  const query = useGetIncorporationsInfiniteQuery({ status, q: q || undefined });
  const items = query.data?.pages.flatMap((p) => p.incorporations) ?? [];

  const setFilter = (next: { status?: string; q?: string }) => {
    const merged = { status: status ?? '', q, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Incorporations"
        description="Companies the firm is incorporating or has incorporated. Open one to see its application and files, set its status or invoice it."
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="inc-status" className="sr-only">
          Status
        </label>
        <FilterSelect id="inc-status" value={status ?? ''} onChange={(e) => setFilter({ status: e.target.value })}>
          <option value="">All statuses</option>
          <Options values={INCORPORATION_STATUSES} labels={INCORPORATION_STATUS_LABELS} />
        </FilterSelect>
        <SearchForm id="inc-q" label="Company name" placeholder="Company name" value={q} onSearch={(next) => setFilter({ q: next })} />
      </div>
      <Card className="overflow-hidden">
        <QueryState
          query={query}
          failure={adminReviewTexts.fallback.incorporations}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={<Building2 className="size-6" aria-hidden="true" />}
              title={status || q ? 'No incorporations match' : 'No incorporations yet'}
              description={status || q ? 'Change the status or the name, or clear them.' : 'Companies appear here as soon as an application is paid or a company is added.'}
            />
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Incorporations">
            {items.map((i) => (
              <li key={i.id}>
                <Link
                  to={`/dashboard/admin/incorporations/${i.id}`}
                  className="flex flex-col gap-1 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{i.companyName}</span>
                    <span className="block truncate text-sm text-slate-600">
                      {i.owner?.fullName ?? 'No client'} · {i.jurisdiction} · added {formatDate(i.createdAt)}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    {i.sessionId ? <span className="text-xs text-slate-500">From onboarding</span> : null}
                    <IncorporationStatusBadge status={i.incorporationStatus} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore query={query} failure={adminReviewTexts.fallback.incorporations} shown={items.length} noun="incorporations" />
        </QueryState>
      </Card>
    </>
  );
}
