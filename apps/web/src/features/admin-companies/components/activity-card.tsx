import { History } from 'lucide-react';
import type { CompanyActivityItem } from '@quayside/contract/admin-companies';
import { COMPANY_STATUS_LABELS, type CompanyStatus } from '@quayside/contract/companies';
import { adminMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/paged-list';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { useGetCompanyActivityInfiniteQuery } from '../api/get-company-activity';

const LABELS: Record<string, string> = {
  'company.created': 'Company created',
  'company.updated': 'Details updated',
  'company.status': 'Status changed',
  'company.status_reset': 'Status reset',
  'company.incorporation_status': 'Incorporation status changed',
  'company.locked': 'Dashboard locked',
  'company.unlocked': 'Dashboard unlocked',
  'company.preparer_reassigned': 'Preparer reassigned',
  'company.edit_flags': 'Edit permissions changed',
  'company.deleted': 'Company deleted',
};

/** "document.final_uploaded" -> "Document final uploaded" for actions without a label of their own. */
function labelOf(action: string): string {
  const known = LABELS[action];
  if (known) return known;
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const statusLabel = (v: unknown) => (typeof v === 'string' ? (COMPANY_STATUS_LABELS[v as CompanyStatus] ?? v) : null);

/** The line under an entry: the reason given, or what changed from what. */
function detailOf(item: CompanyActivityItem): string | null {
  const d = item.details;
  const parts: string[] = [];
  if (item.action === 'company.status_reset') {
    const from = statusLabel(d.from);
    const to = statusLabel(d.to);
    if (from && to) parts.push(`${from} to ${to}`);
  }
  if (item.action === 'company.preparer_reassigned' && typeof d.tasksMoved === 'number' && d.tasksMoved > 0) {
    parts.push(`${d.tasksMoved} open task${d.tasksMoved === 1 ? '' : 's'} moved`);
  }
  if (typeof d.reason === 'string' && d.reason) parts.push(`Reason: ${d.reason}`);
  return parts.length ? parts.join(' · ') : null;
}

/** The company's activity log, newest first, with "Show more". */
export function ActivityCard({ companyId }: { companyId: string }) {
  const query = useGetCompanyActivityInfiniteQuery(companyId);
  const items = query.data?.pages.flatMap((p) => p.activity) ?? [];
  return (
    <Card>
      <CardHeader title="Activity" icon={<History className="size-5" aria-hidden="true" />} description="Everything done to this company, by the client and the firm, newest first." />
      <QueryState
        query={query}
        failure={adminMessages.fallback.logs}
        isEmpty={items.length === 0}
        empty={<EmptyState title="No activity yet" description="Changes to the company appear here." />}
      >
        <ol className="divide-y divide-slate-100" aria-label="Company activity">
          {items.map((a) => {
            const detail = detailOf(a);
            return (
              <li key={a.id} className="px-5 py-3">
                <p className="text-sm font-medium text-slate-900">{labelOf(a.action)}</p>
                <p className="text-xs text-slate-600">
                  {a.actorName ?? 'The system'} · <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                </p>
                {detail ? <p className="mt-0.5 text-sm break-words text-slate-700">{detail}</p> : null}
              </li>
            );
          })}
        </ol>
        <LoadMore query={query} failure={adminMessages.fallback.logs} shown={items.length} noun={items.length === 1 ? "entry" : "entries"} />
      </QueryState>
    </Card>
  );
}
