// @vitest-environment happy-dom
import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { PERSIST_TIMEOUT_MS } from '@quayside/contract/constants';
import { makeStore, PERSISTED_KEYS, rootReducer, selectRehydrated, startStore } from './store';

describe('store persistence', () => {
  it('persists only incorporation, cart, nriCart and nriTax, with a 5000 ms timeout', async () => {
    expect([...PERSISTED_KEYS]).toEqual(['incorporation', 'cart', 'nriCart', 'nriTax']);
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    localStorage.clear();
    const store = makeStore();
    const persistor = startStore(store);
    await new Promise<void>((resolve) => {
      const check = () => (selectRehydrated(store.getState()) ? resolve() : setTimeout(check, 10));
      check();
    });
    await persistor.flush();
    const stored = JSON.parse(localStorage.getItem('persist:quayside') ?? '{}') as Record<string, unknown>;
    const keys = Object.keys(stored).filter((k) => k !== '_persist');
    expect(keys.every((k) => (PERSISTED_KEYS as readonly string[]).includes(k))).toBe(true);
    // never the session
    expect(keys).not.toContain('auth');
    expect(JSON.stringify(stored)).not.toContain('"token"');
    persistor.pause();
  });

  it('the root reducer knows the auth slice', () => {
    const state = rootReducer(undefined, { type: '@@init' });
    expect(state.auth.isAuthenticated).toBe(false);
    // a slice of another name would not be stored: guard against someone whitelisting by accident
    expect(createSlice({ name: 'x', initialState: {}, reducers: {} }).name).toBe('x');
  });
});
