import type { ReactNode } from 'react';
import { CompaniesCard } from '../components/companies-card';
import { RoleHome } from './role-home';

/** /dashboard/approver: the account and the companies their preparers work on. */
export function ApproverHome() {
  return (
    <RoleHome>
      <CompaniesCard
        title="Companies in your review"
        description="Companies handled by the preparers who report to you"
        emptyTitle="No companies to review yet"
        emptyDescription="When an administrator assigns preparers to you, the companies they handle appear here."
      />
    </RoleHome>
  );
}

/** /dashboard/preparer: the account and the preparer's panels (features/preparer, composed in the route). */
export function PreparerHome({ children }: { children?: ReactNode }) {
  return <RoleHome>{children}</RoleHome>;
}

/** /dashboard/admin: the account, the newest companies, and the admin panels given (e.g. the latest mails). */
export function AdminHome({ children }: { children?: ReactNode }) {
  return (
    <RoleHome>
      {children}
      <CompaniesCard
        title="Newest companies"
        description="Every company on the platform, most recently created first"
        emptyTitle="No companies yet"
        emptyDescription="Companies appear here once clients complete an incorporation or staff add them."
      />
    </RoleHome>
  );
}
