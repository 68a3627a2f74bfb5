import { Link, useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import { COMPANY_STATUSES, COMPANY_STATUS_LABELS, type CompanyStatus } from '@quayside/contract/companies';
import { adminMessages } from '@quayside/contract/messages';
import { SearchForm } from '../../../components/form/search-form';
import { FilterSelect, Options } from '../../../components/form/select';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminCompaniesInfiniteQuery } from '../api/get-admin-companies';
import { CompanyStatusBadge, LockedBadge } from '../components/company-badges';

const isStatus = (v: string | null): v is CompanyStatus => !!v && (COMPANY_STATUSES as readonly string[]).includes(v);
const isLocked = (v: string | null): v is 'true' | 'false' => v === 'true' || v === 'false';

/** /dashboard/admin/companies: every company; search by name or number, filter by status and lock (in the URL). */
export function CompaniesPage() {
  useDocumentTitle('Companies');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const rawLocked = params.get('locked');
  const locked = isLocked(rawLocked) ? rawLocked : undefined;
  const q = params.get('q') ?? '';
  const query = useGetAdminCompaniesInfiniteQuery({ status, locked, q: q || undefined });
  const items = query.data?.pages.flatMap((p) => p.companies) ?? [];
  const filtered = !!(status || locked || q);

  const setFilter = (next: { status?: string; locked?: string; q?: string }) => {
    const merged = { status: status ?? '', locked: locked ?? '', q, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Companies"
        description="Every client company. Open one to read its activity, lock the client's dashboard, reassign its preparer, reset its status or see it as the client does."
      />
      <div className="mb-4 flex flex-col gap-2 lg:flex-row lg:items-center">
        <div className="flex gap-2">
          <label htmlFor="co-status" className="sr-only">
            Status
          </label>
          <FilterSelect id="co-status" value={status ?? ''} onChange={(e) => setFilter({ status: e.target.value })}>
            <option value="">All statuses</option>
            <Options values={COMPANY_STATUSES} labels={COMPANY_STATUS_LABELS} />
          </FilterSelect>
          <label htmlFor="co-locked" className="sr-only">
            Dashboard lock
          </label>
          <FilterSelect id="co-locked" value={locked ?? ''} onChange={(e) => setFilter({ locked: e.target.value })}>
            <option value="">All dashboards</option>
            <option value="true">Locked dashboards</option>
            <option value="false">Open dashboards</option>
          </FilterSelect>
        </div>
        <SearchForm id="co-q" label="Company name or registration number" placeholder="Name or registration number" value={q} onSearch={(next) => setFilter({ q: next })} className="lg:max-w-md" />
      </div>
      <Card className="overflow-hidden">
        <QueryState
          query={query}
          failure={adminMessages.fallback.companies}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={<Building2 className="size-6" aria-hidden="true" />}
              title={filtered ? 'No companies match' : 'No companies yet'}
              description={filtered ? 'Change the filters or the search, or clear them.' : 'Companies appear here once an incorporation is paid or a company is added.'}
            />
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Companies">
            {items.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/dashboard/admin/companies/${c.id}`}
                  className="flex flex-col gap-1 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{c.name}</span>
                    <span className="block truncate text-sm text-slate-600">
                      {c.owner?.fullName ?? 'No client'} · {c.jurisdiction}
                      {c.registrationNumber ? ` · ${c.registrationNumber}` : ''} · preparer {c.preparerName ?? 'not assigned'} · added {formatDate(c.createdAt)}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    {c.dashboardLocked ? <LockedBadge /> : null}
                    <CompanyStatusBadge status={c.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore query={query} failure={adminMessages.fallback.companies} shown={items.length} noun={items.length === 1 ? "company" : "companies"} />
        </QueryState>
      </Card>
    </>
  );
}
