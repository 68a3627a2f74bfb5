import { ITR_DRAFT_STATUS_LABELS, type ItrDraftStatus, type ItrStatus } from '@quayside/contract/nri-area';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { StatusTimeline, type TimelineStep } from '../../../components/ui/status-timeline';

const draftTones: Record<ItrDraftStatus, BadgeTone> = {
  none: 'neutral',
  awaiting_decision: 'warning',
  approved: 'success',
  changes_requested: 'danger',
};

/** The draft computation's state as a badge ("Waiting for your decision", "Approved", ...). */
export function DraftStatusBadge({ status }: { status: ItrDraftStatus }) {
  return <Badge tone={draftTones[status]}>{ITR_DRAFT_STATUS_LABELS[status]}</Badge>;
}

/** The ITR stages as timeline steps: reached ones done (with the day reached), the current one highlighted. */
export function itrSteps(status: ItrStatus): TimelineStep[] {
  return status.statusMap.map((s) => ({
    key: s.key,
    label: s.label,
    state: s.current ? 'current' : s.reached ? 'done' : 'upcoming',
    date: s.reached ? s.reachedAt : null,
    description: s.current ? status.statusRemarks : null,
  }));
}

/** The return's progress: every ITR stage in order, the current one highlighted, with the dates reached. */
export function ItrTimeline({ status }: { status: ItrStatus }) {
  return <StatusTimeline steps={itrSteps(status)} label="Tax return progress" currentLabel="Current stage" />;
}

/** The return's dates by its form under the Act of the year (due, belated, revised): shown below the timeline. */
export function ReturnDates({ status }: { status: ItrStatus }) {
  const d = status.returnDates;
  if (!d) return null;
  return (
    <div className="mt-4 border-t border-slate-100 pt-4 text-sm">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-3" aria-label="Return dates">
        <div>
          <dt className="text-slate-500">{status.returnType ?? 'Return'} due</dt>
          <dd className="font-medium text-slate-900">{formatDate(d.dueDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Belated return by</dt>
          <dd className="font-medium text-slate-900">{formatDate(d.belatedBy)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Revised return by</dt>
          <dd className="font-medium text-slate-900">
            {formatDate(d.revisedBy)}
            {d.revisedFeeAfter ? ` (fee after ${formatDate(d.revisedFeeAfter)})` : ''}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-500">{d.reference}</p>
    </div>
  );
}
