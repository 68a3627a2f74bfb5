import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'error';

type AutosaveOptions = {
  /** Bumped by the caller on every change. */
  version: number;
  /** Sends the current state; rejects on failure. */
  save: () => Promise<void>;
  enabled: boolean;
  delayMs?: number;
  retryMs?: number;
};

/**
 * Debounced autosave: a change waits `delayMs` of quiet, then is sent; changes made while a save is in flight
 * are sent after it. A failed save keeps everything on the page (status 'error'), is retried after `retryMs` and
 * on the next change, and the browser warns before leaving with unsaved changes. `flush` saves now (before
 * publishing or previewing) and resolves once what is on the page is stored.
 */
export function useAutosave({ version, save, enabled, delayMs = 1200, retryMs = 5000 }: AutosaveOptions) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const savedVersion = useRef(version);
  const latest = useRef(version);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  latest.current = version;

  const run = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) {
      await inFlight.current.catch(() => undefined);
      return run();
    }
    if (latest.current === savedVersion.current) {
      setStatus('saved');
      return;
    }
    const sending = latest.current;
    setStatus('saving');
    const attempt = saveRef.current();
    inFlight.current = attempt;
    try {
      await attempt;
      savedVersion.current = sending;
      inFlight.current = null;
      if (latest.current === sending) setStatus('saved');
      else return run();
    } catch (err) {
      inFlight.current = null;
      setStatus('error');
      timer.current = setTimeout(() => void run().catch(() => undefined), retryMs);
      throw err;
    }
  }, [retryMs]);

  useEffect(() => {
    if (version === savedVersion.current) return;
    setStatus((s) => (s === 'saving' ? s : 'unsaved'));
    // Without autosave (a published article: changes go live), the author saves with a button (flush).
    if (!enabled) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void run().catch(() => undefined), delayMs);
  }, [version, enabled, delayMs, run]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const dirty = status !== 'saved';
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return { status, flush: run };
}
