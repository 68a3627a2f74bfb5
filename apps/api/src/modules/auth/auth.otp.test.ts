import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quayside/contract/messages';
import { oneTimeCodes, users } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitForMail } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sendOtp = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email } });
const verifyOtp = (email: string, otp: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp } });
const codeMailedTo = async (email: string) => {
  const mail = await waitForMail(t.db, email, 'verification code');
  const match = /\b(\d{6})\b/.exec(mail.subject);
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
};
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/send-otp', () => {
  it('mails a 6-digit code, stored only as a hash, valid 10 minutes', async () => {
    const res = await sendOtp('Verify.Me@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent' });
    const code = await codeMailedTo('verify.me@example.com');
    const [row] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, 'email_verification'), eq(oneTimeCodes.subject, 'verify.me@example.com')));
    expect(row?.codeHash).not.toContain(code);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(10 * 60 * 1000);
  });

  it('answers 429 with Retry-After when asked again within 60 seconds', async () => {
    expect((await sendOtp('impatient@example.com')).statusCode).toBe(200);
    const again = await sendOtp('impatient@example.com');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', message: authMessages.errors.otpResendWait });
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('rejects a malformed address', async () => {
    const res = await sendOtp('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('marks the matching user verified with the right code, which then is spent', async () => {
    const u = await createUser(t.db, { email: 'unverified@example.com', isVerified: false });
    await sendOtp('unverified@example.com');
    const code = await codeMailedTo('unverified@example.com');
    const wrong = await verifyOtp('unverified@example.com', otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(authMessages.errors.otpInvalid);

    const ok = await verifyOtp('UNVERIFIED@example.com', code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'OTP verified' });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.isVerified).toBe(true);

    const reused = await verifyOtp('unverified@example.com', code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(authMessages.errors.otpNotRequested);
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    await sendOtp('guesser@example.com');
    const code = await codeMailedTo('guesser@example.com');
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await verifyOtp('guesser@example.com', otherCode(code))).json().message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(authMessages.errors.otpInvalid));
    expect(answers[4]).toBe(authMessages.errors.otpTooManyAttempts);
    const right = await verifyOtp('guesser@example.com', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(authMessages.errors.otpTooManyAttempts);
  });

  it('refuses an expired code', async () => {
    await sendOtp('slow@example.com');
    const code = await codeMailedTo('slow@example.com');
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.subject, 'slow@example.com'));
    const res = await verifyOtp('slow@example.com', code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.errors.otpExpired);
  });

  it('refuses a code never requested and a code that is not 6 digits', async () => {
    const never = await verifyOtp('never@example.com', '123456');
    expect(never.statusCode).toBe(400);
    expect(never.json().message).toBe(authMessages.errors.otpNotRequested);
    const bad = await verifyOtp('never@example.com', '12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['body.otp']).toEqual([authMessages.errors.otpFormat]);
  });
});
