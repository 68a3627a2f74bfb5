import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { getRuntime, loadRuntime, subscribeRuntime } from './runtime';

/** Renders its children inside the store's providers, loading the runtime first (see runtime.ts). */
export function StoreGate({ children }: { children: ReactNode }) {
  const runtime = useSyncExternalStore(subscribeRuntime, getRuntime, () => null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!runtime && !failed) loadRuntime().catch(() => setFailed(true));
  }, [runtime, failed]);
  if (runtime) return <runtime.Providers>{children}</runtime.Providers>;
  if (failed) {
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-24 text-center">
        <p className="text-lg font-semibold text-brand-900">This page could not be loaded.</p>
        <p className="mt-2 text-slate-600">Check your connection and try again.</p>
        <button
          type="button"
          onClick={() => setFailed(false)}
          className="mt-6 rounded-lg bg-brand-800 px-5 py-2.5 font-medium text-white hover:bg-brand-900"
        >
          Try again
        </button>
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" />
      <span className="sr-only">Loading</span>
    </div>
  );
}
