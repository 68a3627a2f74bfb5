import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quayside/contract/messages';
import { cachedUser, startUserCache } from './auth.user-cache';
import { createUser } from '../../test/factories';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';
import { eventually, profile, signIn } from './auth.test-helpers';

/** The signed-in user cache is on outside NODE_ENV=test; this app runs as development to have it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'development' });
});
afterAll(async () => {
  await t.close();
});

const setTrigger = (on: boolean) =>
  t.db.execute(sql.raw(`alter table users ${on ? 'enable' : 'disable'} trigger users_notify_changed`));

describe('GET /api/auth/profile with the signed-in user cache', () => {
  it('serves a repeated request from the cache', async () => {
    const u = await createUser(t.db, { email: 'cached@example.com', fullName: 'Before' });
    const { token } = await signIn(t, 'cached@example.com');
    expect((await profile(t, token)).json().user.fullName).toBe('Before');
    // A change the database does not announce (trigger off) is not seen: the row came from the cache.
    await setTrigger(false);
    try {
      await t.db.execute(sql`update users set full_name = 'Unannounced' where id = ${u.id}`);
      expect((await profile(t, token)).json().user.fullName).toBe('Before');
    } finally {
      await setTrigger(true);
    }
  });

  it('sees an announced change at once: a new name, a block, a token-version bump', async () => {
    const u = await createUser(t.db, { email: 'changing@example.com', fullName: 'Old Name' });
    const { token } = await signIn(t, 'changing@example.com');
    expect((await profile(t, token)).statusCode).toBe(200);
    expect((await profile(t, token)).statusCode).toBe(200);

    await t.db.execute(sql`update users set full_name = 'New Name' where id = ${u.id}`);
    await eventually(async () => expect((await profile(t, token)).json().user.fullName).toBe('New Name'), 1000);

    await t.db.execute(sql`update users set is_blocked = true where id = ${u.id}`);
    await eventually(async () => expect((await profile(t, token)).statusCode).toBe(403), 1000);
    expect((await profile(t, token)).json().message).toBe(authMessages.errors.blocked);

    await t.db.execute(sql`update users set is_blocked = false, token_version = token_version + 1 where id = ${u.id}`);
    await eventually(async () => expect((await profile(t, token)).statusCode).toBe(401), 1000);
  });

  it('reads the database for a token newer than the cached row (after a password change)', async () => {
    await createUser(t.db, { email: 'newer@example.com' });
    const { token } = await signIn(t, 'newer@example.com');
    expect((await profile(t, token)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'Harbour-view-2026', newPassword: 'Quay-lights-at-night' },
    });
    expect(changed.statusCode).toBe(200);
    // Straight away: the new token works, the old one does not.
    expect((await profile(t, changed.json().token)).statusCode).toBe(200);
    expect((await profile(t, token)).statusCode).toBe(401);
  });

  it('stops serving cached rows when it loses the listening connection (PostgreSQL)', async () => {
    if (t.deps.database.kind !== 'pg') return; // PGlite notices are in-process and cannot be lost
    const u = await createUser(t.db, { email: 'lost@example.com', fullName: 'Cached' });
    const { token } = await signIn(t, 'lost@example.com');
    expect((await profile(t, token)).json().user.fullName).toBe('Cached');
    await setTrigger(false);
    try {
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`,
      );
      await t.db.execute(sql`update users set full_name = 'Fresh' where id = ${u.id}`);
      await eventually(async () => expect((await profile(t, token)).json().user.fullName).toBe('Fresh'), 2000);
    } finally {
      await setTrigger(true);
    }
  });
});

describe('startUserCache', () => {
  it('leaves the cache off when the change trigger is missing', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await database.db.execute(sql`drop trigger users_notify_changed on users`);
      const stop = await startUserCache(database);
      const u = await createUser(database.db, {});
      let reads = 0;
      const read = async () => {
        reads += 1;
        return u;
      };
      await cachedUser(database.db, u.id, u.tokenVersion, read);
      await cachedUser(database.db, u.id, u.tokenVersion, read);
      expect(reads).toBe(2);
      await stop();
    } finally {
      await drop();
    }
  });

  it('remembers a row while live and reads again after a change notice', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const stop = await startUserCache(database);
      const u = await createUser(database.db, {});
      let reads = 0;
      const read = async () => {
        reads += 1;
        return u;
      };
      await cachedUser(database.db, u.id, u.tokenVersion, read);
      await cachedUser(database.db, u.id, u.tokenVersion, read);
      expect(reads).toBe(1);
      // A different token version never uses the cached row.
      await cachedUser(database.db, u.id, u.tokenVersion + 1, read);
      expect(reads).toBe(2);
      await database.db.execute(sql`update users set phone = '123' where id = ${u.id}`);
      await eventually(async () => {
        const before = reads;
        await cachedUser(database.db, u.id, u.tokenVersion, read);
        expect(reads).toBe(before + 1);
      }, 1000);
      await stop();
    } finally {
      await drop();
    }
  });
});
