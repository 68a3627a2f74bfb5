import { Lock } from 'lucide-react';
import { companyMessages } from '@quayside/contract/messages';

/** Why a part of the record cannot be edited: the whole dashboard is locked, or this part's flag is off. */
export function LockedNote({ dashboardLocked }: { dashboardLocked: boolean }) {
  return (
    <p
      className="flex items-start gap-2 border-t border-slate-100 bg-slate-50 px-5 py-3 text-xs text-slate-600"
      data-testid="locked-note"
    >
      <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      {dashboardLocked ? companyMessages.errors.dashboardLocked : companyMessages.errors.locked}
    </p>
  );
}

/** Whether the client may edit a part: the dashboard is unlocked and the part's flag is on. */
export function canEdit(
  company: { dashboardLocked: boolean; editFlags: Record<string, boolean> },
  part: 'company' | 'directors' | 'shareholders' | 'services',
) {
  return !company.dashboardLocked && company.editFlags[part] === true;
}
