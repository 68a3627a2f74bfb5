import {
  TASK_STATUS_LABELS,
  type DocumentStatus,
  type RequirementStatus,
  type TaskPriority,
  type TaskStatus,
} from '@quayside/contract/client-area';
import { CALENDAR_STATUS_LABELS, type CalendarStatus } from '@quayside/contract/compliance-rules';
import { Badge, type BadgeTone } from './badge';

const taskTones: Record<TaskStatus, BadgeTone> = {
  Pending: 'warning',
  InProgress: 'brand',
  'complete (pending review)': 'brand',
  AwaitingApproval: 'brand',
  Completed: 'success',
  Rejected: 'danger',
  Cancelled: 'neutral',
};
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <Badge tone={taskTones[status]}>{TASK_STATUS_LABELS[status]}</Badge>;
}

const priorityTones: Record<TaskPriority, BadgeTone> = {
  low: 'neutral',
  normal: 'neutral',
  high: 'warning',
  urgent: 'danger',
};
export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  if (priority === 'normal' || priority === 'low') return null;
  return <Badge tone={priorityTones[priority]}>{priority === 'urgent' ? 'Urgent' : 'High priority'}</Badge>;
}

const documentTones: Record<DocumentStatus, BadgeTone> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'danger',
};
const documentLabels: Record<DocumentStatus, string> = {
  Pending: 'Waiting for review',
  Approved: 'Approved',
  Rejected: 'Rejected',
};
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge tone={documentTones[status]}>{documentLabels[status]}</Badge>;
}

const requirementTones: Record<RequirementStatus, BadgeTone> = {
  Required: 'neutral',
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'danger',
};
/** "Required" is the state of nothing uploaded yet: it reads "To upload" (or "Optional"); the rest as named. */
export function RequirementStatusBadge({
  status,
  optional,
}: {
  status: RequirementStatus;
  optional?: boolean;
}) {
  const label = status === 'Required' ? (optional ? 'Optional' : 'To upload') : status;
  return <Badge tone={requirementTones[status]}>{label}</Badge>;
}

/** Calendar status colours, shared by the month grid, the list and the legend. */
export const calendarTones: Record<CalendarStatus, { badge: BadgeTone; dot: string; chip: string }> = {
  overdue: { badge: 'danger', dot: 'bg-red-500', chip: 'bg-red-50 text-red-800 ring-red-200' },
  due_soon: { badge: 'warning', dot: 'bg-amber-500', chip: 'bg-amber-50 text-amber-900 ring-amber-200' },
  upcoming: { badge: 'brand', dot: 'bg-brand-600', chip: 'bg-brand-50 text-brand-800 ring-brand-100' },
  done: { badge: 'success', dot: 'bg-emerald-500', chip: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  not_applicable: {
    badge: 'neutral',
    dot: 'bg-slate-400',
    chip: 'bg-slate-100 text-slate-600 ring-slate-200',
  },
};
export function CalendarStatusBadge({ status }: { status: CalendarStatus }) {
  return <Badge tone={calendarTones[status].badge}>{CALENDAR_STATUS_LABELS[status]}</Badge>;
}
