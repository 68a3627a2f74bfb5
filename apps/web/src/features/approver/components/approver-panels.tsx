import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck, Users } from 'lucide-react';
import { approvalMessages } from '@quayside/contract/messages';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useGetApproverDashboardQuery } from '../api/get-approver-dashboard';
import { PreparersLoadTable } from './preparers-load-table';
import { RequestList } from './request-list';

function Tile({ label, value, to, warn }: { label: string; value: number; to?: string; warn?: boolean }) {
  const body: ReactNode = (
    <>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={`mt-1 text-2xl font-semibold tracking-tight ${warn && value > 0 ? 'text-amber-700' : 'text-slate-900'}`}
      >
        {value.toLocaleString('en-US')}
      </dd>
    </>
  );
  const box = 'block h-full rounded-lg border border-slate-200 bg-white px-4 py-3';
  return to ? (
    <Link
      to={to}
      className={`${box} hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      <dl>{body}</dl>
    </Link>
  ) : (
    <dl className={box}>{body}</dl>
  );
}

/**
 * The approver overview's panels (/dashboard/approver, beside the account): what waits for a decision (counts,
 * the oldest requests first) and how loaded the preparers under this approver are.
 */
export function ApproverPanels() {
  const query = useGetApproverDashboardQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const d = query.data;
  return (
    <>
      <div className="space-y-6">
        <QueryState query={query} failure={approvalMessages.fallback.dashboard}>
          {d ? (
            <>
              <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
                <Tile label="Waiting for you" value={d.counts.pending} to="/dashboard/approver/queue" warn />
                <Tile
                  label="Returned, not sent again"
                  value={d.counts.returnedAwaitingResubmission}
                  to="/dashboard/approver/history?decision=returned"
                />
                <Tile
                  label="Decided in the last 7 days"
                  value={d.counts.decidedLast7Days}
                  to="/dashboard/approver/history"
                />
                <Tile label="Preparers" value={d.counts.preparers} to="/dashboard/approver/preparers" />
              </div>
              <Card className="overflow-hidden">
                <CardHeader
                  title="Oldest waiting"
                  description="Decide these first: the client is waiting on them"
                  icon={<ClipboardCheck className="size-5" aria-hidden="true" />}
                  action={
                    <Link
                      to="/dashboard/approver/queue"
                      className="text-sm font-medium text-brand-700 hover:underline"
                    >
                      Review queue
                    </Link>
                  }
                />
                {d.oldestPending.length ? (
                  <RequestList items={d.oldestPending} label="Oldest requests waiting" />
                ) : (
                  <CardBody>
                    <EmptyState
                      icon={<ClipboardCheck className="size-6" aria-hidden="true" />}
                      title="Nothing waiting for you"
                      description="When a preparer sends work for approval, it appears here and you are notified."
                    />
                  </CardBody>
                )}
              </Card>
            </>
          ) : null}
        </QueryState>
        <Card className="overflow-hidden">
          <CardHeader
            title="Your preparers' load"
            icon={<Users className="size-5" aria-hidden="true" />}
            action={
              <Link
                to="/dashboard/approver/preparers"
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                All preparers
              </Link>
            }
          />
          <PreparersLoadTable limit={5} compact />
        </Card>
      </div>
    </>
  );
}
