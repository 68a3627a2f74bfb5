import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quayside/contract/messages';
import { refreshTokens, users } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REFRESH_COOKIE } from './auth.routes';
import { REFRESH_GRACE_MS } from './auth.sessions';
import { auditActions, profile, refresh, refreshCookieOf, signIn } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tokenRow = async (token: string) => {
  const [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) throw new Error('refresh token row not found');
  return row;
};

/** Moves a token's rotation into the past, beyond the grace window. */
const ageRotation = async (token: string, ms = REFRESH_GRACE_MS + 5_000) => {
  await t.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - ms) })
    .where(eq(refreshTokens.tokenHash, sha256(token)));
};

describe('POST /api/auth/refresh-token', () => {
  it('answers a new access token and rotates the cookie', async () => {
    await createUser(t.db, { email: 'rot@example.com' });
    const { refresh: first } = await signIn(t, 'rot@example.com');
    const res = await refresh(t, first);
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    expect((await profile(t, token)).statusCode).toBe(200);
    const next = refreshCookieOf(res);
    expect(next?.value).toBeTruthy();
    expect(next?.value).not.toBe(first);
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const old = await tokenRow(first);
    const child = await tokenRow(next?.value ?? '');
    expect(old.rotatedAt).toBeInstanceOf(Date);
    expect(old.replacedBy).toBe(child.id);
    expect(child.familyId).toBe(old.familyId);
    // The token itself is never stored, only its hash.
    expect(JSON.stringify(await t.db.select().from(refreshTokens))).not.toContain(first);
  });

  it('detects reuse of a rotated token after the grace window and revokes the whole family', async () => {
    const u = await createUser(t.db, { email: 'reuse@example.com' });
    const { refresh: first } = await signIn(t, 'reuse@example.com');
    const rotated = await refresh(t, first);
    const second = refreshCookieOf(rotated)?.value ?? '';
    expect(second).toBeTruthy();
    await ageRotation(first);

    const replay = await refresh(t, first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(authMessages.errors.sessionExpired);
    // The cookie is cleared, and the legitimate successor no longer works either.
    expect(refreshCookieOf(replay)?.value).toBe('');
    expect((await refresh(t, second)).statusCode).toBe(401);
    const family = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await tokenRow(first)).familyId));
    expect(family.length).toBeGreaterThanOrEqual(2);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
    expect(family.some((r) => r.revokedReason === 'reuse_detected')).toBe(true);
    expect(await auditActions(t.db, u.id)).toContain('auth.refresh_reuse_detected');
  });

  it('keeps the user signed in when two refreshes race with the same cookie', async () => {
    await createUser(t.db, { email: 'race@example.com' });
    const { refresh: first } = await signIn(t, 'race@example.com');
    const [a, b] = await Promise.all([refresh(t, first), refresh(t, first)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const ca = refreshCookieOf(a)?.value ?? '';
    const cb = refreshCookieOf(b)?.value ?? '';
    expect(ca).not.toBe(cb);
    // Whichever cookie the browser kept, the session goes on, and both access tokens work.
    expect((await profile(t, a.json().token)).statusCode).toBe(200);
    expect((await profile(t, b.json().token)).statusCode).toBe(200);
    const next = await refresh(t, cb);
    expect(next.statusCode).toBe(200);
    expect((await refresh(t, ca)).statusCode).toBe(200);
    const family = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await tokenRow(first)).familyId));
    expect(family.every((r) => r.revokedAt === null)).toBe(true);
  });

  it('lets a just-rotated token be exchanged again within the grace window only', async () => {
    await createUser(t.db, { email: 'grace@example.com' });
    const { refresh: first } = await signIn(t, 'grace@example.com');
    expect((await refresh(t, first)).statusCode).toBe(200);
    await ageRotation(first, REFRESH_GRACE_MS - 5_000);
    expect((await refresh(t, first)).statusCode).toBe(200);
    await ageRotation(first, REFRESH_GRACE_MS + 1_000);
    expect((await refresh(t, first)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie, with an unknown one and with an expired one', async () => {
    const none = await refresh(t, null);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'UNAUTHENTICATED', message: authMessages.errors.refreshMissing });

    const unknown = await refresh(t, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(refreshCookieOf(unknown)?.value).toBe('');

    await createUser(t.db, { email: 'oldcookie@example.com' });
    const { refresh: token } = await signIn(t, 'oldcookie@example.com');
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    expect((await refresh(t, token)).statusCode).toBe(401);
  });

  it('refuses a barred account with the reason and ends its sessions', async () => {
    const u = await createUser(t.db, { email: 'barred@example.com' });
    const { refresh: token } = await signIn(t, 'barred@example.com');
    await t.db.update(users).set({ isSuspended: true, suspensionMessage: 'KYC review.' }).where(eq(users.id, u.id));
    const res = await refresh(t, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(`${authMessages.errors.suspended} KYC review.`);
    await t.db.update(users).set({ isSuspended: false }).where(eq(users.id, u.id));
    expect((await refresh(t, token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session family and clears the cookie', async () => {
    const u = await createUser(t.db, { email: 'bye@example.com' });
    const { refresh: first } = await signIn(t, 'bye@example.com');
    const other = await signIn(t, 'bye@example.com');
    const rotated = refreshCookieOf(await refresh(t, first))?.value ?? '';
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [REFRESH_COOKIE]: rotated } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.success.loggedOut });
    const cleared = refreshCookieOf(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    // Every token of this family is dead; the other device's session lives on.
    expect((await refresh(t, rotated)).statusCode).toBe(401);
    expect((await refresh(t, first)).statusCode).toBe(401);
    expect((await refresh(t, other.refresh)).statusCode).toBe(200);
    expect(await auditActions(t.db, u.id)).toContain('auth.logout');
  });

  it('answers 200 without a cookie (nothing to end)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(authMessages.success.loggedOut);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('updates the password, clears requiredChangePassword and ends the other sessions', async () => {
    const u = await createUser(t.db, { email: 'chg@example.com', requiredChangePassword: true });
    const here = await signIn(t, 'chg@example.com');
    const elsewhere = await signIn(t, 'chg@example.com');
    const res = await change(here.token, { currentPassword: TEST_PASSWORD, newPassword: 'Lantern-quay-4471' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; token: string };
    expect(body.message).toBe(authMessages.success.passwordUpdated);
    expect(body.message).toBe('Password updated');

    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.requiredChangePassword).toBe(false);
    expect(row?.tokenVersion).toBe(u.tokenVersion + 1);

    // Older access tokens stop working; the fresh one works and shows the flag cleared.
    expect((await profile(t, here.token)).statusCode).toBe(401);
    expect((await profile(t, elsewhere.token)).statusCode).toBe(401);
    const fresh = await profile(t, body.token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.requiredChangePassword).toBe(false);

    // The other device's refresh token is revoked; the caller got a fresh cookie that works.
    expect((await refresh(t, elsewhere.refresh)).statusCode).toBe(401);
    expect((await refresh(t, here.refresh)).statusCode).toBe(401);
    const cookie = refreshCookieOf(res)?.value ?? '';
    expect((await refresh(t, cookie)).statusCode).toBe(200);

    expect((await signIn(t, 'chg@example.com')).res.statusCode).toBe(401);
    expect((await signIn(t, 'chg@example.com', 'Lantern-quay-4471')).res.statusCode).toBe(200);
    expect(await auditActions(t.db, u.id)).toContain('auth.password_changed');
  });

  it('refuses a wrong current password, a weak new one and an unchanged one, changing nothing', async () => {
    const u = await createUser(t.db, { email: 'chg2@example.com' });
    const { token } = await signIn(t, 'chg2@example.com');
    const wrong = await change(token, { currentPassword: 'not-it-at-all', newPassword: 'Lantern-quay-4471' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: authMessages.errors.wrongCurrentPassword,
      fields: { currentPassword: [authMessages.errors.wrongCurrentPassword] },
    });
    for (const weak of ['short', 'password1', 'QWERTY123', '12345678', 'x'.repeat(129)]) {
      const res = await change(token, { currentPassword: TEST_PASSWORD, newPassword: weak });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields['body.newPassword']).toEqual([authMessages.errors.passwordPolicy]);
    }
    const same = await change(token, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(authMessages.errors.samePassword);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.tokenVersion).toBe(u.tokenVersion);
    expect((await profile(t, token)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'a', newPassword: 'Lantern-quay-4471' },
    });
    expect(res.statusCode).toBe(401);
  });
});
