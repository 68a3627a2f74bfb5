import { useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import { preparerAreaMessages } from '@quayside/contract/messages';
import { SearchForm } from '../../../components/form/search-form';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetPreparerCompaniesInfiniteQuery } from '../api/get-companies';
import { CompanyList } from '../components/company-list';

/** /dashboard/preparer/companies: the companies assigned to the preparer, searched by name or number (in the URL). */
export function PreparerCompaniesPage() {
  useDocumentTitle('Clients & companies');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useGetPreparerCompaniesInfiniteQuery({ search: q || undefined });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader
        eyebrow="Preparer"
        title="Clients & companies"
        description="The companies assigned to you. Open one to work on its tasks, documents, actions and status."
      />
      <div className="mb-4">
        <SearchForm
          id="prep-q"
          label="Company name or registration number"
          placeholder="Name or registration number"
          value={q}
          onSearch={(next) => setParams(next ? { q: next } : {}, { replace: true })}
        />
      </div>
      <Card className="overflow-hidden">
        <PagedList
          query={query}
          shown={items.length}
          failure={preparerAreaMessages.fallback.companies}
          noun={['company', 'companies']}
          empty={
            <EmptyState
              icon={<Building2 className="size-6" aria-hidden="true" />}
              title={q ? 'No companies match' : 'No companies assigned yet'}
              description={q ? 'Change the search, or clear it.' : 'Companies appear here as soon as an administrator assigns them, or their clients, to you.'}
            />
          }
        >
          <CompanyList companies={items} label="Companies" />
        </PagedList>
      </Card>
    </>
  );
}
