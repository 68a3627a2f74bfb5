import type { ReactNode } from 'react';
import { ROLE_LABELS, normalizeRole } from '@quayside/contract/roles';
import { useAppSelector } from '../../../app/store';
import { PageHeader } from '../../../components/ui/page-header';
import { UserSummaryCard } from '../../../components/ui/user-summary-card';
import { greeting } from '../../../lib/format';
import { selectUser } from '../../../lib/session/session-slice';
import { SecurityCard } from '../components/security-card';
import { useDocumentTitle } from '../../../lib/use-document-title';

const ROLE_INTRO: Record<string, string> = {
  admin: 'Oversee users, companies, documents and everything the platform sends.',
  approver: 'Review the work your preparers send for approval.',
  preparer: 'Work on the companies and NRI clients assigned to you.',
  nri_client: 'Your Indian tax filings, documents and invoices in one place.',
  client: 'Your companies, documents, invoices and deadlines in one place.',
};

/**
 * A role's overview: a greeting, the signed-in user's account as the API returned it, and the role's own
 * panels (`children`, e.g. the admin's latest mails) beside it.
 */
export function RoleHome({ children }: { children?: ReactNode }) {
  const user = useAppSelector(selectUser);
  const role = normalizeRole(user?.role);
  useDocumentTitle(`${ROLE_LABELS[role]} overview`);
  if (!user) return null;
  const firstName = user.fullName.trim().split(/\s+/)[0] ?? user.fullName;
  return (
    <>
      <PageHeader
        eyebrow={`${ROLE_LABELS[role]} overview`}
        title={`${greeting()}, ${firstName}`}
        description={ROLE_INTRO[role]}
      />
      {children ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-2">
            <UserSummaryCard user={user} />
            <SecurityCard />
          </div>
          <div className="order-first space-y-6 lg:order-none lg:col-span-3">{children}</div>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <UserSummaryCard user={user} />
          <SecurityCard />
        </div>
      )}
    </>
  );
}
