import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quayside/contract/messages';
import { passwordResets, users } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issuePasswordLink, SETUP_LINK_TTL_MS } from './auth.service';
import { auditActions, eventually, mailsTo, profile, refresh, refreshCookieOf, signIn, waitForMail } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-reset', payload: { email } });
const resetPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const tokenOfLink = (link: string) => new URL(link).searchParams.get('token') ?? '';
const linkIn = (text: string) => {
  const match = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[0];
};

describe('POST /api/auth/request-reset', () => {
  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const u = await createUser(t.db, { email: 'reset-me@example.com' });
    const known = await requestReset('Reset-Me@example.com');
    const unknown = await requestReset('no-account@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: authMessages.success.resetRequested });
    expect(unknown.json()).toEqual(known.json());

    const mail = await waitForMail(t.db, 'reset-me@example.com', 'Reset your Quayside password');
    const link = linkIn(mail.text);
    expect(link.startsWith(`${t.deps.config.publicUrl}/reset-password?token=`)).toBe(true);
    expect(mail.text).toContain('30 minutes');
    // The stored row holds only the hash, valid for 30 minutes.
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
    expect(row?.tokenHash).toBe(sha256(tokenOfLink(link)));
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(30 * 60 * 1000);

    // The unknown address is recorded (after the answer) but gets no mail.
    await eventually(async () => expect(await auditActions(t.db, 'no-account@example.com')).toEqual(['auth.reset_requested']));
    expect(await mailsTo(t.db, 'no-account@example.com')).toHaveLength(0);
    expect(await auditActions(t.db, u.id)).toContain('auth.reset_requested');
  });

  it('rejects a malformed address with 400', async () => {
    const res = await requestReset('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['body.email']).toEqual([authMessages.errors.emailInvalid]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, ends every session and bumps the token version', async () => {
    const u = await createUser(t.db, { email: 'forgot@example.com', requiredChangePassword: true, isVerified: false });
    const session = await signIn(t, 'forgot@example.com');
    await requestReset('forgot@example.com');
    const token = tokenOfLink(linkIn((await waitForMail(t.db, 'forgot@example.com', 'Reset')).text));

    const res = await resetPassword(token, 'Moorings-at-dusk-88');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: authMessages.success.passwordSetSignedIn, user: { id: u.id } });

    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.tokenVersion).toBe(u.tokenVersion + 1);
    expect(row?.requiredChangePassword).toBe(false);
    expect(row?.isVerified).toBe(true);
    expect((await profile(t, session.token)).statusCode).toBe(401);
    expect((await refresh(t, session.refresh)).statusCode).toBe(401);
    expect((await signIn(t, 'forgot@example.com', 'Moorings-at-dusk-88')).res.statusCode).toBe(200);

    // Single use: the same link again is refused.
    const again = await resetPassword(token, 'Another-berth-9931');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(authMessages.errors.resetLinkInvalid);
    expect((await signIn(t, 'forgot@example.com', 'Another-berth-9931')).res.statusCode).toBe(401);
    expect(await auditActions(t.db, u.id)).toContain('auth.password_reset');
  });

  it('refuses an expired link', async () => {
    const u = await createUser(t.db, { email: 'late@example.com' });
    const link = await issuePasswordLink(t.db, { userId: u.id, purpose: 'reset', baseUrl: 'https://app.example' });
    const token = tokenOfLink(link);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    const res = await resetPassword(token, 'Moorings-at-dusk-88');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.errors.resetLinkInvalid);
    expect((await signIn(t, 'late@example.com', 'Moorings-at-dusk-88')).res.statusCode).toBe(401);
  });

  it('enforces the password policy and leaves the link usable', async () => {
    const u = await createUser(t.db, { email: 'weak@example.com' });
    const token = tokenOfLink(await issuePasswordLink(t.db, { userId: u.id, purpose: 'reset', baseUrl: 'http://x' }));
    for (const weak of ['1234567', 'password1', 'Qwerty123']) {
      const res = await resetPassword(token, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields['body.password']).toEqual([authMessages.errors.passwordPolicy]);
    }
    expect((await resetPassword(token, 'Seven-bells-and-tide')).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await resetPassword('a'.repeat(43), 'Moorings-at-dusk-88');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.errors.resetLinkInvalid);
  });
});

describe('POST /api/auth/reset-password signs the user in (issue 12 item 7)', () => {
  it('answers the user and an access token and sets the refresh cookie, as a sign-in does', async () => {
    const u = await createUser(t.db, { email: 'welcomed@example.com', passwordHash: null, isVerified: false, requiredChangePassword: true });
    const token = tokenOfLink(await issuePasswordLink(t.db, { userId: u.id, purpose: 'setup', baseUrl: 'https://quayside.example' }));
    const res = await resetPassword(token, 'Tide-tables-at-noon');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; token: string; user: { id: string; role: string; requiredChangePassword: boolean } };
    expect(body.message).toBe(authMessages.success.passwordSetSignedIn);
    expect(body.user).toMatchObject({ id: u.id, role: 'client', requiredChangePassword: false });
    // The access token works at once, and the refresh cookie keeps the session across a reload.
    const me = await profile(t, body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('welcomed@example.com');
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect((await refresh(t, cookie?.value ?? null)).statusCode).toBe(200);
    expect(await auditActions(t.db, u.id)).toEqual(expect.arrayContaining(['auth.password_reset', 'auth.login']));
  });

  it('sets the password of an account that may not sign in, without a session', async () => {
    const u = await createUser(t.db, { email: 'suspended-reset@example.com', isSuspended: true });
    const token = tokenOfLink(await issuePasswordLink(t.db, { userId: u.id, purpose: 'reset', baseUrl: 'https://quayside.example' }));
    const res = await resetPassword(token, 'Tide-tables-at-noon');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.success.passwordReset });
    expect(refreshCookieOf(res)).toBeNull();
  });
});

describe('issuePasswordLink', () => {
  it('makes a 7-day set-up link that the reset page accepts, replacing an earlier one', async () => {
    const u = await createUser(t.db, { email: 'newclient@example.com', passwordHash: null, isVerified: false });
    const first = await issuePasswordLink(t.db, { userId: u.id, purpose: 'setup', baseUrl: 'https://quayside.example/' });
    const second = await issuePasswordLink(t.db, { userId: u.id, purpose: 'setup', baseUrl: 'https://quayside.example' });
    expect(second).toMatch(/^https:\/\/quayside\.example\/reset-password\?token=[\w-]{40,}$/);
    const [row] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(tokenOfLink(second))));
    expect(row?.purpose).toBe('setup');
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(SETUP_LINK_TTL_MS);

    expect((await resetPassword(tokenOfLink(first), 'First-light-harbour')).statusCode).toBe(400);
    const set = await resetPassword(tokenOfLink(second), 'First-light-harbour');
    expect(set.statusCode).toBe(200);
    const signedIn = await signIn(t, 'newclient@example.com', 'First-light-harbour');
    expect(signedIn.res.statusCode).toBe(200);
    expect(signedIn.res.json().user.isVerified).toBe(true);
  });
});
