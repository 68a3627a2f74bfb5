import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document, TaskDetailResponse, TaskSummary } from '@quayside/contract/client-area';
import type { CreateOrderResponse } from '@quayside/contract/payments';
import { seedServices } from '../../seed/seed';
import { directors, shareholders, users } from '../../db/schema/index';
import { signAccessToken } from '../auth/auth.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createReadySession, samplePdf, uniqueEmail, upload } from './test-helpers';

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
