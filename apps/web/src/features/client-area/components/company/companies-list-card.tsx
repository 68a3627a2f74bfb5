import { useState } from 'react';
import { Building2, Check, Search } from 'lucide-react';
import { companyMessages } from '@quayside/contract/messages';
import { COMPANY_STATUSES, COMPANY_STATUS_LABELS, type CompanyStatus } from '@quayside/contract/companies';
import { JURISDICTION_LABELS } from '@quayside/contract/services';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Input } from '../../../../components/ui/input';
import { useGetCompaniesInfiniteQuery } from '../../api/get-companies';
import { useDebounced } from '../../lib/use-debounced';
import { LoadMore } from '../load-more';
import { QueryState } from '../query-state';
import { Select } from '../form-controls';

/**
 * The client's companies (GET /api/companies): filters status and search, pages appended while a next cursor
 * exists. Choosing one makes it the current company for every client page.
 */
export function CompaniesListCard({
  currentId,
  onChoose,
}: {
  currentId: string | null;
  onChoose: (id: string) => void;
}) {
  const [status, setStatus] = useState<CompanyStatus | ''>('');
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim());
  const query = useGetCompaniesInfiniteQuery({ status: status || undefined, search: search || undefined });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Card>
      <CardHeader title="Your companies" icon={<Building2 className="size-5" aria-hidden="true" />} />
      <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
            placeholder="Name or registration number"
            aria-label="Search companies"
            className="pl-9"
            maxLength={100}
          />
        </div>
        <Select
          aria-label="Filter companies by status"
          value={status}
          onChange={(e) => setStatus(e.target.value as CompanyStatus | '')}
          className="sm:w-44"
        >
          <option value="">Any status</option>
          {COMPANY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {COMPANY_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <QueryState
        query={{ ...query, isError: query.isError && items.length === 0 }}
        failure={companyMessages.fallback.list}
        isEmpty={items.length === 0}
        empty={<EmptyState title={status || search ? 'No companies match' : 'No companies yet'} />}
      >
        <ul className="divide-y divide-slate-100" data-testid="company-list">
          {items.map((c) => {
            const current = c.id === currentId;
            return (
              <li key={c.id} className="flex items-center gap-3 px-5 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{c.name}</p>
                  <p className="text-xs text-slate-500">
                    {JURISDICTION_LABELS[c.jurisdiction]}
                    {c.registrationNumber ? ` · ${c.registrationNumber}` : null}
                  </p>
                </div>
                <Badge tone={c.status === 'active' ? 'success' : 'neutral'}>
                  {COMPANY_STATUS_LABELS[c.status as CompanyStatus] ?? c.status}
                </Badge>
                {current ? (
                  <span className="flex w-20 items-center justify-end gap-1 text-sm text-emerald-700">
                    <Check className="size-4" aria-hidden="true" /> Shown
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="w-20"
                    onClick={() => onChoose(c.id)}
                    aria-label={`Show ${c.name}`}
                  >
                    Show
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <LoadMore
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
          isError={query.isFetchNextPageError}
          error={query.error}
          failure={companyMessages.fallback.list}
          shown={items.length}
          noun={items.length === 1 ? 'company' : 'companies'}
        />
      </QueryState>
    </Card>
  );
}
