import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { preparerAreaMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useGetPreparerCompaniesInfiniteQuery } from '../api/get-companies';
import { CompanyList } from '../components/company-list';
import { preparerPaths } from '../lib/paths';

/** The preparer overview's panels (inside the role's overview): the latest of their companies, each opening its workspace. */
export function PreparerOverviewPanels() {
  const query = useGetPreparerCompaniesInfiniteQuery({});
  const items = (query.data?.pages[0]?.items ?? []).slice(0, 6);
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Your companies"
        description="Assigned to you, most recently created first"
        icon={<Building2 className="size-5" aria-hidden="true" />}
        action={
          <Link to={preparerPaths.companies} className="text-sm font-medium text-brand-700 hover:underline">
            All companies
          </Link>
        }
      />
      <QueryState
        query={query}
        failure={preparerAreaMessages.fallback.companies}
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            icon={<Building2 className="size-6" aria-hidden="true" />}
            title="No companies assigned yet"
            description="Companies appear here as soon as an administrator assigns them, or their clients, to you."
          />
        }
      >
        <CompanyList companies={items} label="Your companies" />
      </QueryState>
    </Card>
  );
}
