import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { formatMoney } from '@quayside/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages } from '@quayside/contract/messages';
import { companies, roleAssignments } from '../../db/schema/index';
import { normalizeCompanyName } from '../../lib/company-name';
import { signAccessToken, type Actor } from '../auth/auth.service';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getInvoiceForActor, issueInvoice, listInvoicesForUser, renderInvoicePdf } from './invoices.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type U = Awaited<ReturnType<typeof createUser>>;
const actor = (u: U): Actor => ({ id: u.id, email: u.email, fullName: u.fullName, role: u.role as Actor['role'], user: u });
const line = (description: string, unitPriceMinor: number, quantity = 1) => ({ description, unitPriceMinor, quantity });

async function company(ownerId: string, opts: { preparerId?: string; jurisdiction?: string } = {}) {
  const name = `Invoice Test ${Math.random().toString(36).slice(2, 8)} Pte. Ltd.`;
  const [row] = await t.db
    .insert(companies)
    .values({ name, normalizedName: normalizeCompanyName(name), jurisdiction: opts.jurisdiction ?? 'SG', ownerId, preparerId: opts.preparerId ?? null, registeredAddress: '1 Fullerton Road, Singapore 049213' })
    .returning();
  if (!row) throw new Error('no company');
  return row;
}

describe('issueInvoice', () => {
  it('numbers invoices sequentially per year and totals lines and tax', async () => {
    const user = await createUser(t.db);
    const c = await company(user.id);
    const a = await issueInvoice(t.db, { userId: user.id, companyId: c.id, lines: [line('Company secretary (Singapore)', 90000), line('Registered office address (Singapore)', 30000)], currency: 'usd', paid: true, now: new Date('2031-03-01T10:00:00Z') });
    const b = await issueInvoice(t.db, { userId: user.id, lines: [line('Payroll processing', 8000, 12)], currency: 'USD', paid: false, now: new Date('2031-06-01T10:00:00Z') });
    const next = await issueInvoice(t.db, { userId: user.id, lines: [line('Bookkeeping', 180000)], currency: 'USD', paid: false, now: new Date('2032-01-02T10:00:00Z') });
    expect(a.number).toBe('QS-2031-000001');
    expect(b.number).toBe('QS-2031-000002');
    expect(next.number).toBe('QS-2032-000001');
    // Tax from the company's jurisdiction (Singapore GST 9%); none without a company.
    expect(a).toMatchObject({ status: 'paid', currency: 'USD', subtotalMinor: 120000, taxRateBp: 900, taxLabel: 'GST 9%', taxMinor: 10800, totalMinor: 130800, companyName: c.name });
    expect(a.paidAt).toBe('2031-03-01T10:00:00.000Z');
    expect(a.billTo).toMatchObject({ name: user.fullName, email: user.email, company: c.name, address: '1 Fullerton Road, Singapore 049213' });
    expect(b).toMatchObject({ status: 'issued', subtotalMinor: 96000, taxMinor: 0, totalMinor: 96000, paidAt: null });
    expect(b.dueAt).toBe('2031-06-15T10:00:00.000Z');
    expect(b.lines[0]).toMatchObject({ quantity: 12, unitPriceMinor: 8000, amountMinor: 96000 });
    expect(a.pdfUrl).toBe(`/api/invoices/${a.id}/pdf`);
    // Lines keep the order they were issued in.
    expect(a.lines.map((l) => l.description)).toEqual(['Company secretary (Singapore)', 'Registered office address (Singapore)']);
  });

  it('gives concurrent issues distinct consecutive numbers', async () => {
    const user = await createUser(t.db);
    const now = new Date('2040-05-05T00:00:00Z');
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) => issueInvoice(t.db, { userId: user.id, lines: [line(`Line ${i}`, 1000)], currency: 'USD', paid: false, now })),
    );
    const numbers = made.map((m) => m.number).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `QS-2040-${String(i + 1).padStart(6, '0')}`));
  });

  it('refuses an invoice without lines or with fractional amounts', async () => {
    await expect(issueInvoice(t.db, { userId: null, lines: [], currency: 'USD', paid: false })).rejects.toMatchObject({ statusCode: 400, message: invoiceMessages.errors.noLines });
    await expect(issueInvoice(t.db, { userId: null, lines: [line('x', 10.5)], currency: 'USD', paid: false })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('listInvoicesForUser', () => {
  it("pages a user's invoices newest first and only theirs", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    for (let i = 0; i < 5; i += 1) {
      await issueInvoice(t.db, { userId: user.id, lines: [line(`Service ${i}`, 1000 * (i + 1))], currency: 'USD', paid: i % 2 === 0, now: new Date(Date.UTC(2033, 0, i + 1)) });
    }
    await issueInvoice(t.db, { userId: other.id, lines: [line('Theirs', 1000)], currency: 'USD', paid: false });
    const page1 = await listInvoicesForUser(t.db, { userId: user.id, limit: 3 });
    expect(page1.invoices.map((i) => i.lines[0]?.description)).toEqual(['Service 4', 'Service 3', 'Service 2']);
    expect(page1.hasMore).toBe(true);
    const page2 = await listInvoicesForUser(t.db, { userId: user.id, limit: 3, cursor: page1.nextCursor ?? undefined });
    expect(page2.invoices.map((i) => i.lines[0]?.description)).toEqual(['Service 1', 'Service 0']);
    expect(page2.nextCursor).toBeNull();
    const paid = await listInvoicesForUser(t.db, { userId: user.id, status: 'paid' });
    expect(paid.invoices).toHaveLength(3);
  });
});

describe('getInvoiceForActor and GET /api/invoices/{id}', () => {
  it('lets the owner and the staff who reach the company see it; 404 for everyone else', async () => {
    const owner = await createUser(t.db);
    const stranger = await createUser(t.db);
    const admin = await createUser(t.db, { role: 'admin' });
    const preparer = await createUser(t.db, { role: 'preparer' });
    const otherPreparer = await createUser(t.db, { role: 'preparer' });
    const approver = await createUser(t.db, { role: 'approver' });
    await t.db.insert(roleAssignments).values({ kind: 'preparer_approver', preparerId: preparer.id, targetId: approver.id });
    const c = await company(owner.id, { preparerId: preparer.id });
    const invoice = await issueInvoice(t.db, { userId: owner.id, companyId: c.id, lines: [line('Corporate tax filing', 75000)], currency: 'USD', paid: false });

    for (const u of [owner, admin, preparer, approver]) {
      await expect(getInvoiceForActor(t.db, actor(u), invoice.id)).resolves.toMatchObject({ id: invoice.id });
    }
    for (const u of [stranger, otherPreparer]) {
      await expect(getInvoiceForActor(t.db, actor(u), invoice.id)).rejects.toMatchObject({ statusCode: 404, message: invoiceMessages.errors.notFound });
    }

    const token = (u: U) => signAccessToken(t.deps.config.jwtSecret, u, 900);
    const get = async (url: string, u?: U) =>
      t.app.inject({ method: 'GET', url, ...(u ? { headers: { authorization: `Bearer ${await token(u)}` } } : {}) });
    expect((await get(`/api/invoices/${invoice.id}`, owner)).json().invoice).toMatchObject({ number: invoice.number, totalMinor: 81750 });
    expect((await get(`/api/invoices/${invoice.id}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/invoices/${invoice.id}`)).statusCode).toBe(401);
    expect((await get('/api/invoices/not-a-uuid', owner)).statusCode).toBe(400);
    const pdf = await get(`/api/invoices/${invoice.id}/pdf?download=1`, preparer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect((await get(`/api/invoices/${invoice.id}/pdf`, otherPreparer)).statusCode).toBe(404);
  });
});

describe('renderInvoicePdf', () => {
  it('renders a real PDF, across pages for long invoices, whatever the characters', async () => {
    const user = await createUser(t.db, { fullName: '王小明 Wáng Xiǎomíng' });
    const lines = Array.from({ length: 45 }, (_, i) => line(`Monthly bookkeeping for period ${i + 1}, including bank reconciliation of every account held with DBS, OCBC and UOB — “quoted” ₹ note`, 15000));
    const invoice = await issueInvoice(t.db, { userId: user.id, lines, currency: 'SGD', paid: true });
    const pdf = await renderInvoicePdf(t.db, invoice.id);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toBe(`Invoice ${invoice.number}`);
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });

  it('prints every amount with the one money formatter (ISO code, never a bare "$")', async () => {
    const user = await createUser(t.db);
    const c = await company(user.id);
    const invoice = await issueInvoice(t.db, { userId: user.id, companyId: c.id, lines: [line('Company secretary (Singapore), annual', 180000)], currency: 'SGD', paid: false });
    const doc = await PDFDocument.load(await renderInvoicePdf(t.db, invoice.id));
    // The page's drawn text: pdf-lib writes standard-font text as hex strings of WinAnsi bytes in Flate streams.
    const shown = doc.context
      .enumerateIndirectObjects()
      .flatMap(([, obj]) => (obj instanceof PDFRawStream ? [inflateSync(Buffer.from(obj.contents)).toString('latin1')] : []))
      .flatMap((content) => [...content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')));
    for (const amount of [180000, 16200, 196200]) expect(shown).toContain(formatMoney(amount, 'SGD'));
    expect(shown).toContain('GST 9%');
    expect(shown.join(' ')).not.toMatch(/\$|S\$/);
  });
});
