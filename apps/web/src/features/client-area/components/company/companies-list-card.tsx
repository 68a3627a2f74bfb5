import { useState } from 'react';
import { Building2, Check } from 'lucide-react';
import { companyMessages } from '@quayside/contract/messages';
import { COMPANY_STATUSES, COMPANY_STATUS_LABELS, type CompanyStatus } from '@quayside/contract/companies';
import { JURISDICTION_LABELS } from '@quayside/contract/services';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PagedList } from '../../../../components/ui/paged-list';
import { SearchInput } from '../../../../components/ui/search-input';
import { useGetCompaniesInfiniteQuery } from '../../api/get-companies';
import { useDebounced } from '../../lib/use-debounced';
import { Options, Select } from '../../../../components/form/select';

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
        <SearchInput
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          placeholder="Name or registration number"
          aria-label="Search companies"
        />
        <Select
          aria-label="Filter companies by status"
          value={status}
          onChange={(e) => setStatus(e.target.value as CompanyStatus | '')}
          className="sm:w-44"
        >
          <option value="">Any status</option>
          <Options values={COMPANY_STATUSES} labels={COMPANY_STATUS_LABELS} />
        </Select>
      </div>
      <PagedList
        query={query}
        shown={items.length}
        failure={companyMessages.fallback.list}
        noun={['company', 'companies']}
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
      </PagedList>
    </Card>
  );
}
