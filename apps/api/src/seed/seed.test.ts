import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('seedDemo with generated passwords (production)', () => {
  it('gives every demo account its own generated password, returned once; the published one does not sign in', async () => {
    const first = await seedDemo(t.db, { storage: t.deps.storage, passwords: 'generated' });
    expect(first.map((c) => c.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    expect(new Set(first.map((c) => c.password)).size).toBe(DEMO_ACCOUNTS.length);
    expect(first.map((c) => c.password)).not.toContain(DEMO_PASSWORD);

    const admin = first.find((c) => c.role === 'admin');
    expect((await signIn('admin@quayside.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('admin@quayside.test', admin?.password ?? '')).statusCode).toBe(200);

    // Run again (every start with SEED_DEMO=true): nothing new to show, the passwords stay.
    expect(await seedDemo(t.db, { storage: t.deps.storage, passwords: 'generated' })).toEqual([]);
    expect((await signIn('admin@quayside.test', admin?.password ?? '')).statusCode).toBe(200);
  }, 120_000);

  it('replaces the published password of accounts seeded before (a development DATA_DIR taken to production)', async () => {
    // As the development seed left it.
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.email, 'client@quayside.test'));
    const [before] = await t.db.select().from(users).where(eq(users.email, 'client@quayside.test'));
    expect((await signIn('client@quayside.test', DEMO_PASSWORD)).statusCode).toBe(200);

    const rotated = await seedDemo(t.db, { passwords: 'generated' });
    expect(rotated.map((c) => c.email)).toEqual(['client@quayside.test']);
    expect((await signIn('client@quayside.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('client@quayside.test', rotated[0]?.password ?? '')).statusCode).toBe(200);
    // Sessions opened with the published password end too.
    const [after] = await t.db.select().from(users).where(eq(users.email, 'client@quayside.test'));
    expect(after?.tokenVersion).toBeGreaterThan(before?.tokenVersion ?? 0);
  }, 120_000);
});
