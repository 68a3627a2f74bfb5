import { Users } from 'lucide-react';
import { approvalMessages } from '@quayside/contract/messages';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetApproverPreparersQuery } from '../api/get-preparers';

/** /dashboard/approver/preparers: each preparer's load (companies, open and overdue tasks, requests). */
export function ApproverPreparersPage() {
  useDocumentTitle("Preparers' load");
  const query = useGetApproverPreparersQuery();
  const items = query.data ?? [];
  return (
    <>
      <PageHeader eyebrow="Approver" title="Preparers' load" description="The preparers who report to you: their companies, open and overdue tasks, and requests." />
      <Card className="overflow-hidden">
        <QueryState
          query={query}
          failure={approvalMessages.fallback.preparers}
          isEmpty={items.length === 0}
          empty={<EmptyState icon={<Users className="size-6" aria-hidden="true" />} title="No preparers report to you" description="An administrator assigns preparers to approvers." />}
        >
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Preparers' load</caption>
              <thead className="bg-slate-50 text-xs text-slate-600">
                <tr>
                  <th scope="col" className="px-5 py-2 font-medium">Preparer</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Companies</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Open tasks</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Overdue</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Waiting for you</th>
                  <th scope="col" className="px-5 py-2 text-right font-medium">Returned</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((p) => (
                  <tr key={p.preparer.id}>
                    <th scope="row" className="px-5 py-2.5 text-left font-normal">
                      <span className="block font-medium text-slate-900">{p.preparer.fullName}</span>
                      <span className="block text-slate-500">{p.preparer.email}</span>
                    </th>
                    <td className="px-3 py-2.5 text-right tabular-nums">{p.companies}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{p.openTasks}</td>
                    <td className={cn('px-3 py-2.5 text-right tabular-nums', p.overdueTasks > 0 && 'font-semibold text-red-700')}>{p.overdueTasks}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{p.pendingRequests}</td>
                    <td className="px-5 py-2.5 text-right tabular-nums">{p.returnedRequests}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </QueryState>
      </Card>
    </>
  );
}
