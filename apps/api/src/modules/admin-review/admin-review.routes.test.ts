import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDocumentsResponse,
  AdminFilesResponse,
  AdminIncorporationResponse,
  AdminIncorporationsResponse,
  GenerateInvoiceResponse,
  ReviewDocumentResponse,
  ReviewQueueResponse,
} from '@quayside/contract/admin-review';
import type { TaskDetailResponse } from '@quayside/contract/client-area';
import { auditLogs, companies, documents, incorporationSessions, invoices, notifications, taskRequirements } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';
import { PDF, multipart } from '../client/client.test-helpers';
import { asActor, createWorld, insertCompany, type World } from '../companies/companies.test-helpers';
import { createReadySession } from '../incorporation/test-helpers';
import { createTask } from '../tasks/tasks.service';
import { seedServices } from '../../seed/seed';

let t: TestApp;
let w: World;
let nriAuth: Record<string, string>;
let reqA: string;
let taskA: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  await seedServices(t.db);
  const nri = await createUser(t.db, { role: 'nri_client', fullName: 'Nina NRI' });
  nriAuth = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, nri, 3600)}` };
  const task = await createTask(t.db, asActor(w.preparerA), {
    companyId: w.companyA.id,
    title: 'Annual return KYC',
    requirements: [{ name: 'Passport' }, { name: 'Bank statement' }, { name: 'Utility bill' }],
  });
  taskA = task.id;
  const reqs = await t.db.select().from(taskRequirements).where(eq(taskRequirements.taskId, task.id)).orderBy(taskRequirements.position);
  reqA = reqs[0]?.id ?? '';
  for (const r of reqs) {
    const { payload, headers } = multipart([{ name: 'document', filename: `${r.name}.pdf`, contentType: 'application/pdf', content: PDF }]);
    const res = await t.app.inject({ method: 'POST', url: `/api/client/tasks/requirements/${r.id}/upload`, headers: { ...w.auth(w.clientA), ...headers }, payload });
    if (res.statusCode !== 200) throw new Error(`upload failed ${res.statusCode} ${res.body}`);
  }
});
afterAll(async () => {
  await t.close();
});

const as = (who: 'admin' | 'preparerA' | 'approver' | 'clientA') => w.auth(w[who]);
const nonAdmins = () => [
  ['preparer', w.auth(w.preparerA)],
  ['approver', w.auth(w.approver)],
  ['client', w.auth(w.clientA)],
  ['nri_client', nriAuth],
] as const;

async function docOf(requirementId: string) {
  const [d] = await t.db.select().from(documents).where(eq(documents.requirementId, requirementId));
  if (!d) throw new Error('no document');
  return d;
}
async function auditCount(action: string, targetId: string) {
  return (await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, targetId)))).length;
}

describe('admin routes refuse every other role', () => {
  it('answers 403 to preparer, approver, client and NRI client on every call, and 401 without a token', async () => {
    const doc = await docOf(reqA);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/documents/signed' },
      { method: 'GET' as const, url: '/api/admin/documents' },
      { method: 'GET' as const, url: '/api/admin/files' },
      { method: 'POST' as const, url: `/api/admin/documents/${doc.id}/approve` },
      { method: 'POST' as const, url: `/api/admin/documents/${doc.id}/reject`, payload: { reason: 'Blurred' } },
      { method: 'GET' as const, url: '/api/admin/incorporations' },
      { method: 'GET' as const, url: `/api/admin/incorporation/${w.companyA.id}` },
      { method: 'PUT' as const, url: `/api/admin/incorporation/${w.companyA.id}/status`, payload: { newStatus: 'filed' } },
      { method: 'POST' as const, url: `/api/admin/incorporation/${w.companyA.id}/generate-invoice`, payload: { lines: [{ description: 'Fee', unitPriceMinor: 100 }] } },
    ];
    for (const call of calls) {
      for (const [name, headers] of nonAdmins()) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${name} ${call.method} ${call.url}`).toBe(403);
      }
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    // Nothing changed.
    expect((await docOf(reqA)).status).toBe('Pending');
    const [company] = await t.db.select().from(companies).where(eq(companies.id, w.companyA.id));
    expect(company?.incorporationStatus).toBe('incorporated');
    expect(await t.db.select().from(invoices).where(eq(invoices.companyId, w.companyA.id))).toEqual([]);
  });
});

describe('GET /api/admin/documents/signed', () => {
  it('answers the review queue oldest first, with signed URLs that download the file, and a count', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/documents/signed?take=2', headers: as('admin') });
    expect(res.statusCode).toBe(200);
    const body = res.json<ReviewQueueResponse>();
    expect(body.count).toBe(3);
    expect(body.documents.map((d) => d.name)).toEqual(['Passport', 'Bank statement']);
    expect(body.hasMore).toBe(true);
    expect(body.documents[0]?.ownerName).toBe('Clara Client');
    expect(body.documents[0]?.companyName).toBe('Alpha Harbour Pte. Ltd.');
    const url = body.documents[0]?.files[0]?.url ?? '';
    expect(url).toContain('/api/files/signed?');
    const file = await t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const next = await t.app.inject({ method: 'GET', url: `/api/admin/documents/signed?take=2&cursor=${encodeURIComponent(body.nextCursor ?? '')}`, headers: as('admin') });
    expect(next.json<ReviewQueueResponse>().documents.map((d) => d.name)).toEqual(['Utility bill']);
  });

  it('filters by client and company, and answers 400 to bad filters', async () => {
    const byOther = await t.app.inject({ method: 'GET', url: `/api/admin/documents/signed?userId=${w.clientB.id}`, headers: as('admin') });
    expect(byOther.json<ReviewQueueResponse>().count).toBe(0);
    const byCompany = await t.app.inject({ method: 'GET', url: `/api/admin/documents/signed?companyId=${w.companyA.id}`, headers: as('admin') });
    expect(byCompany.json<ReviewQueueResponse>().count).toBe(3);
    for (const q of ['userId=nope', 'take=0', 'take=101', 'cursor=garbage']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/documents/signed?${q}`, headers: as('admin') });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/admin/documents and /api/admin/files', () => {
  it('lists documents newest first with filters', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/documents?companyId=${w.companyA.id}`, headers: as('admin') });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminDocumentsResponse>();
    expect(body.documents.map((d) => d.name)).toEqual(['Utility bill', 'Bank statement', 'Passport']);
    const none = await t.app.inject({ method: 'GET', url: `/api/admin/documents?userId=${w.clientB.id}`, headers: as('admin') });
    expect(none.json<AdminDocumentsResponse>().documents).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/documents?status=Lost', headers: as('admin') });
    expect(bad.statusCode).toBe(400);
  });

  it('lists files with companyId, userId, purpose and isVerified filters and keyset paging', async () => {
    const all = await t.app.inject({ method: 'GET', url: `/api/admin/files?userId=${w.clientA.id}&purpose=requirement&isVerified=false&take=2`, headers: as('admin') });
    expect(all.statusCode).toBe(200);
    const page1 = all.json<AdminFilesResponse>();
    expect(page1.files).toHaveLength(2);
    expect(page1.files[0]?.url).toContain('/api/files/signed?');
    const page2 = await t.app.inject({ method: 'GET', url: `/api/admin/files?userId=${w.clientA.id}&take=2&cursor=${encodeURIComponent(page1.nextCursor ?? '')}`, headers: as('admin') });
    expect(page2.json<AdminFilesResponse>().files).toHaveLength(1);
    const verified = await t.app.inject({ method: 'GET', url: `/api/admin/files?companyId=${w.companyA.id}&isVerified=true`, headers: as('admin') });
    expect(verified.json<AdminFilesResponse>().files).toEqual([]);
    for (const q of ['isVerified=yes', 'purpose=secret', 'companyId=1']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/files?${q}`, headers: as('admin') })).statusCode, q).toBe(400);
    }
  });
});

describe('POST /api/admin/documents/{id}/reject and /approve', () => {
  it('refuses a rejection without a reason (400) and changes nothing', async () => {
    const doc = await docOf(reqA);
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: 42 }]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/documents/${doc.id}/reject`, headers: as('admin'), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const noBody = await t.app.inject({ method: 'POST', url: `/api/admin/documents/${doc.id}/reject`, headers: as('admin') });
    expect(noBody.statusCode).toBe(400);
    const spaces = await t.app.inject({ method: 'POST', url: `/api/admin/documents/${doc.id}/reject`, headers: as('admin'), payload: { reason: '' } });
    expect(spaces.json<{ message: string }>().message).toContain('A rejected document requires a reason');
    expect((await docOf(reqA)).status).toBe('Pending');
    expect(await auditCount('document.rejected', doc.id)).toBe(0);
  });

  it('rejects with the reason: the client is notified with it, the requirement is to upload again, an audit row is written', async () => {
    const doc = await docOf(reqA);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${doc.id}/reject`,
      headers: as('admin'),
      payload: { reason: 'The photo page is cut off at the bottom' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<ReviewDocumentResponse>();
    expect(body.message).toBe('Document rejected');
    expect(body.document.status).toBe('Rejected');
    expect(body.document.rejectionReason).toBe('The photo page is cut off at the bottom');
    expect(body.document.reviewedByName).toBe('Ada Admin');
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, w.clientA.id));
    expect(notes.some((n) => n.title === 'Document rejected: Passport' && n.message.includes('The photo page is cut off at the bottom'))).toBe(true);
    // The client sees it through their own notifications call.
    const mine = await t.app.inject({ method: 'GET', url: '/api/client/notifications', headers: as('clientA') });
    expect(mine.body).toContain('The photo page is cut off at the bottom');
    const detail = await t.app.inject({ method: 'GET', url: `/api/client/tasks/assigned/${taskA}`, headers: as('clientA') });
    const req = detail.json<TaskDetailResponse>().requiredDocuments.find((r) => r.id === reqA);
    expect(req?.status).toBe('Rejected');
    expect(await auditCount('document.rejected', doc.id)).toBe(1);
    // Gone from the queue.
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/documents/signed', headers: as('admin') });
    expect(queue.json<ReviewQueueResponse>().count).toBe(2);
    // Rejecting again is refused, and tells the client nothing new.
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/documents/${doc.id}/reject`, headers: as('admin'), payload: { reason: 'Again' } });
    expect(again.statusCode).toBe(409);
    expect(await auditCount('document.rejected', doc.id)).toBe(1);
  });

  it('approves a document: Document approved, verified, requirement approved, audit row; twice is a 409', async () => {
    const reqs = await t.db.select().from(taskRequirements).where(eq(taskRequirements.taskId, taskA)).orderBy(taskRequirements.position);
    const second = reqs[1]?.id ?? '';
    const doc = await docOf(second);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/documents/${doc.id}/approve`, headers: as('admin') });
    expect(res.statusCode).toBe(200);
    const body = res.json<ReviewDocumentResponse>();
    expect(body.message).toBe('Document approved');
    expect(body.document.isVerified).toBe(true);
    const [req] = await t.db.select().from(taskRequirements).where(eq(taskRequirements.id, second));
    expect(req?.status).toBe('Approved');
    expect(await auditCount('document.approved', doc.id)).toBe(1);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/documents/${doc.id}/approve`, headers: as('admin') });
    expect(again.statusCode).toBe(409);
    const files = await t.app.inject({ method: 'GET', url: `/api/admin/files?companyId=${w.companyA.id}&isVerified=true`, headers: as('admin') });
    expect(files.json<AdminFilesResponse>().files.map((f) => f.documentId)).toEqual([doc.id]);
  });

  it('answers 404 for an unknown document and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/admin/documents/3f0b1c9e-5a1d-4c7e-9a43-2f5b8d6e7a10/approve', headers: as('admin') });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/documents/42/approve', headers: as('admin') });
    expect(bad.statusCode).toBe(400);
  });
});

describe('incorporations', () => {
  let sessionId: string;
  let companyC: string;

  beforeAll(async () => {
    // A company that came through onboarding: a ready application linked to it.
    const c = await insertCompany(t.db, { name: 'Coral Bay Pte. Ltd.', ownerId: w.clientB.id, preparerId: w.preparerB.id, incorporationStatus: 'kyc_review', status: 'onboarding', incorporationDate: null, registrationNumber: null });
    companyC = c.id;
    const session = await createReadySession(t, { servicesSelected: [1, 5] });
    sessionId = session.id;
    await t.db.update(incorporationSessions).set({ companyId: c.id, userId: w.clientB.id }).where(eq(incorporationSessions.id, session.id));
  });

  it('GET /api/admin/incorporations lists companies with status filter, search and paging', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/incorporations?take=2', headers: as('admin') });
    expect(all.statusCode).toBe(200);
    const page = all.json<AdminIncorporationsResponse>();
    expect(page.incorporations.map((i) => i.companyName)).toEqual(['Coral Bay Pte. Ltd.', 'Bravo Marine Pte. Ltd.']);
    expect(page.incorporations[0]?.sessionId).toBe(sessionId);
    expect(page.incorporations[0]?.owner?.fullName).toBe('Bruno Client');
    expect(page.hasMore).toBe(true);
    const rest = await t.app.inject({ method: 'GET', url: `/api/admin/incorporations?take=2&cursor=${encodeURIComponent(page.nextCursor ?? '')}`, headers: as('admin') });
    expect(rest.json<AdminIncorporationsResponse>().incorporations.map((i) => i.companyName)).toEqual(['Alpha Harbour Pte. Ltd.']);
    const kyc = await t.app.inject({ method: 'GET', url: '/api/admin/incorporations?status=kyc_review', headers: as('admin') });
    expect(kyc.json<AdminIncorporationsResponse>().incorporations.map((i) => i.id)).toEqual([companyC]);
    const q = await t.app.inject({ method: 'GET', url: '/api/admin/incorporations?q=alpha', headers: as('admin') });
    expect(q.json<AdminIncorporationsResponse>().incorporations.map((i) => i.id)).toEqual([w.companyA.id]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/incorporations?status=done', headers: as('admin') });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /api/admin/incorporation/{id} answers the application with its files', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/incorporation/${companyC}`, headers: as('admin') });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminIncorporationResponse>();
    expect(body.session?.id).toBe(sessionId);
    const files = body.session?.directorData[0]?.files ?? {};
    expect(Object.keys(files).sort()).toEqual(['passport', 'proofOfAddress']);
    const none = await t.app.inject({ method: 'GET', url: `/api/admin/incorporation/${w.companyA.id}`, headers: as('admin') });
    expect(none.json<AdminIncorporationResponse>().session).toBeNull();
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/incorporation/3f0b1c9e-5a1d-4c7e-9a43-2f5b8d6e7a10', headers: as('admin') });
    expect(missing.statusCode).toBe(404);
  });

  it('PUT /api/admin/incorporation/{id}/status refuses bad input and changes nothing', async () => {
    for (const payload of [{}, { newStatus: 'done' }, { newStatus: 'rejected' }, { newStatus: 'filed', remarks: 'x'.repeat(1001) }, { newStatus: 7 }]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/admin/incorporation/${companyC}/status`, headers: as('admin'), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [c] = await t.db.select().from(companies).where(eq(companies.id, companyC));
    expect(c?.incorporationStatus).toBe('kyc_review');
    expect(await auditCount('company.incorporation_status', companyC)).toBe(0);
  });

  it('PUT /api/admin/incorporation/{id}/status sets status and remarks, tells the client, writes an audit row', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/incorporation/${companyC}/status`,
      headers: as('admin'),
      payload: { newStatus: 'name_reserved', remarks: 'ACRA reserved the name for 120 days' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; incorporation: { incorporationStatus: string; statusRemarks: string } }>();
    expect(body.message).toBe('Incorporation status updated');
    expect(body.incorporation.incorporationStatus).toBe('name_reserved');
    expect(body.incorporation.statusRemarks).toBe('ACRA reserved the name for 120 days');
    expect(await auditCount('company.incorporation_status', companyC)).toBe(1);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, w.clientB.id));
    expect(notes.some((n) => n.message === 'ACRA reserved the name for 120 days')).toBe(true);
    // Incorporated: the onboarding company becomes active.
    const done = await t.app.inject({ method: 'PUT', url: `/api/admin/incorporation/${companyC}/status`, headers: as('admin'), payload: { newStatus: 'incorporated' } });
    expect(done.statusCode).toBe(200);
    const [c] = await t.db.select().from(companies).where(eq(companies.id, companyC));
    expect(c?.status).toBe('active');
    expect(c?.statusRemarks).toBeNull();
  });

  it('POST /api/admin/incorporation/{id}/generate-invoice issues a real invoice from the application, with its PDF', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/incorporation/${companyC}/generate-invoice`, headers: as('admin'), payload: {} });
    expect(res.statusCode).toBe(201);
    const body = res.json<GenerateInvoiceResponse>();
    expect(body.message).toBe('Invoice generated');
    expect(body.invoice.status).toBe('issued');
    expect(body.invoice.userId).toBe(w.clientB.id);
    expect(body.invoice.lines.length).toBeGreaterThanOrEqual(2);
    expect(body.invoice.totalMinor).toBeGreaterThan(0);
    const pdf = await t.app.inject({ method: 'GET', url: body.invoice.pdfUrl, headers: as('admin') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The client sees it as theirs and is told.
    const mine = await t.app.inject({ method: 'GET', url: body.invoice.pdfUrl, headers: w.auth(w.clientB) });
    expect(mine.statusCode).toBe(200);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, w.clientB.id));
    expect(notes.some((n) => n.title === `New invoice ${body.invoice.number}`)).toBe(true);
    expect(await auditCount('incorporation.invoice_generated', companyC)).toBe(1);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/incorporation/${companyC}`, headers: as('admin') });
    expect(detail.json<AdminIncorporationResponse>().invoices.map((i) => i.id)).toContain(body.invoice.id);
  });

  it('generate-invoice takes lines for a company without an application, and refuses bad input changing nothing', async () => {
    const noLines = await t.app.inject({ method: 'POST', url: `/api/admin/incorporation/${w.companyA.id}/generate-invoice`, headers: as('admin'), payload: {} });
    expect(noLines.statusCode).toBe(400);
    for (const payload of [
      { lines: [] },
      { lines: [{ description: '', unitPriceMinor: 100 }] },
      { lines: [{ description: 'Fee', unitPriceMinor: -1 }] },
      { lines: [{ description: 'Fee', unitPriceMinor: 1.5 }] },
      { lines: [{ description: 'Fee', unitPriceMinor: 100 }], currency: 'dollars' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/incorporation/${w.companyA.id}/generate-invoice`, headers: as('admin'), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.db.select().from(invoices).where(eq(invoices.companyId, w.companyA.id))).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/incorporation/${w.companyA.id}/generate-invoice`,
      headers: as('admin'),
      payload: { lines: [{ description: 'Registered office address (12 months)', quantity: 1, unitPriceMinor: 30000 }], dueDays: 7 },
    });
    expect(res.statusCode).toBe(201);
    const inv = res.json<GenerateInvoiceResponse>().invoice;
    expect(inv.currency).toBe('SGD');
    expect(inv.subtotalMinor).toBe(30000);
    expect(inv.taxMinor).toBe(2700);
  });
});
