import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document, TaskDetailResponse, TaskSummary } from '@quayside/contract/client-area';
import type { CreateOrderResponse } from '@quayside/contract/payments';
import { seedServices } from '../../seed/seed';
import { calendarEntries, companies, directors, shareholders, users } from '../../db/schema/index';
import { signAccessToken } from '../auth/auth.service';
import { syncCompanyCalendar } from '../companies/companies.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { incorporationMessages } from '@quayside/contract/messages';
import { createReadySession, samplePdf, startSession, uniqueEmail, uniqueName, upload, verifyEmail } from './test-helpers';

/**
 * Issue 12 item 1: what a client uploaded in the wizard is theirs after payment, as the company's documents.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:9' });
  await seedServices(t.db);
});
afterAll(async () => {
  await t.close();
});

async function payFor(sessionId: string): Promise<void> {
  const created = await t.app.inject({ method: 'POST', url: '/api/payment/create-incorporation-order', payload: { sessionId } });
  expect(created.statusCode).toBe(201);
  const { checkout } = created.json() as CreateOrderResponse;
  const paid = await t.app.inject({
    method: 'POST',
    url: checkout.checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', card: '4242 4242 4242 4242' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
}

describe('provisioning a paid incorporation', () => {
  it("files every KYC upload of the wizard as the company's documents, waiting for review on satisfied requirements", async () => {
    const email = uniqueEmail('kyc');
    const s = await createReadySession(t, { email });
    // One more file, on the shareholder (the same person as the director, but uploaded on the shareholder step).
    const extra = await upload(
      t,
      s.id,
      { roleType: 'shareholder', index: 0, fileType: 'proofOfAddress' },
      { filename: 'utility-bill.pdf', contentType: 'application/pdf', data: await samplePdf('Utility bill') },
    );
    expect(extra.statusCode).toBe(201);
    await payFor(s.id);

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no client account');
    const auth = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, user, 900)}` };

    const res = await t.app.inject({ method: 'GET', url: '/api/client/documents', headers: auth });
    expect(res.statusCode).toBe(200);
    const docs = (res.json() as { items: Document[] }).items;
    expect(docs).toHaveLength(3);
    const companyId = docs[0]?.companyId ?? '';
    const [director] = await t.db.select().from(directors).where(eq(directors.companyId, companyId));
    const [holder] = await t.db.select().from(shareholders).where(eq(shareholders.companyId, companyId));
    const byName = Object.fromEntries(docs.map((d) => [d.name, d]));
    expect(Object.keys(byName).sort()).toEqual([
      'Passport: Mei Ling Tan (director 1)',
      'Proof of address: Mei Ling Tan (director 1)',
      'Proof of address: Mei Ling Tan (shareholder 1)',
    ]);
    expect(byName['Passport: Mei Ling Tan (director 1)']).toMatchObject({
      purpose: 'kyc',
      documentType: 'passport',
      directorId: director?.id,
      shareholderId: null,
      status: 'Pending',
      isVerified: false,
      companyId,
      ownerId: user.id,
    });
    expect(byName['Proof of address: Mei Ling Tan (shareholder 1)']).toMatchObject({
      documentType: 'proofOfAddress',
      directorId: null,
      shareholderId: holder?.id,
    });
    for (const d of docs) {
      expect(d.files).toHaveLength(1);
      expect(d.files[0]?.mimeType).toBe('application/pdf');
      // The client can open the file they uploaded.
      const file = await t.app.inject({ method: 'GET', url: d.files[0]?.url ?? '' });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }

    // Filtered by the company (the company page's list) they are there too.
    const forCompany = await t.app.inject({ method: 'GET', url: `/api/client/documents?companyId=${companyId}&purpose=kyc`, headers: auth });
    expect((forCompany.json() as { items: Document[] }).items).toHaveLength(3);

    // The KYC task, already handed in: each requirement satisfied and pending the firm's review; beside it the
    // baseline list's documents the application did not carry (baseline-docs: the active SG incorporation list).
    const tasks = await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned', headers: auth });
    const items = (tasks.json() as { items: TaskSummary[] }).items;
    expect(items.map((i) => i.title.replace(/for .* Pte\. Ltd\.$/, 'for the company')).sort()).toEqual(['Documents to provide for the company', 'KYC documents']);
    const kyc = items.find((i) => i.title === 'KYC documents');
    expect(kyc).toMatchObject({ status: 'complete (pending review)' });
    const opening = items.find((i) => i.title !== 'KYC documents');
    const baseline = await t.app.inject({ method: 'GET', url: `/api/client/tasks/assigned/${opening?.id}`, headers: auth });
    expect((baseline.json() as TaskDetailResponse).requiredDocuments.map((r) => [r.name, r.isRequired])).toEqual([
      ['NRIC or employment pass: Mei Ling Tan (director 1)', true],
      ['Registered office address proof', true],
      ['Source of funds declaration', false],
    ]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/client/tasks/assigned/${kyc?.id}`, headers: auth });
    const { requiredDocuments } = detail.json() as TaskDetailResponse;
    expect(requiredDocuments).toHaveLength(3);
    for (const r of requiredDocuments) {
      expect(r.status).toBe('Pending');
      expect(r.uploadedDoc?.status).toBe('Pending');
      expect(r.uploadedDoc?.name).toBe(r.name);
    }
  });
});

describe('a one person company in India (issue 19)', () => {
  it('takes one Indian member only, and the company it creates gets the OPC calendar: AOC-4 within 180 days, no AGM', async () => {
    const email = uniqueEmail('opc');
    const session = await startSession(t, email);
    await verifyEmail(t, session);
    for (const fileType of ['passport', 'proofOfAddress']) {
      const res = await upload(t, session.id, { roleType: 'director', index: 0, fileType }, { filename: `${fileType}.pdf`, contentType: 'application/pdf', data: await samplePdf() });
      expect(res.statusCode).toBe(201);
    }
    const person = { fullName: 'Aarav Sharma', email, nationality: 'Indian', idNumber: 'Z1234567', address: '14 Sector 18, Noida, Uttar Pradesh 201301' };
    const member = { type: 'individual' as const, ...person, shares: 10000 };
    const body = {
      companyName: uniqueName('Yamuna Analytics'),
      companyDetails: {
        jurisdiction: 'IN',
        companyType: 'opc',
        businessActivity: 'Data analytics consultancy (NIC 62020)',
        financialYearEnd: '03-31',
        shareCapital: { currency: 'INR', issuedShares: 10000, paidUpCapitalMinor: 10_000_000 },
      },
      directorData: [{ ...person, phone: '+91 98100 12345', idType: 'passport', dateOfBirth: '1990-02-11', isResident: true }],
      shareholderData: [{ ...member, shares: 5000 }, { ...member, email: uniqueEmail('second'), fullName: 'Diya Sharma', shares: 5000 }],
      servicesSelected: [13, 14],
      currentStep: 7,
    };
    expect((await t.app.inject({ method: 'PUT', url: `/api/incorporation/update/${session.id}`, payload: body })).statusCode).toBe(200);

    // Two members: refused before any payment is created, with the reason on the shareholders.
    const refused = await t.app.inject({ method: 'POST', url: '/api/payment/create-incorporation-order', payload: { sessionId: session.id } });
    expect(refused.statusCode).toBe(400);
    const fields = (refused.json() as { fields: Record<string, string[]> }).fields;
    expect(Object.values(fields).flat()).toContain(incorporationMessages.errors.opcOneMember);

    body.shareholderData = [member];
    expect((await t.app.inject({ method: 'PUT', url: `/api/incorporation/update/${session.id}`, payload: body })).statusCode).toBe(200);
    await payFor(session.id);

    const [created] = await t.db.select().from(companies).where(eq(companies.contactEmail, email));
    expect(created).toMatchObject({ companyType: 'opc', jurisdiction: 'IN' });
    // Registered by the firm on 1 June 2026: the calendar follows from the company's facts.
    const [company] = await t.db.update(companies).set({ incorporationDate: '2026-06-01' }).where(eq(companies.id, created?.id ?? '')).returning();
    if (!company) throw new Error('no company');
    await syncCompanyCalendar(t.db, company, '2026-11-27');
    const entries = await t.db.select().from(calendarEntries).where(eq(calendarEntries.companyId, company?.id ?? ''));
    const titles = entries.map((e) => `${e.ruleCode ?? ''} ${e.title}`).join('\n');
    expect(titles).toMatch(/AOC-4/);
    expect(titles).not.toMatch(/\bAGM\b|annual general meeting/i);
    const aoc4 = entries.find((e) => /AOC-4/.test(e.title));
    // 180 days after a 31 March year end is 27 September.
    expect(aoc4?.dueDate.slice(5)).toBe('09-27');
  });
});
