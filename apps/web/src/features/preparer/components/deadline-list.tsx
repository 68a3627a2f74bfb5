import { Link } from 'react-router';
import { CALENDAR_STATUS_LABELS } from '@quayside/contract/compliance-rules';
import type { DashboardDeadline } from '@quayside/contract/preparer';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { preparerPaths } from '../lib/paths';

const tones: Record<DashboardDeadline['status'], BadgeTone> = {
  overdue: 'danger',
  due_soon: 'warning',
  upcoming: 'brand',
  done: 'success',
  not_applicable: 'neutral',
};

/** Calendar deadlines, soonest first, each with its company and an "Update" button. */
export function DeadlineList({ items, onEdit, showCompany = true, label }: { items: DashboardDeadline[]; onEdit: (d: DashboardDeadline) => void; showCompany?: boolean; label: string }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label={label}>
      {items.map((d) => (
        <li key={d.id} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="break-words font-medium text-slate-900">{d.title}</p>
            <p className="text-sm text-slate-600">
              {showCompany ? (
                <>
                  <Link to={preparerPaths.company(d.companyId, 'calendar')} className="font-medium text-brand-700 hover:underline">
                    {d.companyName ?? 'Company'}
                  </Link>
                  {' · '}
                </>
              ) : null}
              Due {formatDate(d.dueDate)}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <Badge tone={tones[d.status]}>{CALENDAR_STATUS_LABELS[d.status]}</Badge>
            <Button size="sm" variant="secondary" onClick={() => onEdit(d)} aria-label={`Update ${d.title}`}>
              Update
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
