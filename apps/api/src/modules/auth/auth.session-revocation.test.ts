import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quayside/contract/messages';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REFRESH_COOKIE } from './auth.routes';
import { eventually, profile, refresh, refreshCookieOf, signIn } from './auth.test-helpers';
import { ageRotationOf } from './auth.sessions.test-helpers';

/**
 * An access token carries its session (the refresh-token family it was issued with) and is refused as soon as
 * that session is revoked: logout, refresh reuse detection, a password change. Run with the session cache off
 * (NODE_ENV=test: the database is asked on every request) and on (database notices drop revoked sessions).
 */
for (const cacheOn of [false, true]) {
  describe(`access tokens after their session ends (session cache ${cacheOn ? 'on' : 'off'})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(cacheOn ? { NODE_ENV: 'development' } : {});
    });
    afterAll(async () => {
      await t.close();
    });

    it('refuses the access token of a session that logged out, and keeps the user\'s other sessions', async () => {
      const email = `logout-${cacheOn}@example.com`;
      await createUser(t.db, { email });
      const phone = await signIn(t, email);
      const laptop = await signIn(t, email);
      expect((await profile(t, phone.token)).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [REFRESH_COOKIE]: phone.refresh } });
      expect(out.statusCode).toBe(200);
      await eventually(async () => {
        const res = await profile(t, phone.token);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(authMessages.errors.sessionExpired);
      });
      expect((await profile(t, laptop.token)).statusCode).toBe(200);
    });

    it('refuses every access token of a family revoked by refresh reuse detection', async () => {
      const email = `reuse-${cacheOn}@example.com`;
      await createUser(t.db, { email });
      const first = await signIn(t, email);
      const rotated = await refresh(t, first.refresh);
      const fresh = (rotated.json() as { token: string }).token;
      expect(refreshCookieOf(rotated)?.value).toBeTruthy();
      expect((await profile(t, fresh)).statusCode).toBe(200);
      await ageRotationOf(t.db, first.refresh);
      expect((await refresh(t, first.refresh)).statusCode).toBe(401);
      await eventually(async () => {
        expect((await profile(t, fresh)).statusCode).toBe(401);
        expect((await profile(t, first.token)).statusCode).toBe(401);
      });
    });
  });
}
