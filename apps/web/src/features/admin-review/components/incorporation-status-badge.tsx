import { INCORPORATION_STATUS_LABELS, type IncorporationStatus } from '@quayside/contract/companies';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<IncorporationStatus, BadgeTone> = {
  pending: 'neutral',
  documents_requested: 'warning',
  kyc_review: 'brand',
  name_reserved: 'brand',
  filed: 'brand',
  incorporated: 'success',
  rejected: 'danger',
};

export function IncorporationStatusBadge({ status }: { status: IncorporationStatus }) {
  return <Badge tone={TONES[status]}>{INCORPORATION_STATUS_LABELS[status]}</Badge>;
}
