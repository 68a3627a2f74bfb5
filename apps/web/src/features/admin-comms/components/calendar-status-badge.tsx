import { CALENDAR_STATUS_LABELS, type CalendarStatus } from '@quayside/contract/compliance-rules';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<CalendarStatus, BadgeTone> = {
  upcoming: 'neutral',
  due_soon: 'warning',
  overdue: 'danger',
  done: 'success',
  not_applicable: 'neutral',
};

export function CalendarStatusBadge({ status }: { status: CalendarStatus }) {
  return <Badge tone={TONES[status]}>{CALENDAR_STATUS_LABELS[status]}</Badge>;
}
