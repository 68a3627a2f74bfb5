import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppToaster } from '../components/ui/toaster';
import { api } from '../lib/api-client';
import { tokenChanged } from '../lib/session/session-slice';
import type { LoginLocationState } from '../features/auth/pages/login-page';
import type { AppStore } from './store';

type Navigate = (to: string, opts?: { replace?: boolean; state?: unknown }) => unknown;

/**
 * Ties the HTTP client to the app: token changes (refresh, session lost) reach the store, and a session that
 * cannot be restored sends the user to /login through the router (no full reload), remembering the page.
 */
export function connectSession(store: AppStore, navigate: Navigate): () => void {
  const unsubscribe = api.onTokenChange((token) => store.dispatch(tokenChanged(token)));
  api.setAuthFailureHandler((message) => {
    const { pathname, search } = window.location;
    if (pathname === '/login') return;
    const next = pathname.startsWith('/dashboard') ? `?next=${encodeURIComponent(pathname + search)}` : '';
    // /login says why the user is there (the refresh's text); see LoginLocationState.
    const state: LoginLocationState = { notice: message, noticeTone: 'info' };
    void navigate(`/login${next}`, { replace: true, state });
  });
  return unsubscribe;
}

/** Store and toasts around the app. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <AppToaster />
    </Provider>
  );
}
