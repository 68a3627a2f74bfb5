import { Lock } from 'lucide-react';
import { COMPANY_STATUS_LABELS, type CompanyStatus } from '@quayside/contract/companies';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const STATUS_TONE: Record<CompanyStatus, BadgeTone> = {
  onboarding: 'brand',
  active: 'success',
  dormant: 'neutral',
  suspended: 'warning',
  struck_off: 'danger',
  closed: 'neutral',
};

export function CompanyStatusBadge({ status }: { status: string }) {
  const known = status in STATUS_TONE ? (status as CompanyStatus) : null;
  return <Badge tone={known ? STATUS_TONE[known] : 'neutral'}>{known ? COMPANY_STATUS_LABELS[known] : status}</Badge>;
}

export function LockedBadge() {
  return (
    <Badge tone="warning">
      <Lock className="mr-1 size-3" aria-hidden="true" />
      Locked
    </Badge>
  );
}
