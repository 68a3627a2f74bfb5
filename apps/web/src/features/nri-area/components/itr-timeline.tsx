import { ITR_DRAFT_STATUS_LABELS, type ItrDraftStatus, type ItrStatus } from '@quayside/contract/nri-area';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
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
