// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../api-client';
import { json, makeUser, startTestServer } from '../../test/test-server';
import {
  changePassword,
  fetchProfile,
  login,
  logout,
  selectAuth,
  selectRole,
  tokenChanged,
} from './session-slice';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.visit('/login');
  api.clearToken();
  localStorage.clear();
  server.seen.length = 0;
});

describe('auth slice (part 1 section 4 transitions) against a real server', () => {
  it('login stores the token and marks the user authenticated with requiredChangePassword from the user', async () => {
    server.setHandler((_req, res, s) =>
      s.path === '/api/auth/login'
        ? json(res, 200, { user: makeUser({ role: 'admin', requiredChangePassword: true }), token: 'tok-1' })
        : json(res, 404, {}),
    );
    const store = makeStore();
    await store.dispatch(login({ email: 'admin@quayside.test', password: 'pw' }));
    const auth = selectAuth(store.getState());
    expect(auth).toMatchObject({
      isAuthenticated: true,
      token: 'tok-1',
      requiredChangePassword: true,
      error: null,
    });
    expect(api.getToken()).toBe('tok-1');
    expect(selectRole(store.getState())).toBe('admin');
    expect(server.seen[0]?.body).toEqual({ email: 'admin@quayside.test', password: 'pw' });
  });

  it('a failed login keeps the visitor signed out and carries the server text', async () => {
    server.setHandler((_req, res) =>
      json(res, 401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    );
    const store = makeStore();
    const result = await store.dispatch(login({ email: 'a@b.co', password: 'x' }));
    expect(login.rejected.match(result) && result.payload?.message).toBe('Invalid email or password');
    expect(selectAuth(store.getState())).toMatchObject({
      isAuthenticated: false,
      error: 'Invalid email or password',
    });
    expect(server.seen.map((s) => s.path)).toEqual(['/api/auth/login']);
  });

  it('a profile fetch sets the user; a 401 counts as signed out WITHOUT an error', async () => {
    api.setToken('good');
    server.setHandler((_req, res, s) =>
      s.auth === 'Bearer good' ? json(res, 200, { user: makeUser() }) : json(res, 401, {}),
    );
    const store = makeStore();
    expect(selectAuth(store.getState()).token).toBe('good');
    await store.dispatch(fetchProfile());
    expect(selectAuth(store.getState())).toMatchObject({ isAuthenticated: true, status: 'ready' });

    api.setToken('stale');
    const other = makeStore();
    await other.dispatch(fetchProfile());
    expect(selectAuth(other.getState())).toMatchObject({
      isAuthenticated: false,
      user: null,
      token: null,
      error: null,
    });
    // the stale token was tried once, the refresh cookie once, and the page was left alone
    expect(server.seen.map((s) => s.path)).toEqual([
      '/api/auth/profile',
      '/api/auth/profile',
      '/api/auth/refresh-token',
    ]);
    expect(api.getToken()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('any other profile failure clears user and token and keeps the error', async () => {
    api.setToken('good');
    server.setHandler((_req, res) =>
      json(res, 403, { message: 'This account is suspended.', code: 'ACCOUNT_SUSPENDED' }),
    );
    const store = makeStore();
    await store.dispatch(fetchProfile());
    expect(selectAuth(store.getState())).toMatchObject({
      isAuthenticated: false,
      user: null,
      token: null,
      error: 'This account is suspended.',
    });
  });

  it('logout marks the user signed out and removes the token, even when the server cannot be reached', async () => {
    server.setHandler((_req, res, s) =>
      s.path === '/api/auth/login' ? json(res, 200, { user: makeUser(), token: 't' }) : json(res, 503, {}),
    );
    const store = makeStore();
    await store.dispatch(login({ email: 'client@quayside.test', password: 'pw' }));
    await store.dispatch(logout());
    expect(selectAuth(store.getState())).toMatchObject({
      isAuthenticated: false,
      user: null,
      endedBy: 'logout',
    });
    expect(api.getToken()).toBeNull();
  });

  it('a password update clears requiredChangePassword and keeps the new token', async () => {
    server.setHandler((_req, res, s) => {
      if (s.path === '/api/auth/login')
        return json(res, 200, { user: makeUser({ requiredChangePassword: true }), token: 'old' });
      if (s.path === '/api/auth/change-password' && s.auth === 'Bearer old') {
        return json(res, 200, { message: 'Password updated', token: 'new' });
      }
      return json(res, 400, {});
    });
    const store = makeStore();
    await store.dispatch(login({ email: 'client@quayside.test', password: 'pw' }));
    const result = await store.dispatch(
      changePassword({ currentPassword: 'pw', newPassword: 'harbour-lantern-42' }),
    );
    expect(changePassword.fulfilled.match(result) && result.payload).toBe('Password updated');
    const auth = selectAuth(store.getState());
    expect(auth.requiredChangePassword).toBe(false);
    expect(auth.user?.requiredChangePassword).toBe(false);
    expect(auth.token).toBe('new');
    expect(api.getToken()).toBe('new');
  });

  it('a lost token (session ended elsewhere) signs the user out', async () => {
    server.setHandler((_req, res) => json(res, 200, { user: makeUser(), token: 't' }));
    const store = makeStore();
    await store.dispatch(login({ email: 'client@quayside.test', password: 'pw' }));
    store.dispatch(tokenChanged(null));
    expect(selectAuth(store.getState())).toMatchObject({ isAuthenticated: false, user: null, endedBy: null });
  });

  it('a profile check overtaken by a sign-in is dropped, not shown as an error', async () => {
    server.setHandler(async (_req, res, s) => {
      if (s.path === '/api/auth/login')
        return json(res, 200, { user: makeUser({ role: 'admin' }), token: 'fresh' });
      await new Promise((r) => setTimeout(r, 200));
      return json(res, 200, { user: makeUser({ role: 'admin' }) });
    });
    const store = makeStore();
    const checking = store.dispatch(fetchProfile());
    await store.dispatch(login({ email: 'admin@quayside.test', password: 'pw' }));
    await checking;
    expect(selectAuth(store.getState())).toMatchObject({
      isAuthenticated: true,
      status: 'ready',
      error: null,
      token: 'fresh',
    });
  });

  it('a profile check overtaken by a lost session leaves the visitor signed out without an error', async () => {
    api.setToken('stale');
    server.setHandler(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 200));
      json(res, 401, {});
    });
    const store = makeStore();
    const checking = store.dispatch(fetchProfile());
    store.dispatch(tokenChanged(null));
    await checking;
    expect(selectAuth(store.getState())).toMatchObject({
      isAuthenticated: false,
      status: 'ready',
      error: null,
    });
  });
});
