import type { ReactNode } from 'react';
import { CompaniesCard } from '../components/companies-card';
import { RoleHome } from './role-home';

/** /dashboard/approver: the account, and the approver's review panels (features/approver, composed by the route). */
export function ApproverHome({ children }: { children?: ReactNode }) {
  return <RoleHome>{children}</RoleHome>;
}

/** /dashboard/preparer: the account and the preparer's work panels (features/preparer, composed by the route). */
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
