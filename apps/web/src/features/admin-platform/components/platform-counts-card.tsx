import { Link } from 'react-router';
import { Gauge } from 'lucide-react';
import { adminMessages } from '@quayside/contract/messages';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { useGetAdminDashboardQuery } from '../api/get-admin-dashboard';
import { StatGrid } from './stat-grid';

/** The admin overview's "The firm today": the dashboard counts, linking to the summary and metrics page. */
export function PlatformCountsCard() {
  const query = useGetAdminDashboardQuery(undefined, { refetchOnMountOrArgChange: 30 });
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="The firm today"
        description="Counted from the records just now"
        icon={<Gauge className="size-5" aria-hidden="true" />}
        action={
          <Link to="/dashboard/admin/summary" className="text-sm font-medium text-brand-700 hover:underline">
            Summary and metrics
          </Link>
        }
      />
      <CardBody>
        <QueryState query={query} failure={adminMessages.fallback.dashboard}>
          {query.data ? <StatGrid counts={query.data.counts} /> : null}
        </QueryState>
      </CardBody>
    </Card>
  );
}
