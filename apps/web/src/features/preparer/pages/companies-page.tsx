import { Link, useSearchParams } from 'react-router';
import { Building2, Users } from 'lucide-react';
import { preparerMessages } from '@quayside/contract/messages';
import { SearchForm } from '../../../components/form/search-form';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { plural } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAssignedUsersInfiniteQuery } from '../api/get-assigned-users';
import { CompanyList } from '../components/company-list';
import { preparerPaths } from '../lib/paths';

/**
 * /dashboard/preparer/companies: the companies and NRI clients assigned to the preparer, searched by company name
 * or client name or e-mail (the search is in the URL).
 */
export function PreparerCompaniesPage() {
  useDocumentTitle('Clients & companies');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useGetAssignedUsersInfiniteQuery({ q: q || undefined });
  const companies = query.data?.pages.flatMap((p) => p.companies) ?? [];
  const nris = query.data?.pages[0]?.nris ?? [];
  return (
    <>
      <PageHeader
        eyebrow="Preparer"
        title="Clients & companies"
        description="The companies and clients assigned to you. Open a company to work on its tasks, documents, status, details and KYC."
      />
      <div className="mb-4">
        <SearchForm
          id="prep-q"
          label="Company name, client name or e-mail"
          placeholder="Company, client name or e-mail"
          value={q}
          onSearch={(next) => setParams(next ? { q: next } : {}, { replace: true })}
        />
      </div>
      <div className="space-y-6">
        <Card className="overflow-hidden">
          <CardHeader title="Companies" icon={<Building2 className="size-5" aria-hidden="true" />} />
          <PagedList
            query={query}
            shown={companies.length}
            failure={preparerMessages.fallback.assignedUsers}
            noun={['company', 'companies']}
            empty={
              <EmptyState
                icon={<Building2 className="size-6" aria-hidden="true" />}
                title={q ? 'No companies match' : 'No companies assigned yet'}
                description={q ? 'Change the search, or clear it.' : 'Companies appear here as soon as an administrator assigns them, or their clients, to you.'}
              />
            }
          >
            <CompanyList companies={companies} label="Companies" />
          </PagedList>
        </Card>
        {nris.length > 0 ? (
          <Card className="overflow-hidden">
            <CardHeader title="NRI clients" description="Open one to work on their tax return" icon={<Users className="size-5" aria-hidden="true" />} />
            <ul className="divide-y divide-slate-100" aria-label="NRI clients">
              {nris.map((n) => (
                <li key={n.id}>
                  <Link
                    to={preparerPaths.nri(n.id)}
                    className="flex flex-col gap-1 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{n.fullName}</span>
                      <span className="block truncate text-sm text-slate-600">{n.email}</span>
                    </span>
                    <span className="text-xs text-slate-500">{plural(n.openTasks, 'open task')}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
    </>
  );
}
