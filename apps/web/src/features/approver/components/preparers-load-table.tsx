import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { approvalMessages } from '@quayside/contract/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { plural } from '../../../lib/format';
import { useGetPreparersLoadQuery } from '../api/get-preparers-load';

/**
 * The preparers under the approver with their load, busiest (most overdue, then most open) first. A table from md
 * up (`compact`: never, for a narrow column); on a phone each preparer is a small card. `limit` shows only the first
 * few.
 */
export function PreparersLoadTable({ limit, compact = false }: { limit?: number; compact?: boolean }) {
  const query = useGetPreparersLoadQuery();
  const all = [...(query.data ?? [])].sort(
    (a, b) =>
      b.overdueTasks - a.overdueTasks ||
      b.openTasks - a.openTasks ||
      a.preparer.fullName.localeCompare(b.preparer.fullName),
  );
  const rows = limit ? all.slice(0, limit) : all;
  const queueLink = (id: string, n: number) =>
    n > 0 ? (
      <Link
        to={`/dashboard/approver/queue?preparerId=${id}`}
        className="font-medium text-brand-700 hover:underline"
      >
        {n}
      </Link>
    ) : (
      n
    );
  return (
    <QueryState
      query={query}
      failure={approvalMessages.fallback.preparers}
      isEmpty={rows.length === 0}
      empty={
        <EmptyState
          icon={<Users className="size-6" aria-hidden="true" />}
          title="No preparers assigned to you"
          description="An administrator assigns preparers to approvers under Assignments."
        />
      }
    >
      {compact ? null : (
        <table className="hidden w-full text-left text-sm md:table">
          <caption className="sr-only">Preparers and their load</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-2 font-medium">
                Preparer
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Companies
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Open tasks
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Overdue
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Waiting for you
              </th>
              <th scope="col" className="px-5 py-2 text-right font-medium">
                Returned
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.preparer.id}>
                <th scope="row" className="px-5 py-2.5 font-medium text-slate-900">
                  <Link
                    to={`/dashboard/approver/history?preparerId=${r.preparer.id}`}
                    className="text-brand-700 hover:underline"
                    title="Decisions on this preparer's work"
                  >
                    {r.preparer.fullName}
                  </Link>
                  <span className="block text-xs font-normal text-slate-500">{r.preparer.email}</span>
                </th>
                <td className="px-3 py-2.5 text-right tabular-nums">{r.companies}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{r.openTasks}</td>
                <td
                  className={`px-3 py-2.5 text-right tabular-nums ${r.overdueTasks > 0 ? 'font-semibold text-amber-700' : ''}`}
                >
                  {r.overdueTasks}
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {queueLink(r.preparer.id, r.pendingRequests)}
                </td>
                <td className="px-5 py-2.5 text-right tabular-nums">{r.returnedRequests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ul
        className={compact ? 'divide-y divide-slate-100' : 'divide-y divide-slate-100 md:hidden'}
        aria-label="Preparers and their load"
      >
        {rows.map((r) => (
          <li key={r.preparer.id} className="px-5 py-3 text-sm">
            <p className="font-medium">
              <Link
                to={`/dashboard/approver/history?preparerId=${r.preparer.id}`}
                className="text-brand-700 hover:underline"
              >
                {r.preparer.fullName}
              </Link>
            </p>
            <p className="text-slate-600">
              {plural(r.companies, 'company', 'companies')} · {plural(r.openTasks, 'open task')} ·{' '}
              <span className={r.overdueTasks > 0 ? 'font-semibold text-amber-700' : ''}>
                {r.overdueTasks} overdue
              </span>
            </p>
            <p className="text-slate-600">
              Waiting for you: {queueLink(r.preparer.id, r.pendingRequests)} · returned: {r.returnedRequests}
            </p>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
