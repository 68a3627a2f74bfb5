// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from './use-autosave';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the save's promise settle inside act. */
const settle = () => act(async () => {
  await Promise.resolve();
  await Promise.resolve();
});

describe('useAutosave', () => {
  it('waits for a quiet moment, then sends once for a burst of changes', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result, rerender } = renderHook(({ version }) => useAutosave({ version, save, enabled: true, delayMs: 1000 }), { initialProps: { version: 0 } });
    expect(result.current.status).toBe('saved');
    rerender({ version: 1 });
    rerender({ version: 2 });
    rerender({ version: 3 });
    expect(result.current.status).toBe('unsaved');
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('saved');
  });

  it('keeps the changes after a failed save, shows the error and retries until it is stored', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { result, rerender } = renderHook(({ version }) => useAutosave({ version, save, enabled: true, delayMs: 500, retryMs: 2000 }), { initialProps: { version: 0 } });
    rerender({ version: 1 });
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    await settle();
    expect(result.current.status).toBe('error');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('saved');
  });

  it('does not send by itself when off (a published article), but flush saves on demand', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result, rerender } = renderHook(({ version }) => useAutosave({ version, save, enabled: false, delayMs: 100 }), { initialProps: { version: 0 } });
    rerender({ version: 1 });
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe('unsaved');
    await act(async () => {
      await result.current.flush();
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('saved');
  });
});
