import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quayside/contract/messages';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_RATE_LIMITS } from './auth.rate-limits';
import { LOGIN_FAILURE_LIMIT } from './auth.service';
import { signIn } from './auth.test-helpers';

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

  it('locks an e-mail after repeated failures from any address, even for the right password', async () => {
    await createUser(t.db, { email: 'target@example.com' });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT.max; i += 1) {
      const { res } = await signIn(t, 'target@example.com', 'guess-number-' + i, `198.51.100.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const { res } = await signIn(t, 'TARGET@example.com', TEST_PASSWORD, '198.51.100.200');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(authMessages.errors.tooManyLogins);
    expectRetryAfter(res.headers, LOGIN_FAILURE_LIMIT.windowMs / 1000);
    // Successful sign-ins never count: another account signing in often is not throttled.
    await createUser(t.db, { email: 'frequent@example.com' });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT.max + 2; i += 1) {
      expect((await signIn(t, 'frequent@example.com', TEST_PASSWORD, `192.0.2.${i + 1}`)).res.statusCode).toBe(200);
    }
  });

  it('locks an unknown e-mail the same way (no hint whether it exists)', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT.max; i += 1) {
      await signIn(t, 'ghost@example.com', 'guess-' + i, `198.18.0.${i + 1}`);
    }
    const { res } = await signIn(t, 'ghost@example.com', 'guess-x', '198.18.1.1');
    expect(res.statusCode).toBe(429);
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
