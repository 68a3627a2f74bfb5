import type { ComponentType, ReactNode } from 'react';
import type { AppStore } from './store';

/**
 * The app runtime: the Redux store (with the HTTP client, persistence and session wiring) and its providers,
 * loaded on demand instead of at start-up. Public marketing pages never need it, so `/` downloads none of
 * Redux, axios, zod or the slices (the home page must stay under 120 KB of gzipped JavaScript). Routes that
 * use the store (sign-in, onboarding, dashboards) render inside <StoreGate>, which loads it first; the public
 * navigation's Login/Dashboard button loads it only when a signed-in visitor clicks "Dashboard".
 */
export type AppRuntime = {
  store: AppStore;
  Providers: ComponentType<{ children: ReactNode }>;
};

type Navigate = (to: string, opts?: { replace?: boolean; state?: unknown }) => unknown;

let navigate: Navigate = (to) => window.location.assign(to);
let runtime: AppRuntime | null = null;
let loading: Promise<AppRuntime> | null = null;
const listeners = new Set<() => void>();

/** app-main.tsx hands over the router's navigate, used when a session ends (redirect to /login). */
export function setRuntimeNavigate(fn: Navigate): void {
  navigate = fn;
}

export const getRuntime = (): AppRuntime | null => runtime;

export function subscribeRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads and starts the runtime once; later calls share the same promise. */
export function loadRuntime(): Promise<AppRuntime> {
  loading ??= import('./runtime-boot')
    .then(({ bootRuntime }) => {
      runtime = bootRuntime((to, opts) => navigate(to, opts));
      for (const l of listeners) l();
      return runtime;
    })
    .catch((err: unknown) => {
      loading = null; // a failed chunk download may succeed on the next try
      throw err;
    });
  return loading;
}
