import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quayside/contract/messages';
import { PUBLISHED_DEMO_PASSWORD } from '@quayside/contract/constants';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { login } from './auth.service';
import { signAccessToken } from './auth.actor';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditActions, profile, refreshCookieOf, signIn } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/login', () => {
  it('answers the public user and an access token and sets the refresh cookie', async () => {
    const u = await createUser(t.db, { email: 'ann@example.com', fullName: 'Ann Lee', phone: '91234567', countryCode: '+65' });
    const { res, token } = await signIn(t, 'ann@example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      id: u.id,
      email: 'ann@example.com',
      fullName: 'Ann Lee',
      role: 'client',
      requiredChangePassword: false,
      isVerified: true,
      canEditProfile: true,
      phone: '91234567',
      countryCode: '+65',
      lastLoginAt: expect.any(String),
      createdAt: u.createdAt.toISOString(),
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2|tokenVersion/);
    expect(token.split('.')).toHaveLength(3);

    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.secure).toBeFalsy(); // Secure only in production
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);

    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    expect(await auditActions(t.db, u.id)).toContain('auth.login');
  });

  it('marks the refresh cookie Secure in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    try {
      await createUser(prod.db, { email: 'prod@example.com' });
      const { res } = await signIn(prod, 'prod@example.com');
      expect(res.statusCode).toBe(200);
      expect(refreshCookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await prod.close();
    }
  });

  it('answers with the security headers (the JSON set: app.ts jsonSecurityHeaders)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'h@example.com', password: 'x' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined(); // HSTS only in production
  });

  it('compares e-mails case-insensitively', async () => {
    await createUser(t.db, { email: 'mixed.case@example.com' });
    const { res } = await signIn(t, '  Mixed.CASE@Example.COM ');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('mixed.case@example.com');
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const u = await createUser(t.db, { email: 'bob@example.com' });
    const wrong = await signIn(t, 'bob@example.com', 'not-the-password');
    const unknown = await signIn(t, 'nobody@example.com', 'not-the-password');
    for (const { res } of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: authMessages.errors.invalidCredentials, code: 'INVALID_CREDENTIALS' });
      expect(refreshCookieOf(res)).toBeNull();
    }
    expect(await auditActions(t.db, 'bob@example.com')).toEqual(['auth.login_failed']);
    expect(await auditActions(t.db, 'nobody@example.com')).toEqual(['auth.login_failed']);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.lastLoginAt).toBeNull();
  });

  it('refuses an account that has no password yet with the same 401', async () => {
    await createUser(t.db, { email: 'nopass@example.com', passwordHash: null });
    const { res } = await signIn(t, 'nopass@example.com', 'anything-at-all');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(authMessages.errors.invalidCredentials);
  });

  it('tells a blocked, suspended or closed account why it cannot sign in', async () => {
    await createUser(t.db, { email: 'blocked@example.com', isBlocked: true });
    await createUser(t.db, { email: 'susp@example.com', isSuspended: true, suspensionMessage: 'Unpaid invoice INV-1042.' });
    await createUser(t.db, { email: 'gone@example.com', isDeleted: true, deletedAt: new Date() });
    const blocked = await signIn(t, 'blocked@example.com');
    expect(blocked.res.statusCode).toBe(403);
    expect(blocked.res.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: authMessages.errors.blocked });
    const susp = await signIn(t, 'susp@example.com');
    expect(susp.res.statusCode).toBe(403);
    expect(susp.res.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: `${authMessages.errors.suspended} Unpaid invoice INV-1042.`,
    });
    const gone = await signIn(t, 'gone@example.com');
    expect(gone.res.statusCode).toBe(403);
    expect(gone.res.json()).toMatchObject({ code: 'ACCOUNT_DELETED', message: authMessages.errors.deleted });
    for (const { res } of [blocked, susp, gone]) expect(refreshCookieOf(res)).toBeNull();
  });

  it('does not reveal the barrier to someone without the password', async () => {
    await createUser(t.db, { email: 'blocked2@example.com', isBlocked: true });
    const { res } = await signIn(t, 'blocked2@example.com', 'wrong-password-here');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(authMessages.errors.invalidCredentials);
  });

  it('signs in a user stored with the role "Admin" who then passes the admin-only rule', async () => {
    await createUser(t.db, { email: 'boss@example.com', role: 'Admin' });
    const { res, token } = await signIn(t, 'boss@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(outbox.statusCode).toBe(200);
  });

  it('rejects a malformed body with the fields at fault and changes nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['body.email', 'body.password']));
    expect(await auditActions(t.db, 'not-an-email')).toEqual([]);
  });
});

describe('GET /api/auth/profile', () => {
  it('answers the signed-in user', async () => {
    const u = await createUser(t.db, { email: 'prof@example.com', requiredChangePassword: true });
    const { token } = await signIn(t, 'prof@example.com');
    const res = await profile(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: u.id, email: 'prof@example.com', requiredChangePassword: true });
  });

  it('answers 401 without a token and for a malformed one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const bad = await profile(t, 'not.a.jwt');
    expect(bad.statusCode).toBe(401);
  });

  it('answers 401 TOKEN_EXPIRED for an expired access token', async () => {
    const u = await createUser(t.db, { email: 'expired@example.com' });
    const token = await signAccessToken(t.deps.config.jwtSecret, u, -60);
    const res = await profile(t, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'TOKEN_EXPIRED', message: authMessages.errors.sessionExpired });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const u = await createUser(t.db, { email: 'forged@example.com', role: 'admin' });
    const token = await signAccessToken('y'.repeat(48), u, 900);
    expect((await profile(t, token)).statusCode).toBe(401);
  });

  it('checks the signature and the claims of a token (fast-jwt): only HS256 from this server, issuer, nbf, exp, no unknown crit', async () => {
    const u = await createUser(t.db, { email: 'claims@example.com' });
    const now = Math.floor(Date.now() / 1000);
    const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
    const mint = (header: Record<string, unknown>, claims: unknown, secret = t.deps.config.jwtSecret) => {
      const signed = `${b64(header)}.${b64(claims)}`;
      return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
    };
    const good = { role: 'client', ver: u.tokenVersion, sub: u.id, iss: 'quayside', iat: now, exp: now + 600 };
    const hs256 = { alg: 'HS256' };
    // A token made by hand the way jose makes it is taken, so is one from signAccessToken (jose).
    expect((await profile(t, mint(hs256, good))).statusCode).toBe(200);
    expect((await profile(t, await signAccessToken(t.deps.config.jwtSecret, u, 600))).statusCode).toBe(200);
    const refused = [
      mint({ alg: 'HS512' }, good),
      `${b64({ alg: 'none' })}.${b64(good)}.`,
      mint({ alg: 'HS256', crit: ['exp'] }, good),
      mint({ alg: 'HS256', b64: false, crit: ['b64'] }, good),
      mint(hs256, { ...good, iss: 'elsewhere' }),
      mint(hs256, { ...good, iss: undefined }),
      mint(hs256, { ...good, nbf: now + 600 }),
      mint(hs256, { ...good, exp: String(now + 600) }),
      mint(hs256, { ...good, exp: undefined }),
      mint(hs256, { ...good, sub: 42 }),
      mint(hs256, [good]),
      mint(hs256, good, 'z'.repeat(48)),
      // The payload changed after signing (another user), and a signature with a character that is not base64url.
      `${mint(hs256, good).split('.').slice(0, 1).join('.')}.${b64({ ...good, sub: '00000000-0000-4000-8000-000000000000' })}.${mint(hs256, good).split('.')[2]}`,
      `${mint(hs256, good)}=`,
      `${mint(hs256, good)}.x`,
    ];
    for (const [i, token] of refused.entries()) {
      const res = await profile(t, token);
      expect(res.statusCode, `token ${i}`).toBe(401);
      expect(res.json().code, `token ${i}`).toBe('UNAUTHENTICATED');
    }
    const expired = await profile(t, mint(hs256, { ...good, exp: now }));
    expect(expired.json()).toEqual({ code: 'TOKEN_EXPIRED', message: authMessages.errors.sessionExpired });
  });

  it('stops accepting older tokens once the token version is bumped', async () => {
    const u = await createUser(t.db, { email: 'ver@example.com' });
    const { token } = await signIn(t, 'ver@example.com');
    expect((await profile(t, token)).statusCode).toBe(200);
    await t.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, u.id));
    const res = await profile(t, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(authMessages.errors.sessionExpired);
  });

  it('answers 403 with the reason when the account is blocked after signing in', async () => {
    const u = await createUser(t.db, { email: 'later-blocked@example.com' });
    const { token } = await signIn(t, 'later-blocked@example.com');
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, u.id));
    const res = await profile(t, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(authMessages.errors.blocked);
  });
});

describe('login in production: the published demo password', () => {
  const settings = { jwtSecret: 'a-test-secret-that-is-long-enough-0123456789', accessTtlSeconds: 900, refreshTtlDays: 30 };

  it('never signs anyone in with the README\'s demo password in production, and still does elsewhere', async () => {
    await createUser(t.db, { email: 'demo-like@example.com', passwordHash: await hashPassword(PUBLISHED_DEMO_PASSWORD) });
    const attempt = (refusePublishedDemoPassword: boolean) =>
      login(t.db, { email: 'demo-like@example.com', password: PUBLISHED_DEMO_PASSWORD, settings, meta: {}, lockFailures: false, refusePublishedDemoPassword });
    await expect(attempt(true)).rejects.toMatchObject({ statusCode: 401, message: authMessages.errors.invalidCredentials });
    await expect(attempt(false)).resolves.toMatchObject({ user: { email: 'demo-like@example.com' } });
  });
});
