import { normalizeCompanyName } from '../../lib/company-name';
import { companies, roleAssignments } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { signAccessToken, type Actor, type UserRow } from '../auth/auth.service';
import { createUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

type NewCompany = typeof companies.$inferInsert;

export function buildCompany(overrides: Partial<NewCompany> = {}): NewCompany {
  const n = Math.random().toString(36).slice(2, 8);
  const name = overrides.name ?? `Test Company ${n} Pte. Ltd.`;
  return {
    name,
    normalizedName: normalizeCompanyName(name),
    registrationNumber: `2025${n.toUpperCase()}`,
    jurisdiction: 'SG',
    status: 'active',
    incorporationStatus: 'incorporated',
    incorporationDate: '2025-03-14',
    financialYearEnd: '12-31',
    ...overrides,
  };
}

/** Inserts a company row directly (no calendar sync): a test factory. */
export async function insertCompany(db: Db, overrides: Partial<NewCompany> = {}) {
  const [row] = await db.insert(companies).values(buildCompany(overrides)).returning();
  if (!row) throw new Error('company not created');
  return row;
}

export type World = Awaited<ReturnType<typeof createWorld>>;

/** A user as the actor of a service called directly (setting up a test without its route). */
export const asActor = (u: UserRow): Actor => ({ id: u.id, email: u.email, fullName: u.fullName, role: u.role as Actor['role'], user: u });

/**
 * Two clients with a company each, each company with its own preparer; an approver above preparer A; an admin.
 * `auth(user)` gives the Authorization header of a user.
 */
export async function createWorld(t: TestApp) {
  const { db } = t;
  const admin = await createUser(db, { role: 'admin', fullName: 'Ada Admin' });
  const preparerA = await createUser(db, { role: 'preparer', fullName: 'Priya Preparer' });
  const preparerB = await createUser(db, { role: 'preparer', fullName: 'Ben Preparer' });
  const approver = await createUser(db, { role: 'approver', fullName: 'Aaron Approver' });
  const clientA = await createUser(db, { role: 'client', fullName: 'Clara Client' });
  const clientB = await createUser(db, { role: 'client', fullName: 'Bruno Client' });
  await db.insert(roleAssignments).values([
    { kind: 'preparer_client', preparerId: preparerA.id, targetId: clientA.id },
    { kind: 'preparer_client', preparerId: preparerB.id, targetId: clientB.id },
    { kind: 'preparer_approver', preparerId: preparerA.id, targetId: approver.id },
  ]);
  const companyA = await insertCompany(db, { name: 'Alpha Harbour Pte. Ltd.', ownerId: clientA.id, preparerId: preparerA.id });
  const companyB = await insertCompany(db, { name: 'Bravo Marine Pte. Ltd.', ownerId: clientB.id, preparerId: preparerB.id });
  const secret = t.deps.config.jwtSecret;
  const tokens = new Map<string, string>();
  for (const u of [admin, preparerA, preparerB, approver, clientA, clientB]) {
    tokens.set(u.id, await signAccessToken(secret, u, 3600));
  }
  const auth = (user: { id: string }) => ({ authorization: `Bearer ${tokens.get(user.id) ?? ''}` });
  return { admin, preparerA, preparerB, approver, clientA, clientB, companyA, companyB, auth };
}
