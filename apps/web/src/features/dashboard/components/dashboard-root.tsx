import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authMessages } from '@quayside/contract/messages';
import { landingRouteFor, normalizeRole, type Role } from '@quayside/contract/roles';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { ErrorState } from '../../../components/ui/error-state';
import { PageSpinner } from '../../../components/ui/spinner';
import type { NavItem } from '../../../lib/nav';
import { ForcedPasswordChange } from './forced-password-change';
import { VerifyEmail } from './verify-email';
import { fetchProfile, selectAuth } from '../../../lib/session/session-slice';
import { defaultNavByRole } from '../nav';
import { DashboardLayout } from './dashboard-layout';

/**
 * /dashboard/*: the route guard and frame of the signed-in area.
 * - Not signed in: to /login, remembering the page (`?next=`); the session is first restored from the stored
 *   token or the refresh cookie when possible.
 * - requiredChangePassword: the forced change-password screen, nothing else.
 * - E-mail not verified: the verify-your-e-mail screen (one-time code).
 * - Otherwise the layout with the role's navigation.
 */
export function DashboardRoot({ navByRole }: { navByRole?: Partial<Record<Role, NavItem[]>> }) {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const location = useLocation();
  const nav = useMemo(() => {
    const role = normalizeRole(auth.user?.role);
    return navByRole?.[role] ?? defaultNavByRole[role];
  }, [auth.user?.role, navByRole]);

  useEffect(() => {
    if (auth.status === 'idle') void dispatch(fetchProfile());
  }, [auth.status, dispatch]);

  if (!auth.isAuthenticated || !auth.user) {
    if (auth.status !== 'ready') return <PageSpinner label="Checking your session" />;
    if (auth.error) {
      // The server could not be asked (offline, 5xx): say so instead of pretending the user is signed out.
      return (
        <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
          <ErrorState
            title={authMessages.fallback.profile}
            message={auth.error}
            onRetry={() => void dispatch(fetchProfile())}
          />
        </div>
      );
    }
    const next = encodeURIComponent(location.pathname + location.search);
    if (auth.endedBy === 'logout') {
      return <Navigate to="/login" replace state={{ notice: authMessages.success.loggedOut }} />;
    }
    return <Navigate to={`/login?next=${next}`} replace />;
  }

  if (auth.requiredChangePassword) return <ForcedPasswordChange />;
  if (!auth.user.isVerified) return <VerifyEmail email={auth.user.email} />;

  if (location.pathname === '/dashboard' || location.pathname === '/dashboard/') {
    return <Navigate to={landingRouteFor(auth.user.role)} replace />;
  }

  return (
    <DashboardLayout user={auth.user} nav={nav}>
      <Outlet />
    </DashboardLayout>
  );
}
