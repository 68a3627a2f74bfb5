import { APPROVAL_STATE_LABELS, type ApprovalState } from '@quayside/contract/approvals';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONE: Record<ApprovalState, BadgeTone> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'success',
  returned: 'danger',
};

export function ApprovalStateBadge({ state }: { state: ApprovalState }) {
  return <Badge tone={TONE[state]}>{APPROVAL_STATE_LABELS[state]}</Badge>;
}
