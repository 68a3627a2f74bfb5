import { Link } from 'react-router';
import { APPROVAL_STATE_LABELS, type ApprovalRequestSummary, type ApprovalState } from '@quayside/contract/approvals';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDateTime, formatRelative, plural } from '../../../lib/format';

export const approverPaths = {
  home: '/dashboard/approver',
  queue: '/dashboard/approver/queue',
  history: '/dashboard/approver/history',
  preparers: '/dashboard/approver/preparers',
  request: (id: string) => `/dashboard/approver/requests/${id}`,
};

const stateTones: Record<ApprovalState, BadgeTone> = { draft: 'neutral', pending: 'warning', approved: 'success', returned: 'danger' };
export function ApprovalStateBadge({ state }: { state: ApprovalState }) {
  return <Badge tone={stateTones[state]}>{APPROVAL_STATE_LABELS[state]}</Badge>;
}

/** Approval requests, each a link to its review: company, preparer, what changes, when sent (or decided). */
export function RequestList({ items, label, decided }: { items: ApprovalRequestSummary[]; label: string; decided?: boolean }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label={label}>
      {items.map((r) => (
        <li key={r.id}>
          <Link
            to={approverPaths.request(r.id)}
            className="flex flex-col gap-1 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{r.company.name}</span>
              <span className="block truncate text-sm text-slate-600">
                {r.preparer?.fullName ?? 'No preparer'} · {plural(r.changeCount, 'change')}, {plural(r.taskCount, 'task')}
              </span>
              {decided ? (
                <span className="block truncate text-sm text-slate-500">
                  {r.decidedBy ? `${r.decidedBy.fullName}, ` : ''}
                  {formatDateTime(r.decidedAt)}
                  {r.decisionReason ? ` · ${r.decisionReason}` : r.decisionNote ? ` · ${r.decisionNote}` : ''}
                </span>
              ) : r.note ? (
                <span className="block truncate text-sm text-slate-500">“{r.note}”</span>
              ) : null}
            </span>
            <span className="flex shrink-0 items-center gap-2 sm:flex-col sm:items-end">
              <ApprovalStateBadge state={r.state} />
              {!decided ? <span className="text-xs text-slate-500">Sent {formatRelative(r.submittedAt)}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
