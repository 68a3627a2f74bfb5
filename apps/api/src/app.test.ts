import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Env } from './config';
import { RUNTIME_STYLE_HASHES } from './lib/csp';
import { createLogger } from './lib/logger';
import { TEST_PASSWORD, createUser } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';

/** A production configuration that starts: a real secret and a real payment provider (never called here). */
const PRODUCTION: Partial<Env> = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_not_called',
  STRIPE_WEBHOOK_SECRET: 'whsec_not_called',
};

async function bearerFor(t: TestApp, role: 'admin' | 'client') {
  const user = await createUser(t.db, { role });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Cache-Control on API answers', () => {
  it('answers no-store to a signed-in GET /api/auth/profile', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: await bearerFor(t, 'client'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers no-store to a 401 and to a JSON 404', async () => {
    const denied = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it("keeps a route's own policy: published articles are the same for everyone", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/article/published' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/docs', () => {
  it('is public in development', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });

  it('is off in production, and the OpenAPI document is for admins only', async () => {
    const prod = await createTestApp(PRODUCTION);
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await prod.app.inject({ method: 'GET', url });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      }
      expect((await prod.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
      const asClient = await prod.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        headers: await bearerFor(prod, 'client'),
      });
      expect(asClient.statusCode).toBe(403);
      const asAdmin = await prod.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        headers: await bearerFor(prod, 'admin'),
      });
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json().openapi).toMatch(/^3\./);
    } finally {
      await prod.close();
    }
  });
});

// The page policy (lib/csp.ts) goes on everything but JSON answers (those get lib/security-headers.ts's short set):
// robots.txt is a non-JSON answer every app serves, built web app or not.
describe('Content-Security-Policy', () => {
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.split(' ')[0] === name) ?? '';

  it('allows no analytics origin when GA_MEASUREMENT_ID is unset', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/robots.txt' })).headers['content-security-policy'],
    );
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toMatch(/google/);
  });

  it('allows inline <style> elements only by hash (no unsafe-inline), style attributes still', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/robots.txt' })).headers['content-security-policy'],
    );
    expect(directive(csp, 'style-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'style-src')).toContain(`'${RUNTIME_STYLE_HASHES[0]}'`);
    expect(directive(csp, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
  });

  it('allows the Google Analytics origins only when a valid GA_MEASUREMENT_ID is set', async () => {
    const withGa = await createTestApp({ GA_MEASUREMENT_ID: 'G-ABC123XYZ' });
    const invalid = await createTestApp({ GA_MEASUREMENT_ID: 'UA-1234' });
    try {
      const csp = String(
        (await withGa.app.inject({ method: 'GET', url: '/robots.txt' })).headers['content-security-policy'],
      );
      expect(directive(csp, 'script-src')).toBe("script-src 'self' https://*.googletagmanager.com");
      expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
      const off = String(
        (await invalid.app.inject({ method: 'GET', url: '/robots.txt' })).headers['content-security-policy'],
      );
      expect(off).not.toMatch(/google/);
    } finally {
      await withGa.close();
      await invalid.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const contactForm = {
    fullName: 'Lakshmi Narayanan',
    email: 'lakshmi.n@example.com',
    topic: 'incorporation',
    message: 'We would like to set up a Singapore holding company above our Dubai free zone company.',
    consent: true,
  };

  it.each([
    ['the proxy address', '127.0.0.1'],
    ['a named range', 'loopback'],
  ])(
    'with %s, a client cannot escape a rate limit by writing its own X-Forwarded-For',
    async (_what, trustProxy) => {
      const limited = await createTestApp({ RATE_LIMIT_ENABLED: true, TRUST_PROXY: trustProxy });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 6; i += 1) {
          // The left part is what the client wrote; the proxy (inject's 127.0.0.1) appended the address it saw.
          const res = await limited.app.inject({
            method: 'POST',
            url: '/api/contact',
            payload: contactForm,
            headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          });
          codes.push(res.statusCode);
        }
        expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
        const other = await limited.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: contactForm,
          headers: { 'x-forwarded-for': '203.0.113.8' },
        });
        expect(other.statusCode).toBe(201);
      } finally {
        await limited.close();
      }
    },
  );
});

describe('logging a failed query', () => {
  it('never writes the query parameters to the log', async () => {
    const lines: string[] = [];
    const logged = await buildApp(t.deps, {
      logger: createLogger({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
    await logged.ready();
    await t.db.execute(sql`alter table users rename to users_away`);
    try {
      const res = await logged.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'probe.parameter@example.com', password: 'Probe-password-1' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table users_away rename to users`);
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('users');
    expect(log).not.toContain('probe.parameter@example.com');
  });
});
