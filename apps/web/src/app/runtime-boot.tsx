import type { ReactNode } from 'react';
import { AppProviders, connectSession } from './providers';
import type { AppRuntime } from './runtime';
import { makeStore, startStore } from './store';

/** Creates the store, starts persistence and connects the HTTP client's session events (see runtime.ts). */
export function bootRuntime(
  navigate: (to: string, opts?: { replace?: boolean; state?: unknown }) => unknown,
): AppRuntime {
  const store = makeStore();
  startStore(store);
  connectSession(store, navigate);
  function Providers({ children }: { children: ReactNode }) {
    return <AppProviders store={store}>{children}</AppProviders>;
  }
  return { store, Providers };
}
