// @vitest-environment happy-dom
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_TIMEOUT_MS } from '@quayside/contract/constants';
import { httpMessages } from '@quayside/contract/messages';
import { ApiRequestError, createApiClient, redirectToLogin } from './api-client';
import { SIGNED_IN_HINT_KEY } from './session-hint';

/**
 * The client against a real HTTP server on a random port; the happy-dom page lives on the same origin, so the
 * browser adapter (XMLHttpRequest), localStorage and cookies behave as in the app. No axios mocks.
 */

type Seen = {
  method: string;
  path: string;
  auth: string | null;
  cookie: string | null;
  at: number;
  body: string;
};
type Handler = (req: IncomingMessage, res: ServerResponse, seen: Seen) => void | Promise<void>;

let server: Server;
let origin = '';
let handler: Handler = (_req, res) => json(res, 200, {});
let seen: Seen[] = [];

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
const hits = (path: string) => seen.filter((s) => s.path === path);

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const s: Seen = {
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://x').pathname,
        auth: req.headers.authorization ?? null,
        cookie: req.headers.cookie ?? null,
        at: Date.now(),
        body,
      };
      seen.push(s);
      void handler(req, res, s);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const warn = vi.fn();
const onAuthFailure = vi.fn();
function client(opts: { retryDelayStepMs?: number; token?: string } = {}) {
  const api = createApiClient({
    onAuthFailure,
    logger: { warn },
    retryDelayStepMs: opts.retryDelayStepMs ?? 20,
  });
  if (opts.token) api.setToken(opts.token);
  return api;
}

/** Whatever the client does, no access token reaches localStorage (issue 11 finding 6). */
function expectNoTokenInStorage() {
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i) ?? '';
    expect(localStorage.getItem(key) ?? '').not.toMatch(/token|^Bearer|^[\w-]+\.[\w-]+\.[\w-]+$/);
  }
}

beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `${origin}/dashboard/client`,
  );
  localStorage.clear();
  seen = [];
  warn.mockReset();
  onAuthFailure.mockReset();
  handler = (_req, res) => json(res, 200, {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('sends the bearer token it holds in memory, no-cache headers and a 200000 ms timeout', async () => {
    let headers: IncomingMessage['headers'] = {};
    handler = (req, res) => {
      headers = req.headers;
      json(res, 200, { ok: true });
    };
    const api = client({ token: 'abc' });
    const data = await api.apiCall((http) => http.get<{ ok: boolean }>('/api/auth/profile'));
    expect(data).toEqual({ ok: true });
    expect(headers.authorization).toBe('Bearer abc');
    expect(headers['cache-control']).toContain('no-cache');
    expect(headers.pragma).toBe('no-cache');
    expect(api.http.defaults.timeout).toBe(API_TIMEOUT_MS);
  });

  it('sends no Authorization header without a token', async () => {
    await client().apiCall((http) => http.get('/api/services'));
    expect(seen[0]?.auth).toBeNull();
  });

  it('checks the answer against a schema and fails with the fallback when it does not match', async () => {
    handler = (_req, res) => json(res, 200, { items: 'not-a-list' });
    const api = client();
    const error = await failure(
      api.apiCall(
        (http) => http.get('/api/x'),
        'Failed to load company',
        z.object({ items: z.array(z.string()) }),
      ),
    );
    expect(error.message).toBe('Failed to load company');
    handler = (_req, res) => json(res, 200, { items: ['a'] });
    const data = await api.apiCall(
      (http) => http.get('/api/x'),
      'x',
      z.object({ items: z.array(z.string()) }),
    );
    expect(data.items).toEqual(['a']);
  });
});

describe('retries', () => {
  it('retries an idempotent request on 5xx 3 times with a delay growing by 1000 ms per attempt', async () => {
    handler = (_req, res) => json(res, 503, { message: 'Down for maintenance', code: 'INTERNAL' });
    const api = client({ retryDelayStepMs: 1000 });
    const error = await failure(api.apiCall((http) => http.get('/api/slow')));
    const attempts = hits('/api/slow');
    expect(attempts).toHaveLength(4);
    const gaps = attempts.slice(1).map((a, i) => a.at - (attempts[i]?.at ?? 0));
    // 1 s, 2 s, 3 s (plus the request's own round trip)
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual((i + 1) * 1000 - 20);
      expect(gap).toBeLessThan((i + 1) * 1000 + 600);
    });
    expect(error.message).toBe('Down for maintenance');
    expect(error.status).toBe(503);
  }, 20_000);

  it('succeeds when a retry succeeds', async () => {
    let n = 0;
    handler = (_req, res) => (++n < 3 ? json(res, 502, {}) : json(res, 200, { n }));
    expect(await client().apiCall((http) => http.get('/api/flaky'))).toEqual({ n: 3 });
    expect(hits('/api/flaky')).toHaveLength(3);
  });

  it('retries PUT and DELETE on 500, and GET on 429 with a short Retry-After', async () => {
    handler = (_req, res) => json(res, 500, {});
    const api = client();
    await failure(api.apiCall((http) => http.put('/api/p', { a: 1 })));
    await failure(api.apiCall((http) => http.delete('/api/d')));
    expect(hits('/api/p')).toHaveLength(4);
    expect(hits('/api/p').every((h) => h.body === '{"a":1}')).toBe(true);
    expect(hits('/api/d')).toHaveLength(4);
    handler = (_req, res) => json(res, 429, { message: 'Too many requests' }, { 'retry-after': '0' });
    await failure(api.apiCall((http) => http.get('/api/limited')));
    expect(hits('/api/limited')).toHaveLength(4);
  });

  it('does not wait for a long Retry-After', async () => {
    handler = (_req, res) =>
      json(res, 429, { message: 'Too many requests. Please try again later.' }, { 'retry-after': '60' });
    const error = await failure(client().apiCall((http) => http.get('/api/limited')));
    expect(hits('/api/limited')).toHaveLength(1);
    expect(error.message).toBe('Too many requests. Please try again later.');
    expect(error.status).toBe(429);
  });

  it('never retries a POST or PATCH on 500 or 429 (it may have been carried out)', async () => {
    handler = (_req, res) => json(res, 500, { message: 'Internal Server Error', code: 'INTERNAL' });
    const api = client();
    const error = await failure(
      api.apiCall((http) => http.post('/api/companies', { name: 'A' }), 'Failed to create company'),
    );
    expect(hits('/api/companies')).toHaveLength(1);
    expect(error.message).toBe('Internal Server Error');
    await failure(api.apiCall((http) => http.patch('/api/companies/1', {})));
    expect(hits('/api/companies/1')).toHaveLength(1);
    handler = (_req, res) => json(res, 429, {}, { 'retry-after': '0' });
    await failure(api.apiCall((http) => http.post('/api/auth/login', {})));
    expect(hits('/api/auth/login')).toHaveLength(1);
  });

  it('retries a GET when the connection drops, but not a POST', async () => {
    handler = (req) => {
      req.socket.destroy();
    };
    const api = client();
    const error = await failure(api.apiCall((http) => http.get('/api/drop'), 'Failed to load dashboard'));
    expect(hits('/api/drop')).toHaveLength(4);
    expect(error.message).toBe(httpMessages.noResponse);
    expect(error.status).toBe(0);
    const postError = await failure(api.apiCall((http) => http.post('/api/drop-post', {})));
    expect(hits('/api/drop-post')).toHaveLength(1);
    expect(postError.message).toBe('No response from server');
  });

  it('does not retry 4xx answers and only logs 403 and 404', async () => {
    handler = (req, res) => json(res, req.url === '/api/forbidden' ? 403 : 404, {});
    const api = client();
    await failure(api.apiCall((http) => http.get('/api/forbidden')));
    await failure(api.apiCall((http) => http.get('/api/missing')));
    expect(seen).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('[api] 403 GET /api/forbidden');
    expect(warn).toHaveBeenCalledWith('[api] 404 GET /api/missing');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('logs a 500 once even after its retries', async () => {
    handler = (_req, res) => json(res, 500, {});
    await failure(client().apiCall((http) => http.get('/api/broken')));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

/** A server whose access tokens are "old" (expired) and "new"; the refresh cookie is set as on sign-in. */
function authServer(opts: { refreshOk: boolean; refreshDelayMs?: number; newToken?: string }): void {
  const newToken = opts.newToken ?? 'new-token';
  handler = async (req, res, s) => {
    if (s.path === '/api/auth/refresh-token') {
      await new Promise((r) => setTimeout(r, opts.refreshDelayMs ?? 50));
      if (opts.refreshOk && s.cookie?.includes('refresh=r1')) return json(res, 200, { token: newToken });
      return json(res, 401, {
        message: 'Your session has expired. Please sign in again.',
        code: 'UNAUTHENTICATED',
      });
    }
    if (s.auth === `Bearer ${newToken}`) return json(res, 200, { path: s.path });
    return json(res, 401, {
      message: 'Your session has expired. Please sign in again.',
      code: 'TOKEN_EXPIRED',
    });
  };
  document.cookie = 'refresh=r1; path=/';
}

describe('the token lives in memory (issue 11 finding 6)', () => {
  it('keeps the token out of localStorage, leaving only the signed-in hint', () => {
    const api = client({ token: 'header.payload.signature' });
    expect(api.getToken()).toBe('header.payload.signature');
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    expect(localStorage.length).toBe(1);
    expectNoTokenInStorage();
    api.clearToken();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });

  it('a new page (empty memory) that signed in before gets a token from the refresh cookie before its first call', async () => {
    authServer({ refreshOk: true });
    client({ token: 'tab-one' }); // signed in in an earlier page: the hint stays behind
    const api = client();
    expect(api.getToken()).toBeNull();
    const data = await api.apiCall((http) => http.get('/api/auth/profile'));
    expect(data).toEqual({ path: '/api/auth/profile' });
    expect(hits('/api/auth/refresh-token')).toHaveLength(1);
    // No 401 round trip: the call went once, with the fresh token.
    expect(hits('/api/auth/profile').map((h) => h.auth)).toEqual(['Bearer new-token']);
    expectNoTokenInStorage();
  });

  it('when the cookie is refused, forgets the hint and ends the session after one refresh', async () => {
    authServer({ refreshOk: false });
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    const api = client();
    const error = await failure(api.apiCall((http) => http.get('/api/a')));
    expect(error.status).toBe(401);
    expect(hits('/api/auth/refresh-token')).toHaveLength(1);
    expect(hits('/api/a').map((h) => h.auth)).toEqual([null]);
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('a visitor who never signed in sends no refresh before a public call', async () => {
    await client().apiCall((http) => http.get('/api/services'));
    expect(seen.map((h) => h.path)).toEqual(['/api/services']);
  });

  it('removes a token an earlier version left in localStorage and keeps the session through the cookie', async () => {
    authServer({ refreshOk: true });
    localStorage.setItem('token', 'legacy-token');
    const api = client();
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.getToken()).toBeNull();
    await api.apiCall((http) => http.get('/api/auth/profile'));
    expect(hits('/api/auth/profile').map((h) => h.auth)).toEqual(['Bearer new-token']);
  });
});

describe('token refresh', () => {
  it('refreshes once for three parallel 401s and retries all three with the new token', async () => {
    authServer({ refreshOk: true, refreshDelayMs: 150 });
    const api = client({ token: 'old-token' });
    const changes: (string | null)[] = [];
    api.onTokenChange((t) => changes.push(t));
    const results = await Promise.all(
      ['/api/a', '/api/b', '/api/c'].map((p) => api.apiCall((http) => http.get<{ path: string }>(p))),
    );
    expect(results.map((r) => r.path)).toEqual(['/api/a', '/api/b', '/api/c']);
    const refreshes = hits('/api/auth/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.method).toBe('POST');
    expect(refreshes[0]?.cookie).toContain('refresh=r1');
    for (const p of ['/api/a', '/api/b', '/api/c']) {
      expect(hits(p).map((h) => h.auth)).toEqual(['Bearer old-token', 'Bearer new-token']);
    }
    expect(api.getToken()).toBe('new-token');
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    expectNoTokenInStorage();
    expect(changes).toEqual(['new-token']);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('holds a request that starts during a refresh until the new token is there', async () => {
    authServer({ refreshOk: true, refreshDelayMs: 300 });
    const api = client({ token: 'old-token' });
    const first = api.apiCall((http) => http.get('/api/first'));
    await vi.waitFor(() => expect(hits('/api/auth/refresh-token')).toHaveLength(1));
    await api.apiCall((http) => http.get('/api/late'));
    await first;
    expect(hits('/api/late').map((h) => h.auth)).toEqual(['Bearer new-token']);
    expect(hits('/api/auth/refresh-token')).toHaveLength(1);
  });

  it('refreshes when the request carried no token at all (the cookie may still hold a session)', async () => {
    authServer({ refreshOk: true });
    const api = client();
    const data = await api.apiCall((http) => http.get('/api/auth/profile'));
    expect(data).toEqual({ path: '/api/auth/profile' });
    expect(api.getToken()).toBe('new-token');
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    expectNoTokenInStorage();
  });

  it('on a failed refresh removes the token and goes to /login once, and every waiting call fails', async () => {
    authServer({ refreshOk: false });
    const api = client({ token: 'old-token' });
    const changes: (string | null)[] = [];
    api.onTokenChange((t) => changes.push(t));
    const errors = await Promise.all(
      ['/api/a', '/api/b', '/api/c'].map((p) =>
        failure(api.apiCall((http) => http.get(p), 'Failed to load dashboard')),
      ),
    );
    expect(hits('/api/auth/refresh-token')).toHaveLength(1);
    expect(api.getToken()).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    // Signed out once, with the refresh's own text (the server's message), however many calls were waiting.
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledWith('Your session has expired. Please sign in again.');
    expect(changes).toEqual([null]);
    expect(errors.map((e) => [e.status, e.message])).toEqual(
      Array(3).fill([401, 'Your session has expired. Please sign in again.']),
    );
    // no replay with a token that does not exist
    expect(seen.filter((s) => s.path !== '/api/auth/refresh-token')).toHaveLength(3);
  });

  it('gives up when the call is refused again with the new token: no second refresh, token cleared', async () => {
    document.cookie = 'refresh=r1; path=/';
    handler = (_req, res, s) =>
      s.path === '/api/auth/refresh-token' ? json(res, 200, { token: 'new-token' }) : json(res, 401, {});
    const api = client({ token: 'old-token' });
    const error = await failure(api.apiCall((http) => http.get('/api/x')));
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(hits('/api/auth/refresh-token')).toHaveLength(1);
    expect(hits('/api/x')).toHaveLength(2);
    expect(api.getToken()).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('with authRedirect: false clears the token but leaves the page alone', async () => {
    authServer({ refreshOk: false });
    const api = client({ token: 'old-token' });
    const error = await failure(
      api.apiCall((http) => http.get('/api/auth/profile', { authRedirect: false }), 'Profile fetch failed'),
    );
    expect(error.status).toBe(401);
    expect(api.getToken()).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('never refreshes for a failed login, whose text falls back to "Authentication failed"', async () => {
    handler = (_req, res) => json(res, 401, {});
    const api = client();
    const error = await failure(api.apiCall((http) => http.post('/api/auth/login', {}), 'Login failed'));
    expect(error).toMatchObject({ status: 401, message: 'Authentication failed' });
    expect(hits('/api/auth/refresh-token')).toHaveLength(0);
    expect(onAuthFailure).not.toHaveBeenCalled();
    handler = (_req, res) =>
      json(res, 401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    const withMessage = await failure(
      api.apiCall((http) => http.post('/api/auth/login', {}), 'Login failed'),
    );
    expect(withMessage).toMatchObject({
      status: 401,
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('a failed refresh without a server message reads "Authentication failed"', async () => {
    handler = (_req, res) => json(res, 401, {});
    const error = await failure(client().refreshAccessToken());
    expect(error.message).toBe('Authentication failed');
  });

  it('signs out with "Authentication failed" when the refresh fails without a message', async () => {
    document.cookie = 'refresh=r1; path=/';
    handler = (_req, res) => json(res, 401, {});
    const api = client({ token: 'old-token' });
    await Promise.all(['/api/a', '/api/b'].map((p) => failure(api.apiCall((http) => http.get(p)))));
    expect(hits('/api/auth/refresh-token')).toHaveLength(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledWith(httpMessages.authFailed);
  });

  it('a 401 that arrives after the refresh finished replays with the new token, without a second refresh', async () => {
    authServer({ refreshOk: true, refreshDelayMs: 20 });
    const base = handler;
    // /api/slow answers its old-token request only after the refresh set off by /api/fast is over.
    let releaseSlow: () => void = () => undefined;
    const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
    handler = async (req, res, s) => {
      if (s.path === '/api/slow' && s.auth === 'Bearer old-token') await slowHeld;
      return base(req, res, s);
    };
    const api = client({ token: 'old-token' });
    const slow = api.apiCall((http) => http.get<{ path: string }>('/api/slow'));
    await vi.waitFor(() => expect(hits('/api/slow')).toHaveLength(1));
    await api.apiCall((http) => http.get('/api/fast'));
    expect(api.getToken()).toBe('new-token');
    releaseSlow();
    expect(await slow).toEqual({ path: '/api/slow' });
    expect(hits('/api/auth/refresh-token')).toHaveLength(1);
    expect(hits('/api/slow').map((h) => h.auth)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('after signing in again, a later lost session is reported again (once)', async () => {
    authServer({ refreshOk: false });
    const api = client({ token: 'old-token' });
    await failure(api.apiCall((http) => http.get('/api/a')));
    api.setToken('second-session');
    await failure(api.apiCall((http) => http.get('/api/b')));
    expect(onAuthFailure).toHaveBeenCalledTimes(2);
  });
});

describe('error texts', () => {
  it('prefers the server message, then the call fallback, then the default by status', async () => {
    const api = client();
    handler = (_req, res) =>
      json(res, 400, {
        message: 'Email is required',
        code: 'VALIDATION_FAILED',
        fields: { 'body.email': ['Required'] },
      });
    const withMessage = await failure(api.apiCall((http) => http.post('/api/x', {}), 'Request failed'));
    expect(withMessage.toJSON()).toEqual({
      message: 'Email is required',
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { 'body.email': ['Required'] },
    });

    handler = (_req, res) => json(res, 402, { error: 'Card declined' });
    expect(
      (await failure(api.apiCall((http) => http.post('/api/x', {}), 'Payment creation failed'))).message,
    ).toBe('Card declined');

    handler = (_req, res) => {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    };
    expect(
      (await failure(api.apiCall((http) => http.post('/api/x', {}), 'Failed to create company'))).message,
    ).toBe('Failed to create company');

    const defaults: [number, string][] = [
      [400, 'Bad Request'],
      [401, 'Unauthorized'],
      [403, 'Forbidden'],
      [404, 'Not Found'],
      [500, 'Internal Server Error'],
      [418, 'An error occurred'],
    ];
    for (const [status, text] of defaults) {
      handler = (_req, res, s) =>
        s.path === '/api/auth/refresh-token' ? json(res, 200, { token: 't' }) : json(res, status, {});
      const error = await failure(api.apiCall((http) => http.post('/api/x', {}, { authRedirect: false })));
      expect([error.status, error.message]).toEqual([status, text]);
    }
  });

  it('no response: "No response from server" with status 0', async () => {
    const api = createApiClient({ baseURL: 'http://127.0.0.1:1', logger: { warn }, onAuthFailure });
    const error = await failure(api.apiCall((http) => http.post('/api/x', {}), 'Request failed'));
    expect(error.toJSON()).toEqual({ message: 'No response from server', status: 0, code: 'NO_RESPONSE' });
  });

  it('a request that cannot be built: "Request setup failed"', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const error = await failure(client().apiCall((http) => http.post('/api/x', circular), 'Request failed'));
    expect(error.toJSON()).toEqual({ message: 'Request setup failed', status: 0, code: 'SETUP_FAILED' });
    expect(seen).toHaveLength(0);
  });
});

describe('redirectToLogin', () => {
  it('goes to /login remembering the dashboard page, and stays put on /login', () => {
    const assign = vi.fn();
    const realLocation = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { pathname: '/dashboard/admin/outbox', search: '?to=a', assign },
    });
    try {
      redirectToLogin();
      expect(assign).toHaveBeenCalledWith('/login?next=%2Fdashboard%2Fadmin%2Foutbox%3Fto%3Da');
      Object.defineProperty(window, 'location', {
        configurable: true,
        value: { pathname: '/login', search: '', assign },
      });
      redirectToLogin();
      expect(assign).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
  });
});
