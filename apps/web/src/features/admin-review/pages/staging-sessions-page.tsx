import { Link, useSearchParams } from 'react-router';
import { FolderClock } from 'lucide-react';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import { SearchForm } from '../../../components/form/search-form';
import { FilterSelect } from '../../../components/form/select';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetStagingSessionsInfiniteQuery } from '../api/get-staging-sessions';
import { StagingTabs } from '../components/staging-tabs';

type Status = 'in_progress' | 'completed';
const isStatus = (v: string | null): v is Status => v === 'in_progress' || v === 'completed';

/**
 * /dashboard/admin/staging: incorporation applications (staging sessions), newest first, by status and by
 * name, e-mail, phone or company name. The NRI tax sessions have their own tab (nri-staging-sessions-page).
 */
export function StagingSessionsPage() {
  useDocumentTitle('Staging sessions');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const q = params.get('q') ?? '';
  const query = useGetStagingSessionsInfiniteQuery({ status, q: q || undefined });
  const items = query.data?.pages.flatMap((p) => p.stagingCompanies) ?? [];

  const setFilter = (next: { status?: string; q?: string }) => {
    const merged = { status: status ?? '', q, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Staging sessions"
        description="Incorporation applications as visitors fill them in, before and after payment. Open one to see its details and files, correct it or delete it."
      />
      <StagingTabs />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="staging-status" className="sr-only">
          Status
        </label>
        <FilterSelect id="staging-status" value={status ?? ''} onChange={(e) => setFilter({ status: e.target.value })}>
          <option value="">All applications</option>
          <option value="in_progress">In progress</option>
          <option value="completed">Completed</option>
        </FilterSelect>
        <SearchForm id="staging-q" label="Name, e-mail, phone or company" placeholder="Name, e-mail, phone or company" value={q} onSearch={(next) => setFilter({ q: next })} />
      </div>
      <Card className="overflow-hidden">
        <QueryState
          query={query}
          failure={nriOnboardingMessages.fallback.fetch}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={<FolderClock className="size-6" aria-hidden="true" />}
              title={status || q ? 'No applications match' : 'No applications yet'}
              description={status || q ? 'Change the filters or clear them.' : 'An application appears here as soon as a visitor starts one.'}
            />
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Staging sessions">
            {items.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/dashboard/admin/staging/${s.id}`}
                  className="flex flex-col gap-1 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{s.companyName ?? 'Company name not chosen yet'}</span>
                    <span className="block truncate text-sm text-slate-600">
                      {s.fullName} · {s.contactEmail}
                    </span>
                    <span className="block text-xs text-slate-500">
                      Step {s.currentStep} · {s.fileCount} {s.fileCount === 1 ? 'file' : 'files'} · updated {formatDateTime(s.updatedAt)}
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-wrap gap-1.5">
                    {s.isEmailVerified ? <Badge tone="brand">E-mail verified</Badge> : null}
                    {s.isPaid ? <Badge tone="success">Paid</Badge> : null}
                    <Badge tone={s.status === 'completed' ? 'success' : 'neutral'}>{s.status === 'completed' ? 'Completed' : 'In progress'}</Badge>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore query={query} failure={nriOnboardingMessages.fallback.fetch} shown={items.length} noun="applications" />
        </QueryState>
      </Card>
    </>
  );
}
