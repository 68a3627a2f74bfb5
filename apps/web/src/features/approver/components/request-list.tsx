import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { ApprovalRequestSummary } from '@quayside/contract/approvals';
import { formatDateTime, formatRelative, plural } from '../../../lib/format';
import { ApprovalStateBadge } from './approval-badges';

/** What a request carries, in words: "3 changes, 1 task". */
export function requestScope(r: Pick<ApprovalRequestSummary, 'changeCount' | 'taskCount'>): string {
  const parts = [
    r.changeCount ? plural(r.changeCount, 'change') : null,
    r.taskCount ? plural(r.taskCount, 'task') : null,
  ];
  return parts.filter(Boolean).join(', ') || 'Nothing listed';
}

/** Requests as rows that open the request: company, preparer, what changes, when sent, and the decision once made. */
export function RequestList({ items, label }: { items: readonly ApprovalRequestSummary[]; label: string }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label={label}>
      {items.map((r) => (
        <li key={r.id}>
          <Link
            to={`/dashboard/approver/requests/${r.id}`}
            className="flex items-center gap-3 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words text-slate-900">{r.company.name}</span>
                <ApprovalStateBadge state={r.state} />
              </div>
              <p className="mt-0.5 text-sm text-slate-600">
                {r.preparer ? r.preparer.fullName : 'No preparer'} · {requestScope(r)}
                {r.submittedAt ? <> · sent {formatRelative(r.submittedAt)}</> : null}
              </p>
              {r.decidedAt ? (
                <p className="mt-0.5 text-sm text-slate-500">
                  {r.state === 'returned' ? 'Returned' : 'Approved'} {formatDateTime(r.decidedAt)}
                  {r.decidedBy ? ` by ${r.decidedBy.fullName}` : ''}
                  {r.decisionReason ? `: ${r.decisionReason}` : ''}
                </p>
              ) : r.note ? (
                <p className="mt-0.5 line-clamp-2 text-sm text-slate-500">“{r.note}”</p>
              ) : null}
            </div>
            <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
