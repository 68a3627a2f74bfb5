import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quayside/contract/messages';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_RATE_LIMITS } from './auth.rate-limits';
import { and, eq, like, sql } from 'drizzle-orm';
import { auditLogs, mailOutbox } from '../../db/schema/index';
import { DEVICE_COOKIE } from './auth.routes';
import { LOGIN_THROTTLE } from './auth.service';
import { deviceCookieOf, signIn, waitForMail } from './auth.test-helpers';

/** An app with the limits on (the shared test app turns them off). Each test uses its own client address. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: true });
});
afterAll(async () => {
  await t.close();
});

const expectRetryAfter = (headers: Record<string, unknown>, maxSeconds: number) => {
  const wait = Number(headers['retry-after']);
  expect(Number.isInteger(wait)).toBe(true);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxSeconds);
};

describe('POST /api/auth/login rate limits', () => {
  it('answers 429 with Retry-After past the per-address limit', async () => {
    const ip = '203.0.113.10';
    const { max, timeWindowMs } = AUTH_RATE_LIMITS.loginPerIp;
    for (let i = 0; i < max; i += 1) {
      const { res } = await signIn(t, `someone-${i}@example.com`, 'wrong-password-x', ip);
      expect(res.statusCode).toBe(401);
    }
    const { res } = await signIn(t, 'someone-else@example.com', 'wrong-password-x', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: authMessages.errors.tooManyLogins });
    expectRetryAfter(res.headers, timeWindowMs / 1000);
    // Another address is not affected.
    expect((await signIn(t, 'someone-else@example.com', 'wrong-password-x', '203.0.113.11')).res.statusCode).toBe(401);
  });

  /*
   * Lockout (OWASP, "blocking brute force"): failures slow down the address that makes them, per account, with
   * growing delays; the account itself is locked only past a ceiling far above what one address can reach, and even
   * then a browser that signed in successfully before (its device cookie) still gets in with the right password.
   */
  const failFrom = async (email: string, ip: string, n: number, cookie?: string) => {
    for (let i = 0; i < n; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: `guess-${i}` }, remoteAddress: ip, ...(cookie ? { cookies: { [DEVICE_COOKIE]: cookie } } : {}) });
      expect(res.statusCode, `failure ${i + 1} from ${ip}`).toBe(401);
    }
  };
  /** Moves this e-mail's recorded failures into the past, as if the time had passed. */
  const age = (email: string, ms: number) =>
    t.db.execute(sql`update audit_logs set created_at = created_at - ${`${ms} milliseconds`}::interval where action = 'auth.login_failed' and target_id = ${email}`);

  it('never locks the owner out because of failures from other addresses', async () => {
    await createUser(t.db, { email: 'target@example.com' });
    for (let i = 0; i < LOGIN_THROTTLE.freeFailuresPerAddress * 3; i += 1) await failFrom('target@example.com', `198.51.100.${i + 1}`, 1);
    const { res } = await signIn(t, 'TARGET@example.com', TEST_PASSWORD, '198.51.100.200');
    expect(res.statusCode).toBe(200);
  });

  it('slows down one address with growing delays for that account only, then lets it try again', async () => {
    await createUser(t.db, { email: 'slowed@example.com' });
    const ip = '198.51.101.1';
    await failFrom('slowed@example.com', ip, LOGIN_THROTTLE.freeFailuresPerAddress);
    const first = await signIn(t, 'slowed@example.com', TEST_PASSWORD, ip);
    expect(first.res.statusCode).toBe(429);
    expect(first.res.json().message).toBe(authMessages.errors.tooManyLogins);
    const firstWait = Number(first.res.headers['retry-after']);
    expectRetryAfter(first.res.headers, LOGIN_THROTTLE.maxDelayMs / 1000);
    // Another address, and this address for another account, are not slowed.
    expect((await signIn(t, 'slowed@example.com', TEST_PASSWORD, '198.51.101.2')).res.statusCode).toBe(200);
    // Once the delay has passed the address may try again; each further failure doubles the delay.
    await age('slowed@example.com', firstWait * 1000 + 1);
    await failFrom('slowed@example.com', ip, 1);
    const second = await signIn(t, 'slowed@example.com', TEST_PASSWORD, ip);
    expect(second.res.statusCode).toBe(429);
    expect(Number(second.res.headers['retry-after'])).toBeGreaterThan(firstWait);
    await age('slowed@example.com', LOGIN_THROTTLE.maxDelayMs + 1);
    expect((await signIn(t, 'slowed@example.com', TEST_PASSWORD, ip)).res.statusCode).toBe(200);
  });

  it('past the account ceiling refuses unknown browsers, mails the owner once, and lets a recognised browser in', async () => {
    const owner = await createUser(t.db, { email: 'besieged@example.com' });
    const known = await signIn(t, 'besieged@example.com', TEST_PASSWORD, '192.0.2.50');
    const device = deviceCookieOf(known.res);
    expect(device).toBeTruthy();
    // The ceiling, reached from many addresses (recorded directly, then the last attempts through the API).
    const rows = Array.from({ length: LOGIN_THROTTLE.accountCeiling - 2 }, (_, i) => ({
      action: 'auth.login_failed', targetType: 'login_email', targetId: 'besieged@example.com', ip: `10.${(i >> 8) & 255}.${i & 255}.9`, meta: { reason: 'wrong_password' },
    }));
    await t.db.insert(auditLogs).values(rows);
    await failFrom('besieged@example.com', '198.51.102.1', 1);
    await failFrom('besieged@example.com', '198.51.102.2', 1);
    const refused = await signIn(t, 'besieged@example.com', TEST_PASSWORD, '198.51.102.3');
    expect(refused.res.statusCode).toBe(429);
    expectRetryAfter(refused.res.headers, LOGIN_THROTTLE.accountWindowMs / 1000);
    const alert = await waitForMail(t.db, 'besieged@example.com', 'sign-in attempts');
    expect(alert.text).toContain('Quayside');
    // A recognised browser still signs in with the right password (and still fails with a wrong one).
    const withDevice = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'besieged@example.com', password: TEST_PASSWORD }, remoteAddress: '198.51.102.3', cookies: { [DEVICE_COOKIE]: device ?? '' } });
    expect(withDevice.statusCode).toBe(200);
    await failFrom('besieged@example.com', '192.0.2.50', 1, device ?? '');
    // A device cookie of another account, or a forged one, is no key.
    await createUser(t.db, { email: 'other-device@example.com' });
    const otherDevice = deviceCookieOf((await signIn(t, 'other-device@example.com', TEST_PASSWORD, '192.0.2.51')).res) ?? '';
    for (const cookie of [otherDevice, `${owner.id}.9999999999.${'0'.repeat(64)}`]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'besieged@example.com', password: TEST_PASSWORD }, remoteAddress: '198.51.102.4', cookies: { [DEVICE_COOKIE]: cookie } });
      expect(res.statusCode).toBe(429);
    }
    // One alert, however many more failures.
    const alerts = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, 'besieged@example.com'), like(mailOutbox.subject, '%sign-in attempts%')));
    expect(alerts).toHaveLength(1);
  });

  it('throttles an unknown e-mail the same way (no hint whether it exists)', async () => {
    const ip = '198.18.0.1';
    await failFrom('ghost@example.com', ip, LOGIN_THROTTLE.freeFailuresPerAddress);
    const { res } = await signIn(t, 'ghost@example.com', 'guess-x', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(authMessages.errors.tooManyLogins);
  });
});

describe('POST /api/auth/request-reset rate limits', () => {
  it('answers 429 with Retry-After past the per-account limit', async () => {
    const { max, timeWindowMs } = AUTH_RATE_LIMITS.resetPerEmail;
    const send = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-reset',
        payload: { email: 'flood@example.com' },
        remoteAddress: ip,
      });
    for (let i = 0; i < max; i += 1) expect((await send(`100.64.0.${i + 1}`)).statusCode).toBe(200);
    const res = await send('100.64.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(authMessages.errors.tooManyResets);
    expectRetryAfter(res.headers, timeWindowMs / 1000);
  });
});

describe('POST /api/auth/send-otp rate limits', () => {
  it('answers 429 with Retry-After past the per-address limit', async () => {
    const { max, timeWindowMs } = AUTH_RATE_LIMITS.sendOtpPerIp;
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email }, remoteAddress: '100.65.0.1' });
    for (let i = 0; i < max; i += 1) expect((await send(`otp-${i}@example.com`)).statusCode).toBe(200);
    const res = await send('otp-last@example.com');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(authMessages.errors.tooManyOtps);
    expectRetryAfter(res.headers, timeWindowMs / 1000);
  });

  it('answers 429 past the verify limit per address', async () => {
    const { max } = AUTH_RATE_LIMITS.verifyOtpPerIp;
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email: 'v@example.com', otp: '000000' },
        remoteAddress: '100.66.0.1',
      });
    for (let i = 0; i < max; i += 1) expect((await verify()).statusCode).toBe(400);
    const res = await verify();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
