import { Link } from 'react-router';
import { Inbox } from 'lucide-react';
import { approvalMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useGetApproverDashboardQuery } from '../api/get-dashboard';
import { approverPaths, RequestList } from '../components/request-list';

/** The approver overview's panels: the counts and the oldest requests waiting for a decision. */
export function ApproverOverviewPanels() {
  const query = useGetApproverDashboardQuery();
  const d = query.data;
  return (
    <QueryState query={query} failure={approvalMessages.fallback.dashboard}>
      {d ? (
        <>
          <ul className="grid grid-cols-2 gap-3" aria-label="Your reviews in figures">
            {(
              [
                ['Waiting for you', d.counts.pending, approverPaths.queue],
                ['Returned, not resent', d.counts.returnedAwaitingResubmission, approverPaths.history],
                ['Decided, last 7 days', d.counts.decidedLast7Days, approverPaths.history],
                ['Preparers', d.counts.preparers, approverPaths.preparers],
              ] as const
            ).map(([label, value, href]) => (
              <li key={label} className="rounded-xl border border-slate-200 bg-white shadow-sm">
                <Link to={href} className="block px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-600">
                  <span className="block text-sm text-slate-600">{label}</span>
                  <span className="mt-1 block text-2xl font-semibold text-slate-900">{value}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Card className="overflow-hidden">
            <CardHeader
              title="Oldest waiting"
              description="Work your preparers sent, oldest first"
              icon={<Inbox className="size-5" aria-hidden="true" />}
              action={
                <Link to={approverPaths.queue} className="text-sm font-medium text-brand-700 hover:underline">
                  Review queue
                </Link>
              }
            />
            {d.oldestPending.length === 0 ? (
              <EmptyState title="Nothing waits for you" description="Work your preparers send for approval appears here." />
            ) : (
              <RequestList items={d.oldestPending} label="Oldest waiting" />
            )}
          </Card>
        </>
      ) : null}
    </QueryState>
  );
}
