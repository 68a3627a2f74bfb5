// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { fetchProfile } from '../../../lib/session/session-slice';
import { api } from '../../../lib/api-client';
import { json, makeUser, startTestServer } from '../../../test/test-server';
import { dashboardRouteFor } from './dashboard-route';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.visit('/');
  api.clearToken();
  localStorage.clear();
  server.seen.length = 0;
});

describe('the Dashboard button (part 1 section 2)', () => {
  it('goes straight to the landing route when the user and role are already known', async () => {
    server.setHandler((_req, res, s) =>
      s.path === '/api/auth/profile'
        ? json(res, 200, { user: makeUser({ role: 'admin' }) })
        : json(res, 404, {}),
    );
    api.setToken('tok');
    const store = makeStore();
    await store.dispatch(fetchProfile());
    server.seen.length = 0;
    expect(await dashboardRouteFor(store)).toBe('/dashboard/admin');
    expect(server.seen).toHaveLength(0);
  });

  it('fetches the profile when the role is not known and uses the returned role', async () => {
    server.setHandler((_req, res, s) =>
      s.path === '/api/auth/profile'
        ? json(res, 200, { user: makeUser({ role: 'nri_client' }) })
        : json(res, 404, {}),
    );
    api.setToken('tok');
    expect(await dashboardRouteFor(makeStore())).toBe('/dashboard/nri');
    expect(server.seen.map((r) => r.path)).toContain('/api/auth/profile');
  });

  it('goes to /login when the profile fetch fails', async () => {
    server.setHandler((_req, res) =>
      json(res, 401, { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }),
    );
    api.setToken('stale');
    expect(await dashboardRouteFor(makeStore())).toBe('/login');
  });
});
