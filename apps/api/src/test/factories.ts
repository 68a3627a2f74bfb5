import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/password';

export const TEST_PASSWORD = 'Harbour-view-2026';
let hashed: Promise<string> | null = null;

type NewUser = typeof users.$inferInsert;

export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const n = Math.random().toString(36).slice(2, 10);
  return { email: `user-${n}@example.com`, fullName: `Test User ${n}`, role: 'client', isVerified: true, ...overrides };
}

/** Inserts a user whose password is TEST_PASSWORD unless a passwordHash is given. */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}) {
  hashed ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({ passwordHash: await hashed, ...buildUser(overrides) })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}
