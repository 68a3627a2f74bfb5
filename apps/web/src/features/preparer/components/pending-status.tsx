import { COMPANY_STATUS_LABELS, INCORPORATION_STATUS_LABELS, type CompanyStatus, type IncorporationStatus } from '@quayside/contract/companies';
import { useGetPreparerCompanyDetailsQuery } from '../api/get-company-details';

/** The status change staged for the approver, if any (the client still sees the live status). */
export function PendingStatus({ companyId }: { companyId: string }) {
  const details = useGetPreparerCompanyDetailsQuery(companyId);
  const staged = details.data?.pendingChanges?.status;
  if (!staged) return null;
  const parts = [
    staged.status ? `status ${COMPANY_STATUS_LABELS[staged.status as CompanyStatus] ?? staged.status}` : null,
    staged.incorporationStatus ? `incorporation ${INCORPORATION_STATUS_LABELS[staged.incorporationStatus as IncorporationStatus] ?? staged.incorporationStatus}` : null,
    staged.statusRemarks !== undefined ? `remarks "${staged.statusRemarks ?? ''}"` : null,
  ].filter(Boolean);
  return (
    <div role="status" className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900">
      <p className="font-medium">Awaiting approval</p>
      <p className="break-words">Staged: {parts.join(', ')}. Send it to the approver; the client sees it once approved.</p>
    </div>
  );
}
