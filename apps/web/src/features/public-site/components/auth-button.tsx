import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { getRuntime, loadRuntime, subscribeRuntime } from '../../../app/runtime';
import { hasSessionHint } from '../../../lib/session-hint';
import { PLink } from './prefetch-link';

const noop = () => () => undefined;

/**
 * "Login" for visitors, "Dashboard" once authenticated (part 1 section 2). The server always renders "Login";
 * after hydration the button reads the session: the store's auth state when the app runtime is loaded,
 * otherwise the session hint (lib/session-hint.ts; the token itself is never stored). Clicking "Dashboard" loads the runtime on demand and goes to
 * the role's landing route (see dashboard-route.ts).
 */
export function AuthButton({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const runtime = useSyncExternalStore(subscribeRuntime, getRuntime, () => null);
  const subscribeAuth = useCallback(
    (cb: () => void) => (runtime ? runtime.store.subscribe(cb) : noop()),
    [runtime],
  );
  const auth = useSyncExternalStore(
    subscribeAuth,
    () => (runtime ? runtime.store.getState().auth : null),
    () => null,
  );
  const [hydrated, setHydrated] = useState(false);
  const [storedSession, setStoredSession] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setHydrated(true);
    setStoredSession(hasSessionHint());
    const onStorage = () => setStoredSession(hasSessionHint());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Until the app has asked the server (status 'ready'), the hint stands in for the session.
  const signedIn =
    hydrated &&
    (auth
      ? auth.isAuthenticated || Boolean(auth.token) || (auth.status !== 'ready' && storedSession)
      : storedSession);

  if (!signedIn) {
    return (
      <PLink to="/login" className={className} onClick={onNavigate} data-testid="auth-button">
        Login
      </PLink>
    );
  }

  const goToDashboard = async () => {
    setBusy(true);
    try {
      const rt = await loadRuntime();
      const { dashboardRouteFor } = await import('../lib/dashboard-route');
      const to = await dashboardRouteFor(rt.store);
      onNavigate?.();
      void navigate(to);
    } catch {
      onNavigate?.();
      void navigate('/login');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      onClick={() => void goToDashboard()}
      aria-busy={busy}
      disabled={busy}
      data-testid="auth-button"
    >
      Dashboard
    </button>
  );
}
