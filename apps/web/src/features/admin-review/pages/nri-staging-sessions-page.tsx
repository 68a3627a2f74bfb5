import { Link, useSearchParams } from 'react-router';
import { FolderClock } from 'lucide-react';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import { RESIDENCY_STATUS_LABELS } from '@quayside/contract/tools-nri-residency';
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
import { useGetNriStagingSessionsInfiniteQuery } from '../api/get-nri-staging-sessions';
import { StagingTabs } from '../components/staging-tabs';

type State = 'in_progress' | 'completed' | 'paid';
const isState = (v: string | null): v is State => v === 'in_progress' || v === 'completed' || v === 'paid';

/** /dashboard/admin/staging/nri: NRI tax applications, newest first, by state and by name, e-mail or phone. */
export function NriStagingSessionsPage() {
  useDocumentTitle('NRI staging sessions');
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = isState(raw) ? raw : undefined;
  const q = params.get('q') ?? '';
  const query = useGetNriStagingSessionsInfiniteQuery({ state, q: q || undefined });
  const items = query.data?.pages.flatMap((p) => p.sessions) ?? [];
  const setFilter = (next: { state?: string; q?: string }) => {
    const merged = { state: state ?? '', q, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Staging sessions"
        description="NRI tax applications as visitors fill them in, before and after payment. Open one to read every answer, correct it or delete it."
      />
      <StagingTabs />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="nri-staging-state" className="sr-only">
          State
        </label>
        <FilterSelect
          id="nri-staging-state"
          value={state ?? ''}
          onChange={(e) => setFilter({ state: e.target.value })}
        >
          <option value="">All applications</option>
          <option value="in_progress">In progress</option>
          <option value="completed">Submitted, not paid</option>
          <option value="paid">Paid</option>
        </FilterSelect>
        <SearchForm
          id="nri-staging-q"
          label="Name, e-mail or phone"
          placeholder="Name, e-mail or phone"
          value={q}
          onSearch={(next) => setFilter({ q: next })}
        />
      </div>
      <Card className="overflow-hidden">
        <QueryState
          query={query}
          failure={nriOnboardingMessages.fallback.fetch}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={<FolderClock className="size-6" aria-hidden="true" />}
              title={state || q ? 'No applications match' : 'No NRI applications yet'}
              description={
                state || q
                  ? 'Change the filters or clear them.'
                  : 'An application appears here as soon as a visitor starts one.'
              }
            />
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="NRI staging sessions">
            {items.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/dashboard/admin/staging/nri/${s.id}`}
                  className="flex flex-col gap-1 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{s.fullName}</span>
                    <span className="block truncate text-sm text-slate-600">
                      {s.contactEmail}
                      {s.residencyStatus ? ` · ${RESIDENCY_STATUS_LABELS[s.residencyStatus].short}` : ''}
                    </span>
                    <span className="block text-xs text-slate-500">
                      Step {s.step} · updated {formatDateTime(s.updatedAt)}
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-wrap gap-1.5">
                    {s.isEmailVerified ? <Badge tone="brand">E-mail verified</Badge> : null}
                    {s.isPaid ? (
                      <Badge tone="success">Paid</Badge>
                    ) : s.isCompleted ? (
                      <Badge tone="warning">Submitted</Badge>
                    ) : (
                      <Badge tone="neutral">In progress</Badge>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore
            query={query}
            failure={nriOnboardingMessages.fallback.fetch}
            shown={items.length}
            noun="applications"
          />
        </QueryState>
      </Card>
    </>
  );
}
