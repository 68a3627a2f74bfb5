import { seedRulesData } from '../modules/rules/rules.service';
import { seedDemoKycAml } from '../modules/kyc-aml/kyc-aml.service';
import { seedTemplates } from '../modules/templates/templates.seed';
import { PUBLISHED_DEMO_PASSWORD } from '@quayside/contract/constants';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { seedArticles } from '../modules/articles/articles.service';
import type { Db } from '../db/client';
import { companies, companyServices, directors, roleAssignments, services, shareholders, users } from '../db/schema/index';
import { hashPassword, verifyPassword } from '../lib/password';
import { SERVICE_CATALOGUE } from './seed-data/services';
import { normalizeCompanyName } from '../lib/company-name';
import type { Storage } from '../lib/storage';
import { seedDemoClientArea } from './seed-client-area';
import { seedDemoNri } from './seed-nri';

/** Published in the README: the demo accounts' password outside production (refused at sign-in in production). */
export const DEMO_PASSWORD = PUBLISHED_DEMO_PASSWORD;
export const DEMO_ACCOUNTS = [
  { email: 'admin@quayside.test', role: 'admin', fullName: 'Aisha Rahman' },
  { email: 'approver@quayside.test', role: 'approver', fullName: 'Daniel Tan' },
  { email: 'preparer@quayside.test', role: 'preparer', fullName: 'Priya Sharma' },
  { email: 'client@quayside.test', role: 'client', fullName: 'Marcus Lim' },
  { email: 'nri@quayside.test', role: 'nri_client', fullName: 'Rohan Mehta' },
] as const;

/** The service catalogue, by fixed id. Safe to run again: existing rows are updated, not duplicated. */
export async function seedServices(db: Db): Promise<void> {
  for (const [i, s] of SERVICE_CATALOGUE.entries()) {
    await db
      .insert(services)
      .values({ ...s, currency: 'USD', sortOrder: i })
      .onConflictDoUpdate({
        target: services.id,
        set: { name: s.name, description: s.description, priceMinor: s.priceMinor, billing: s.billing },
      });
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('services', 'id'), (select max(id) from services))`);
}

/**
 * `published`: DEMO_PASSWORD (development). `generated`: a random password per account (production), also for
 * accounts that still have the published one from an earlier seed, so that it never signs in there.
 */
export type DemoPasswords = 'published' | 'generated';
export type DemoCredential = { email: string; role: string; password: string };

/**
 * Demo accounts (one per role), the demo company and assignments. Idempotent. Returns the accounts whose password
 * this run set, with that password: generated ones exist nowhere else (only their hash is stored), so the caller
 * shows them once.
 */
export async function seedDemo(
  db: Db,
  opts: { storage?: Storage; passwords?: DemoPasswords } = {},
): Promise<DemoCredential[]> {
  await seedServices(db);
  await seedArticles(db);
  await seedRulesData(db);
  // The firm's standard document templates (their files need the storage).
  if (opts.storage) await seedTemplates({ db, storage: opts.storage });
  const generated = opts.passwords === 'generated';
  const publishedHash = generated ? null : await hashPassword(DEMO_PASSWORD);
  const credentials: DemoCredential[] = [];
  const ids: Record<string, string> = {};
  for (const a of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, a.email));
    const password = generated ? randomBytes(18).toString('base64url') : DEMO_PASSWORD;
    const passwordHash = publishedHash ?? (await hashPassword(password));
    if (!existing) {
      // Another instance seeding at the same moment may win; then its password stands and this one is not shown.
      const [row] = await db
        .insert(users)
        .values({ email: a.email, fullName: a.fullName, role: a.role, passwordHash, isVerified: true })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (row) credentials.push({ email: a.email, role: a.role, password });
      const [id] = row ? [row] : await db.select({ id: users.id }).from(users).where(eq(users.email, a.email));
      if (id) ids[a.role] = id.id;
      continue;
    }
    ids[a.role] = existing.id;
    if (generated && (await verifyPassword(existing.passwordHash, DEMO_PASSWORD))) {
      // The published password must not sign in here; sessions opened with it end as well.
      await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, existing.id));
      credentials.push({ email: a.email, role: a.role, password });
    }
  }
  const { preparer, approver, client, nri_client: nri } = ids;
  if (!preparer || !approver || !client || !nri) throw new Error('demo users missing after seeding');
  await db
    .insert(roleAssignments)
    .values([
      { kind: 'preparer_approver', preparerId: preparer, targetId: approver },
      { kind: 'preparer_client', preparerId: preparer, targetId: client },
      { kind: 'preparer_nri', preparerId: preparer, targetId: nri },
    ])
    .onConflictDoNothing();
  await seedDemoNri(db, { nriId: nri, preparerId: preparer, storage: opts.storage });

  const [existing] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, client)).limit(1);
  if (existing) {
    await seedDemoClientArea(db, { companyId: existing.id, clientId: client, preparerId: preparer, storage: opts.storage });
    return credentials;
  }
  const name = 'Harbourline Trading Pte. Ltd.';
  const [company] = await db
    .insert(companies)
    .values({
      name,
      normalizedName: normalizeCompanyName(name),
      registrationNumber: '202512345K',
      jurisdiction: 'SG',
      companyType: 'private_limited',
      status: 'active',
      incorporationStatus: 'incorporated',
      ownerId: client,
      preparerId: preparer,
      incorporationDate: '2025-03-14',
      financialYearEnd: '12-31',
      registeredAddress: '10 Anson Road, #27-15 International Plaza, Singapore 079903',
      businessActivity: 'Wholesale trade of marine equipment (SSIC 46900)',
      contactEmail: 'client@quayside.test',
      contactNumber: '+65 6100 2200',
    })
    .returning();
  if (!company) throw new Error('demo company not created');
  await db.insert(directors).values([
    { companyId: company.id, fullName: 'Marcus Lim', email: 'client@quayside.test', nationality: 'Singaporean', idType: 'nric', idNumber: 'S8812345D', address: '18 Marina Boulevard, Singapore 018980' },
    { companyId: company.id, fullName: 'Elena Petrova', email: 'elena.petrova@example.com', nationality: 'Bulgarian', idType: 'passport', idNumber: '382910457', address: '4 Rue de Rive, 1204 Geneva' },
  ]);
  await db.insert(shareholders).values([
    { companyId: company.id, fullName: 'Marcus Lim', email: 'client@quayside.test', nationality: 'Singaporean', shares: 70000 },
    { companyId: company.id, fullName: 'Elena Petrova', email: 'elena.petrova@example.com', nationality: 'Bulgarian', shares: 30000 },
  ]);
  const chosen = SERVICE_CATALOGUE.filter((s) => [4, 5, 1, 8].includes(s.id));
  await db.insert(companyServices).values(
    chosen.map((s) => ({ companyId: company.id, serviceId: s.id, priceMinor: s.priceMinor, currency: 'USD' })),
  );
  await seedDemoClientArea(db, { companyId: company.id, clientId: client, preparerId: preparer, storage: opts.storage });
  await seedDemoKycAml(db, { companyId: company.id, clientId: client, clientName: 'Marcus Lim', preparerId: preparer });
  return credentials;
}
