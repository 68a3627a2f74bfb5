import { TASK_STATUS_LABELS, type DocumentStatus, type TaskPriority, type TaskStatus } from '@quayside/contract/client-area';
import { COMPANY_STATUS_LABELS, type CompanyStatus } from '@quayside/contract/companies';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const taskTones: Partial<Record<string, BadgeTone>> = {
  Pending: 'warning',
  InProgress: 'brand',
  'complete (pending review)': 'brand',
  AwaitingApproval: 'brand',
  Completed: 'success',
  Rejected: 'danger',
  Cancelled: 'neutral',
};
/** Staff read the review states plainly: what the preparer has to do next. */
const staffTaskLabels: Partial<Record<string, string>> = {
  'complete (pending review)': 'Ready for review',
  Rejected: 'Returned to client',
};
export function taskStatusLabel(status: string): string {
  return staffTaskLabels[status] ?? (TASK_STATUS_LABELS as Partial<Record<string, string>>)[status] ?? status;
}
export function TaskStatusBadge({ status }: { status: TaskStatus | string }) {
  return <Badge tone={taskTones[status] ?? 'neutral'}>{taskStatusLabel(status)}</Badge>;
}

const priorityTones: Record<TaskPriority, BadgeTone> = { low: 'neutral', normal: 'neutral', high: 'warning', urgent: 'danger' };
export const PRIORITY_LABELS: Record<TaskPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };
/** Only high and urgent stand out; low and normal say nothing. */
export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  if (priority === 'normal' || priority === 'low') return null;
  return <Badge tone={priorityTones[priority]}>{priority === 'urgent' ? 'Urgent' : 'High priority'}</Badge>;
}

const documentTones: Record<DocumentStatus, BadgeTone> = { Pending: 'warning', Approved: 'success', Rejected: 'danger' };
const documentLabels: Record<DocumentStatus, string> = { Pending: 'To verify', Approved: 'Verified', Rejected: 'Rejected' };
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge tone={documentTones[status]}>{documentLabels[status]}</Badge>;
}

const companyTones: Partial<Record<string, BadgeTone>> = {
  active: 'success',
  onboarding: 'brand',
  dormant: 'neutral',
  suspended: 'warning',
  struck_off: 'danger',
  closed: 'neutral',
};
export function CompanyStatusBadge({ status }: { status: string }) {
  return <Badge tone={companyTones[status] ?? 'neutral'}>{COMPANY_STATUS_LABELS[status as CompanyStatus] ?? status}</Badge>;
}
