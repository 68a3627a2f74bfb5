import { Lock } from 'lucide-react';
import { companyMessages } from '@quayside/contract/messages';
import { useCompanyLock } from '../lib/use-company-lock';

/** Shown above every client page while the firm has the chosen company's dashboard locked. */
export function LockedBanner() {
  const { locked, reason, companyName } = useCompanyLock();
  if (!locked) return null;
  return (
    <section
      aria-labelledby="locked-banner-title"
      data-testid="locked-banner"
      className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <Lock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="locked-banner-title" className="font-semibold">
          {companyMessages.errors.lockedBannerTitle}
          {companyName ? <span className="font-normal">: {companyName}</span> : null}
        </h2>
        <p className="mt-0.5 text-sm">{companyMessages.errors.lockedBannerBody}</p>
        {reason ? <p className="mt-1 text-sm font-medium break-words">{companyMessages.errors.lockedBannerReason(reason)}</p> : null}
      </div>
    </section>
  );
}
