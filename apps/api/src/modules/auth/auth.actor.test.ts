import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-app';
import { readActorUser, type ActorUser } from './auth.actor';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});

const ACTOR_KEYS = [
  'id', 'email', 'fullName', 'role', 'phone', 'countryCode', 'isVerified', 'isBlocked', 'isSuspended', 'suspensionMessage',
  'isDeleted', 'requiredChangePassword', 'canEditProfile', 'tokenVersion', 'lastLoginAt', 'createdAt',
] as const satisfies ReadonlyArray<keyof ActorUser>;

describe('readActorUser (the signed-in row of every request)', () => {
  it('reads the same values as Drizzle for each of its columns, and nothing else', async () => {
    const plain = await createUser(database.db, { email: 'plain@example.com' });
    const full = await createUser(database.db, {
      email: 'full@example.com',
      fullName: 'Zoë O\'Brien',
      role: 'preparer',
      phone: '+44 20 7946 0000',
      countryCode: 'GB',
      isVerified: true,
      isSuspended: true,
      suspensionMessage: 'Call us.',
      requiredChangePassword: true,
      canEditProfile: false,
      tokenVersion: 7,
    });
    // Microseconds in the stored times: both readers keep the milliseconds only.
    await database.db.execute(sql`update users set last_login_at = '2026-11-27 21:50:59.123456+00', created_at = '2020-02-29 23:59:59.999999+00' where id = ${full.id}`);
    for (const id of [plain.id, full.id]) {
      const [row] = await database.db.select().from(users).where(eq(users.id, id));
      const read = await readActorUser(database.db, id);
      expect(Object.keys(read ?? {}).sort()).toEqual([...ACTOR_KEYS].sort());
      expect(read).toEqual(Object.fromEntries(ACTOR_KEYS.map((k) => [k, row?.[k]])));
      expect(read).not.toHaveProperty('passwordHash');
    }
  });

  it('answers undefined for an unknown id', async () => {
    expect(await readActorUser(database.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
