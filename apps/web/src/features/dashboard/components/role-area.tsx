import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { ShieldX } from 'lucide-react';
import { authMessages } from '@quayside/contract/messages';
import { ROLE_LABELS, hasRole, landingRouteFor, type Role } from '@quayside/contract/roles';
import { useAppSelector } from '../../../app/store';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { selectUser } from '../../../lib/session/session-slice';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * One role's part of the dashboard. Anyone of another role gets a clear refusal instead: none of the area's
 * screens render, so none of its data is requested. (The server refuses the calls as well.)
 */
export function RoleArea({ role }: { role: Role }) {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (!user) return null;
  // A paid (or declined) invoice returns its payer to the client's invoices (the payment's return path, one for
  // every invoice); an NRI client's own invoices are theirs to see it on.
  if (role === 'client' && hasRole(user.role, ['nri_client']) && location.pathname === '/dashboard/client/invoices')
    return <Navigate to={`/dashboard/nri/invoices${location.search}`} replace />;
  if (!hasRole(user.role, [role]))
    return <AccessDenied area={ROLE_LABELS[role]} home={landingRouteFor(user.role)} />;
  return <Outlet />;
}

export function AccessDenied({ area, home }: { area: string; home: string }) {
  useDocumentTitle('No access');
  return (
    <Card className="mx-auto mt-6 max-w-lg px-6 py-10 text-center sm:mt-12">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <ShieldX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">You do not have access</h1>
      <p className="mt-2 text-sm text-slate-600">
        {authMessages.errors.forbidden} This area is reserved for the {area} role. If you think you should
        have access, ask an administrator of the firm.
      </p>
      <Link to={home} replace className={buttonClasses({ className: 'mt-6' })}>
        Go to your dashboard
      </Link>
    </Card>
  );
}
