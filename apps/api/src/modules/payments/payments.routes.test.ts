import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncorporationSession } from '@quayside/contract/incorporation';
import { incorporationMessages, invoiceMessages, nriOnboardingMessages, paymentMessages } from '@quayside/contract/messages';
import type { CreateOrderResponse, Payment } from '@quayside/contract/payments';
import { formatMoney } from '@quayside/contract/services';
import { seedServices } from '../../seed/seed';
import {
  auditLogs,
  companies,
  companyServices,
  directors,
  incorporationSessions,
  invoices,
  mailOutbox,
  notifications,
  nriFilings,
  nriTaxSessions,
  oneTimeCodes,
  passwordResets,
  paymentEvents,
  payments,
  shareholders,
  tasks,
  users,
} from '../../db/schema/index';
import { signAccessToken } from '../auth/auth.service';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { normalizeCompanyName } from '../../lib/company-name';
import { createReadySession, samplePdf, startSession, uniqueEmail, upload, verifyEmail } from '../incorporation/test-helpers';
import { issueInvoice } from '../invoices/invoices.service';
import { PAYER_COOKIE } from './payments.payer-cookie';
import { TEST_SIGNATURE_HEADER, buildTestEvent, signTestPayload } from './providers/test-provider';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  // PUBLIC_URL points nowhere: the test checkout delivers its webhook in-process (see payments.http.test.ts
  // for the delivery over real HTTP).
  t = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:9' });
  await seedServices(t.db);
  const admin = await createUser(t.db, { role: 'admin' });
  adminToken = await signAccessToken(t.deps.config.jwtSecret, admin, 900);
});
afterAll(async () => {
  await t.close();
});

const auth = (token?: string) => (token ? { headers: { authorization: `Bearer ${token}` } } : {});
const tokenFor = async (email: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return signAccessToken(t.deps.config.jwtSecret, u, 900);
};

async function order(sessionId: string, items?: unknown[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/create-incorporation-order',
    payload: { sessionId, ...(items ? { items } : {}) },
  });
}

/** The cookie the order's answer set in the payer's browser, as that browser sends it back. */
const payerCookie = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const c = res.cookies.find((x) => x.name === PAYER_COOKIE);
  return c ? `${c.name}=${c.value}` : '';
};

/** Presses a button on the hosted test checkout, as the payer's browser does (a plain form post). */
function pressCheckout(checkoutUrl: string, action: 'pay' | 'decline', reason = 'card_declined') {
  return t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, reason, card: '4242 4242 4242 4242' }).toString(),
  });
}

function signed(body: string, secret = t.deps.config.testPaymentSecret, timestamp?: number) {
  return {
    method: 'POST' as const,
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestPayload(secret, body, timestamp) },
    payload: body,
  };
}

const count = async (table: typeof companies | typeof invoices | typeof users | typeof paymentEvents) =>
  (await t.db.select().from(table)).length;

// Catalogue: 4 = 125000, 1 = 30000, 5 = 90000 (USD cents); Singapore GST 9%.
const SUBTOTAL = 125000 + 30000 + 90000;
const TAX = Math.round(SUBTOTAL * 0.09);

describe('POST /api/payment/create-incorporation-order', () => {
  it('creates the order priced from the catalogue, with the test checkout', async () => {
    const s = await createReadySession(t);
    const res = await order(s.id);
    expect(res.statusCode).toBe(201);
    const body = res.json() as CreateOrderResponse;
    expect(body.message).toBe(paymentMessages.success.created);
    expect(body.payment).toMatchObject({
      provider: 'test',
      purpose: 'incorporation',
      referenceId: s.id,
      status: 'created',
      currency: 'USD',
      subtotalMinor: SUBTOTAL,
      taxLabel: 'GST 9%',
      taxMinor: TAX,
      amountMinor: SUBTOTAL + TAX,
      email: s.contactEmail,
    });
    expect(body.payment.lines.map((l) => l.serviceId)).toEqual([4, 1, 5]);
    expect(body.checkout).toMatchObject({ provider: 'test', amountMinor: SUBTOTAL + TAX, currency: 'USD' });
    expect(body.checkout.checkoutUrl).toBe(`/api/payment/test-checkout/${body.checkout.orderId}`);
  });

  it('ignores prices sent by the browser: a tampered price changes nothing', async () => {
    const s = await createReadySession(t);
    const res = await order(s.id, [
      { id: 4, name: 'Company incorporation package', price: 1, currency: 'USD', quantity: 1 },
      { id: 5, name: 'Company secretary (Singapore)', price: -90000, quantity: 100 },
    ]);
    expect(res.statusCode).toBe(201);
    const { payment } = res.json() as CreateOrderResponse;
    expect(payment.lines.map((l) => [l.serviceId, l.unitPriceMinor, l.quantity])).toEqual([
      [4, 125000, 1],
      [5, 90000, 1],
    ]);
    expect(payment.amountMinor).toBe(215000 + Math.round(215000 * 0.09));
    // The cart's ids became the selection.
    const resumed = await t.app.inject({ method: 'GET', url: `/api/incorporation/resume/${s.id}` });
    expect((resumed.json() as { session: IncorporationSession }).session.servicesSelected).toEqual([5]);
  });

  it('needs the e-mail verified and the application complete', async () => {
    const s = await startSession(t);
    const unverified = await order(s.id);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: incorporationMessages.errors.emailNotVerified });
    expect(await t.db.select().from(payments).where(eq(payments.referenceId, s.id))).toHaveLength(0);
    expect((await order('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await order('not-a-uuid')).statusCode).toBe(400);
    expect((await order(s.id, [{ id: 'four' }])).statusCode).toBe(400);
  });

  it('refuses a service of another jurisdiction sent in the cart', async () => {
    const s = await createReadySession(t);
    const res = await order(s.id, [{ id: 4 }, { id: 10 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(incorporationMessages.errors.wrongJurisdictionService('Free zone company setup (UAE)', 'United Arab Emirates'));
  });
});

describe('test checkout: GET and POST /api/payment/test-checkout/{orderId}', () => {
  it('shows a hosted page without inline scripts', async () => {
    const s = await createReadySession(t);
    const { checkout } = (await order(s.id)).json() as CreateOrderResponse;
    const page = await t.app.inject({ method: 'GET', url: checkout.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain(`Pay ${formatMoney(SUBTOTAL + TAX, 'USD')}`);
    expect(page.body).toContain('name="action" value="pay"');
    expect(page.body).toContain('name="action" value="decline"');
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/test-checkout/tpo_doesnotexist000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/test-checkout/<script>' })).statusCode).toBe(400);
  });

  it('Pay: a signed webhook completes the application and sets everything off, once', async () => {
    const email = uniqueEmail('payer');
    const s = await createReadySession(t, { email });
    const created = await order(s.id);
    const { payment, checkout } = created.json() as CreateOrderResponse;
    // The payer's browser: it placed the order, so it is told the whole payment.
    const headers = { cookie: payerCookie(created) };
    const before = { companies: await count(companies), invoices: await count(invoices), users: await count(users) };

    const res = await pressCheckout(checkout.checkoutUrl, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/incorporate/confirmation?session=${s.id}`);

    // The payment is paid, with its invoice and company.
    const status = await t.app.inject({ method: 'GET', url: `/api/payment/status/${payment.id}`, headers });
    const paid = (status.json() as { payment: Payment }).payment;
    expect(paid).toMatchObject({ status: 'paid', amountMinor: SUBTOTAL + TAX });
    expect(paid.invoiceNumber).toMatch(/^QS-\d{4}-\d{6}$/);
    expect(paid.companyId).toBeTruthy();
    // The confirmation page can poll by session id too.
    const bySession = await t.app.inject({ method: 'GET', url: `/api/payment/status/${s.id}`, headers });
    expect((bySession.json() as { payment: Payment }).payment.id).toBe(payment.id);

    // The session is completed.
    const complete = await t.app.inject({ method: 'POST', url: '/api/incorporation/complete', payload: { sessionId: s.id } });
    expect(complete.statusCode).toBe(200);
    expect(complete.json().message).toBe('Incorporation completed');
    expect(complete.json().session).toMatchObject({ status: 'completed', isCompleted: true, isPaid: true, paymentStatus: 'paid' });
    const frozen = await t.app.inject({ method: 'PUT', url: `/api/incorporation/update/${s.id}`, payload: { currentStep: 2 } });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe(incorporationMessages.errors.sessionCompleted);

    // The client account: created for the contact e-mail, must set a password, welcomed with a set-password link.
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'client', requiredChangePassword: true, isVerified: true, passwordHash: null });
    const [welcome] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, 'Welcome to Quayside%')));
    expect(welcome?.text).toMatch(/\/reset-password\?token=/);
    expect(welcome?.text).toContain(paid.invoiceNumber ?? 'missing');
    const [link] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user?.id ?? ''));
    expect(link?.purpose).toBe('setup');

    // The company, from the session: directors and shareholders with their KYC files, services, statuses.
    const [company] = await t.db.select().from(companies).where(eq(companies.id, paid.companyId ?? ''));
    expect(company).toMatchObject({ name: s.companyName, ownerId: user?.id, jurisdiction: 'SG', companyType: 'private_limited', status: 'onboarding', incorporationStatus: 'pending' });
    const [director] = await t.db.select().from(directors).where(eq(directors.companyId, company?.id ?? ''));
    expect(director).toMatchObject({ fullName: 'Mei Ling Tan', idType: 'passport', dateOfBirth: '1987-05-14' });
    expect(Object.keys(director?.files ?? {}).sort()).toEqual(['passport', 'proofOfAddress']);
    const [holder] = await t.db.select().from(shareholders).where(eq(shareholders.companyId, company?.id ?? ''));
    expect(holder).toMatchObject({ shares: 10000 });
    // A shareholder who is also a director carries the director's KYC files.
    expect(holder?.files.passport?.fileId).toBe(director?.files.passport?.fileId);
    const svc = await t.db.select().from(companyServices).where(eq(companyServices.companyId, company?.id ?? ''));
    expect(svc.map((x) => x.serviceId).sort((a, b) => a - b)).toEqual([1, 4, 5]);
    expect(svc.find((x) => x.serviceId === 5)?.renewsAt).toBeTruthy();
    expect(svc.find((x) => x.serviceId === 4)?.renewsAt).toBeNull();

    // The invoice: paid, with lines, tax and currency; the client can download it.
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, paid.invoiceId ?? ''));
    expect(invoice).toMatchObject({ status: 'paid', userId: user?.id, companyId: company?.id, currency: 'USD', subtotalMinor: SUBTOTAL, taxMinor: TAX, totalMinor: SUBTOTAL + TAX, taxLabel: 'GST 9%' });
    const clientToken = await tokenFor(email);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice?.id}/pdf`, ...auth(clientToken) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A notification for the client.
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, user?.id ?? ''));
    expect(note).toMatchObject({ title: 'Payment received', type: 'payment' });
    expect(note?.message).toContain(invoice?.number ?? 'missing');

    expect(await count(companies)).toBe(before.companies + 1);
    expect(await count(invoices)).toBe(before.invoices + 1);
    expect(await count(users)).toBe(before.users + 1);

    // Pressing Pay again does not pay twice.
    const again = await pressCheckout(checkout.checkoutUrl, 'pay');
    expect(again.headers.location).toBe(`/incorporate/confirmation?session=${s.id}`);
    expect(await count(companies)).toBe(before.companies + 1);
    expect(await count(invoices)).toBe(before.invoices + 1);
  });

  it('Decline: the payment fails, the session stays resumable and nothing is created; a retry can pay', async () => {
    const s = await createReadySession(t);
    const { payment, checkout } = (await order(s.id)).json() as CreateOrderResponse;
    const before = { companies: await count(companies), invoices: await count(invoices), users: await count(users) };
    const res = await pressCheckout(checkout.checkoutUrl, 'decline', 'insufficient_funds');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/incorporate?session=${s.id}&payment=declined`);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Your card has insufficient funds.' });
    const resumed = await t.app.inject({ method: 'GET', url: `/api/incorporation/resume/${s.id}` });
    expect(resumed.statusCode).toBe(200);
    expect((resumed.json() as { session: IncorporationSession }).session).toMatchObject({ status: 'in_progress', isPaid: false, paymentStatus: 'failed', currentStep: 7 });
    expect({ companies: await count(companies), invoices: await count(invoices), users: await count(users) }).toEqual(before);
    // The page says what happened and offers to try again.
    const page = await t.app.inject({ method: 'GET', url: checkout.checkoutUrl });
    expect(page.body).toContain('The last attempt failed');
    const retry = await pressCheckout(checkout.checkoutUrl, 'pay');
    expect(retry.headers.location).toBe(`/incorporate/confirmation?session=${s.id}`);
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'paid', failureReason: null });
  });
});

describe('POST /api/payment/webhook', () => {
  async function pendingOrder() {
    const s = await createReadySession(t);
    const body = (await order(s.id)).json() as CreateOrderResponse;
    return { session: s, ...body };
  }
  const paidEvent = (p: Payment, overrides: Partial<{ amountMinor: number; currency: string }> = {}) =>
    buildTestEvent({
      type: 'payment.succeeded',
      orderId: p.providerOrderId ?? '',
      reference: p.id,
      amountMinor: overrides.amountMinor ?? p.amountMinor,
      currency: overrides.currency ?? p.currency,
    });

  it('records a duplicate delivery once and changes nothing the second time', async () => {
    const { payment } = await pendingOrder();
    const body = JSON.stringify(paidEvent(payment));
    const first = await t.app.inject(signed(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false, outcome: 'paid' });
    const snapshot = { companies: await count(companies), invoices: await count(invoices), users: await count(users), events: await count(paymentEvents) };
    const second = await t.app.inject(signed(body));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, duplicate: true, outcome: 'duplicate' });
    // Two deliveries at once: still once.
    const [a, b] = await Promise.all([t.app.inject(signed(body)), t.app.inject(signed(body))]);
    expect([a.json().duplicate, b.json().duplicate]).toEqual([true, true]);
    // A different event for an already-paid order (late or reordered) is recorded but changes nothing.
    const late = await t.app.inject(signed(JSON.stringify(paidEvent(payment))));
    expect(late.json()).toMatchObject({ duplicate: false, outcome: 'ignored' });
    const lateFail = buildTestEvent({ type: 'payment.failed', orderId: payment.providerOrderId ?? '', reference: payment.id, amountMinor: payment.amountMinor, currency: 'USD', failureReason: 'late' });
    expect((await t.app.inject(signed(JSON.stringify(lateFail)))).json().outcome).toBe('ignored');
    expect({ companies: await count(companies), invoices: await count(invoices), users: await count(users), events: await count(paymentEvents) }).toEqual({ ...snapshot, events: snapshot.events + 2 });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('paid');
  });

  it('answers 400 to a bad signature and records nothing', async () => {
    const { payment } = await pendingOrder();
    const body = JSON.stringify(paidEvent(payment));
    const events = await count(paymentEvents);
    const cases = [
      signed(body, 'not-the-secret'),
      { ...signed(body), payload: body.replace(`"amount":${payment.amountMinor}`, '"amount":1') },
      signed(body, undefined, Math.floor(Date.now() / 1000) - 301),
      { method: 'POST' as const, url: '/api/payment/webhook', headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: 'garbage' }, payload: body },
      { method: 'POST' as const, url: '/api/payment/webhook', headers: { 'content-type': 'application/json' }, payload: body },
      { method: 'POST' as const, url: '/api/payment/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' }, payload: body },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_SIGNATURE');
    }
    expect(await count(paymentEvents)).toBe(events);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('created');
  });

  it('rejects a paid event whose amount or currency does not match the order', async () => {
    const { payment, session } = await pendingOrder();
    const cheap = await t.app.inject(signed(JSON.stringify(paidEvent(payment, { amountMinor: 100 }))));
    expect(cheap.json()).toMatchObject({ received: true, outcome: 'rejected' });
    const inr = await t.app.inject(signed(JSON.stringify(paidEvent(payment, { currency: 'INR' }))));
    expect(inr.json().outcome).toBe('rejected');
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('created');
    const [s] = await t.db.select().from(incorporationSessions).where(eq(incorporationSessions.id, session.id));
    expect(s).toMatchObject({ isPaid: false, isCompleted: false, companyId: null });
  });

  it('records an event for an unknown order without failing, and answers 400 to malformed signed bodies', async () => {
    const ghost = buildTestEvent({ type: 'payment.succeeded', orderId: 'tpo_nothinghere0000', reference: '00000000-0000-4000-8000-000000000000', amountMinor: 1, currency: 'USD' });
    expect((await t.app.inject(signed(JSON.stringify(ghost)))).json()).toMatchObject({ outcome: 'unknown_order' });
    for (const body of ['not json', '{"id":1}', '[]', '{"id":"x","type":"payment.succeeded","created":1,"data":{"object":{}}}']) {
      const res = await t.app.inject(signed(body));
      expect(res.statusCode, body).toBe(400);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/payment/webhook' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('what a payment and a completed application tell whoever has their id', () => {
  const status = (id: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/payment/status/${id}`, headers });

  it('answers only the status unless the caller placed the order in this browser or owns the payment', async () => {
    const email = uniqueEmail('private');
    const s = await createReadySession(t, { email });
    const created = await order(s.id);
    const cookie = payerCookie(created);
    const { payment, checkout } = created.json() as CreateOrderResponse;
    await pressCheckout(checkout.checkoutUrl, 'pay');

    // Anyone with the payment or session id, or a stranger signed in: the status, and nothing else.
    const stranger = await signAccessToken(t.deps.config.jwtSecret, await createUser(t.db, { role: 'client' }), 900);
    for (const [id, headers] of [
      [payment.id, {}],
      [s.id, {}],
      [s.id, { authorization: `Bearer ${stranger}` }],
      [s.id, { cookie: `${PAYER_COOKIE}=${payment.id}.${'0'.repeat(64)}` }],
    ] as const) {
      const res = await status(id, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ payment: { status: 'paid' } });
      expect(res.body).not.toContain(email);
    }
    // The browser that placed the order, its owner signed in, and an admin: the whole payment.
    const ownerToken = await tokenFor(email);
    const owners: Array<Record<string, string>> = [{ cookie }, { authorization: `Bearer ${ownerToken}` }, { authorization: `Bearer ${adminToken}` }];
    for (const headers of owners) {
      const res = await status(s.id, headers);
      expect((res.json() as { payment: Payment }).payment).toMatchObject({ id: payment.id, status: 'paid', email, invoiceNumber: expect.stringMatching(/^QS-/) });
    }
  });

  it('once completed, resume and complete answer its state only: no personal data, no file links', async () => {
    const email = uniqueEmail('done');
    const s = await createReadySession(t, { email });
    const { checkout } = (await order(s.id)).json() as CreateOrderResponse;
    await pressCheckout(checkout.checkoutUrl, 'pay');
    for (const res of [
      await t.app.inject({ method: 'GET', url: `/api/incorporation/resume/${s.id}` }),
      await t.app.inject({ method: 'POST', url: '/api/incorporation/complete', payload: { sessionId: s.id } }),
    ]) {
      expect(res.statusCode).toBe(200);
      const session = (res.json() as { session: IncorporationSession }).session;
      expect(session).toMatchObject({ id: s.id, status: 'completed', isCompleted: true, isPaid: true, paymentStatus: 'paid' });
      for (const personal of [email, 'Mei Ling Tan', 'K1234567A', s.companyName ?? 'missing', '/api/files/signed', '+65 9123 4567']) {
        expect(res.body, personal).not.toContain(personal);
      }
      expect(session).toMatchObject({ directorData: [], shareholderData: [], uploadedFiles: [], companyDetails: null, quote: null, companyId: null });
    }
    // The staff still see the whole application.
    const staging = await t.app.inject({ method: 'GET', url: `/api/incorporation/admin/staging/${s.id}`, ...auth(adminToken) });
    expect((staging.json() as { session: IncorporationSession }).session).toMatchObject({ contactEmail: email, companyName: s.companyName });
    expect(staging.body).toContain('/api/files/signed');
  });
});

describe('GET /api/payment/status/{id} and GET /api/payment/list', () => {
  it('lists a client their own payments and an admin everyone, with filters and cursor paging', async () => {
    const email = uniqueEmail('lister');
    const s1 = await createReadySession(t, { email });
    const o1 = (await order(s1.id)).json() as CreateOrderResponse;
    await pressCheckout(o1.checkout.checkoutUrl, 'pay');
    const clientToken = await tokenFor(email);
    const mine = await t.app.inject({ method: 'GET', url: '/api/payment/list', ...auth(clientToken) });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { payments: Payment[] }).payments.map((p) => p.id)).toEqual([o1.payment.id]);

    const all = await t.app.inject({ method: 'GET', url: '/api/payment/list?limit=2', ...auth(adminToken) });
    const page1 = all.json() as { payments: Payment[]; nextCursor: string | null; hasMore: boolean };
    expect(page1.payments).toHaveLength(2);
    expect(page1.hasMore).toBe(true);
    const page2 = await t.app.inject({ method: 'GET', url: `/api/payment/list?limit=2&cursor=${page1.nextCursor}`, ...auth(adminToken) });
    const ids2 = (page2.json() as { payments: Payment[] }).payments.map((p) => p.id);
    expect(ids2.some((id) => page1.payments.some((p) => p.id === id))).toBe(false);

    const failed = await t.app.inject({ method: 'GET', url: '/api/payment/list?status=failed&limit=100', ...auth(adminToken) });
    expect((failed.json() as { payments: Payment[] }).payments.every((p) => p.status === 'failed')).toBe(true);
    const byEmail = await t.app.inject({ method: 'GET', url: `/api/payment/list?q=${encodeURIComponent(email)}`, ...auth(adminToken) });
    expect((byEmail.json() as { payments: Payment[] }).payments.map((p) => p.id)).toEqual([o1.payment.id]);

    expect((await t.app.inject({ method: 'GET', url: '/api/payment/list' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/list?status=lost', ...auth(adminToken) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/list?cursor=xyz', ...auth(adminToken) })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/status/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(paymentMessages.errors.notFound);
  });
});

/** A client with an issued, unpaid invoice (USD 850.00 + GST 9%), and their Pay (POST /create-invoice-order). */
async function unpaidInvoice() {
  const owner = await createUser(t.db, { role: 'client' });
  const invoice = await issueInvoice(t.db, {
    userId: owner.id,
    lines: [{ serviceId: 7, description: 'Annual financial statements with XBRL (Singapore)', unitPriceMinor: 85000 }],
    currency: 'USD',
    taxRate: { rateBp: 900, label: 'GST 9%' },
    paid: false,
  });
  const token = await signAccessToken(t.deps.config.jwtSecret, owner, 900);
  const create = () => t.app.inject({ method: 'POST', url: '/api/payment/create-invoice-order', payload: { invoiceId: invoice.id }, ...auth(token) });
  return { owner, invoice, token, create };
}

describe('POST /api/payment/create-invoice-order', () => {
  it('lets the owner pay an issued invoice, which the webhook marks paid', async () => {
    const { owner, invoice, token: ownerToken } = await unpaidInvoice();
    const other = await createUser(t.db, { role: 'client' });
    const otherToken = await signAccessToken(t.deps.config.jwtSecret, other, 900);
    const denied = await t.app.inject({ method: 'POST', url: '/api/payment/create-invoice-order', payload: { invoiceId: invoice.id }, ...auth(otherToken) });
    expect(denied.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/create-invoice-order', payload: { invoiceId: invoice.id }, ...auth(ownerToken) });
    expect(res.statusCode).toBe(201);
    const body = res.json() as CreateOrderResponse;
    expect(body.payment).toMatchObject({ purpose: 'invoice', referenceId: invoice.id, amountMinor: 85000 + 7650, invoiceId: invoice.id });
    const pay = await pressCheckout(body.checkout.checkoutUrl, 'pay');
    expect(pay.headers.location).toBe(`/dashboard/client/invoices?invoice=${invoice.id}&payment=paid`);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe('paid');
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notes.map((n) => n.title)).toContain('Payment received');
    const again = await t.app.inject({ method: 'POST', url: '/api/payment/create-invoice-order', payload: { invoiceId: invoice.id }, ...auth(ownerToken) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(invoiceMessages.errors.alreadyPaid);
  });
});

describe('an incorporation after its order', () => {
  const MSG = incorporationMessages.errors;
  const R = paymentMessages.refundDue;
  const put = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/incorporation/update/${id}`, payload });
  const companiesOf = (userId: string) => t.db.select().from(companies).where(eq(companies.ownerId, userId));
  const staffRefundMails = (paymentId: string) =>
    t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, t.deps.config.STAFF_INBOX), eq(mailOutbox.subject, `Refund due: payment ${paymentId}`)));

  it('is held once ordered: its e-mail, people and files cannot change, and the payment fulfils what was ordered', async () => {
    const email = uniqueEmail('held');
    const victim = await createUser(t.db, { role: 'client' });
    const s = await createReadySession(t, { email });
    const { checkout } = (await order(s.id)).json() as CreateOrderResponse;
    for (const body of [{ contactEmail: victim.email }, { directorData: [] }, { shareholderData: [] }, { companyName: 'Another Name Pte. Ltd.' }]) {
      const res = await put(s.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json()).toMatchObject({ code: 'APPLICATION_HELD', message: MSG.heldForPayment });
    }
    const staged = await t.app.inject({ method: 'PUT', url: `/api/incorporation/admin/staging/${s.id}`, payload: { directorData: [] }, ...auth(adminToken) });
    expect(staged.statusCode).toBe(409);
    const file = await upload(t, s.id, { roleType: 'director', index: 0, fileType: 'passport' }, { filename: 'p.pdf', contentType: 'application/pdf', data: await samplePdf() });
    expect(file.statusCode).toBe(409);
    expect(file.json().code).toBe('APPLICATION_HELD');
    // The hold lapses (a payer who left the checkout can change the application later); the order stays as placed.
    await t.db.update(incorporationSessions).set({ heldUntil: new Date(Date.now() - 1000) }).where(eq(incorporationSessions.id, s.id));
    expect((await put(s.id, { contactNumber: '+65 6000 0000' })).statusCode).toBe(200);

    await pressCheckout(checkout.checkoutUrl, 'pay');
    const [owner] = await t.db.select().from(users).where(eq(users.email, email));
    const [company] = await companiesOf(owner?.id ?? '');
    expect(company?.name).toBe(s.companyName);
    expect(await t.db.select().from(directors).where(eq(directors.companyId, company?.id ?? ''))).toHaveLength(1);
    expect(await companiesOf(victim.id)).toHaveLength(0);
  });

  it("fulfils the order's own snapshot: an address changed after a declined attempt does not move the company", async () => {
    const email = uniqueEmail('snap');
    const victim = await createUser(t.db, { role: 'client' });
    const s = await createReadySession(t, { email });
    const first = (await order(s.id)).json() as CreateOrderResponse;
    await pressCheckout(first.checkout.checkoutUrl, 'decline');
    // The decline lets the visitor change the application again...
    const changed = await put(s.id, { contactEmail: victim.email, fullName: 'Someone Else' });
    expect(changed.statusCode).toBe(200);
    // ...but the first order, retried and paid, is still the order that was placed.
    await pressCheckout(first.checkout.checkoutUrl, 'pay');
    const [row] = await t.db.select().from(payments).where(eq(payments.id, first.payment.id));
    expect(row).toMatchObject({ status: 'paid', failureReason: null });
    const [owner] = await t.db.select().from(users).where(eq(users.email, email));
    expect(owner).toMatchObject({ fullName: 'Mei Ling Tan', role: 'client' });
    expect(row?.userId).toBe(owner?.id);
    const [company] = await companiesOf(owner?.id ?? '');
    expect(company).toMatchObject({ name: s.companyName, contactEmail: email });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, row?.invoiceId ?? ''));
    expect(invoice).toMatchObject({ userId: owner?.id });
    expect(invoice?.billTo).toMatchObject({ email, name: 'Mei Ling Tan' });
    expect(await companiesOf(victim.id)).toHaveLength(0);
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, victim.id))).toHaveLength(0);
  });

  it('re-checks at fulfilment: KYC files removed after the order, or a name taken since, make the payment a refund due', async () => {
    // People (and with them their KYC files) removed after a declined attempt.
    const emptied = await createReadySession(t);
    const a = (await order(emptied.id)).json() as CreateOrderResponse;
    await pressCheckout(a.checkout.checkoutUrl, 'decline');
    expect((await put(emptied.id, { directorData: [] })).statusCode).toBe(200);
    const before = await count(companies);
    await pressCheckout(a.checkout.checkoutUrl, 'pay');
    const [rowA] = await t.db.select().from(payments).where(eq(payments.id, a.payment.id));
    expect(rowA).toMatchObject({ status: 'paid', companyId: null, failureReason: R.applicationChanged });
    expect(await count(companies)).toBe(before);
    expect(await staffRefundMails(a.payment.id)).toHaveLength(1);
    const [sessionA] = await t.db.select().from(incorporationSessions).where(eq(incorporationSessions.id, emptied.id));
    expect(sessionA).toMatchObject({ isPaid: false, isCompleted: false, companyId: null });

    // The name registered by another company between the order and the payment.
    const named = await createReadySession(t);
    const b = (await order(named.id)).json() as CreateOrderResponse;
    await t.db.insert(companies).values({ name: named.companyName ?? '', normalizedName: normalizeCompanyName(named.companyName ?? ''), jurisdiction: 'SG' });
    await pressCheckout(b.checkout.checkoutUrl, 'pay');
    const [rowB] = await t.db.select().from(payments).where(eq(payments.id, b.payment.id));
    expect(rowB).toMatchObject({ status: 'paid', companyId: null, failureReason: R.applicationNameTaken });
    expect(await staffRefundMails(b.payment.id)).toHaveLength(1);
    const audit = await t.db.select().from(auditLogs).where(and(eq(auditLogs.targetId, b.payment.id), eq(auditLogs.action, 'payment.refund_due')));
    expect(audit).toHaveLength(1);
  });

  it('adds the company to an existing account only after a fresh code to its address, or for its signed-in owner', async () => {
    const existing = await createUser(t.db, { role: 'client' });
    // A verification a day and more old: the visitor is asked to verify the address again.
    const stale = await createReadySession(t, { email: existing.email });
    await t.db
      .update(incorporationSessions)
      .set({ emailVerifiedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(incorporationSessions.id, stale.id));
    const refused = await order(stale.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: MSG.verifyAgainForAccount });
    expect(await t.db.select().from(payments).where(eq(payments.referenceId, stale.id))).toHaveLength(0);
    const resumed = await t.app.inject({ method: 'GET', url: `/api/incorporation/resume/${stale.id}` });
    expect((resumed.json() as { session: IncorporationSession }).session.isEmailVerified).toBe(false);
    // A fresh code to that address (the first one was sent long enough ago): the company joins the account.
    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(oneTimeCodes.subject, stale.id));
    await verifyEmail(t, stale);
    const fresh = (await order(stale.id)).json() as CreateOrderResponse;
    await pressCheckout(fresh.checkout.checkoutUrl, 'pay');
    expect((await companiesOf(existing.id)).map((c) => c.name)).toEqual([stale.companyName]);

    // The account's owner, signed in, may order with an older verification.
    const mine = await createReadySession(t, { email: existing.email });
    await t.db
      .update(incorporationSessions)
      .set({ emailVerifiedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(incorporationSessions.id, mine.id));
    const ownerToken = await signAccessToken(t.deps.config.jwtSecret, existing, 900);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/payment/create-incorporation-order', payload: { sessionId: mine.id }, ...auth(ownerToken) });
    expect(signedIn.statusCode).toBe(201);
    await pressCheckout((signedIn.json() as CreateOrderResponse).checkout.checkoutUrl, 'pay');
    expect(await companiesOf(existing.id)).toHaveLength(2);
  });

  it('never adds a company to a staff account', async () => {
    const preparer = await createUser(t.db, { role: 'preparer' });
    const s = await createReadySession(t, { email: preparer.email });
    const res = await order(s.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: MSG.accountCannotHoldCompany });
    expect(await companiesOf(preparer.id)).toHaveLength(0);
  });
});

describe('one open order per invoice, and a second payment of a paid invoice', () => {
  it('answers the open order again instead of opening a second one, also when asked twice at once', async () => {
    const { invoice, create } = await unpaidInvoice();
    const first = await create();
    expect(first.statusCode).toBe(201);
    const again = await create();
    expect(again.statusCode).toBe(201);
    const [a, b] = await Promise.all([create(), create()]);
    const orders = [first, again, a, b].map((r) => r.json() as CreateOrderResponse);
    expect(new Set(orders.map((o) => o.payment.id)).size).toBe(1);
    expect(new Set(orders.map((o) => o.checkout.checkoutUrl)).size).toBe(1);
    const open = await t.db.select().from(payments).where(and(eq(payments.referenceId, invoice.id), eq(payments.status, 'created')));
    expect(open).toHaveLength(1);
    // Once that order has failed, paying again opens a new one.
    await pressCheckout(orders[0]?.checkout.checkoutUrl ?? '', 'decline');
    const retry = (await create()).json() as CreateOrderResponse;
    expect(retry.payment.id).not.toBe(orders[0]?.payment.id);
  });

  it('records a payment for an invoice already paid as refund due, audited and mailed to the staff', async () => {
    const { owner, invoice, create } = await unpaidInvoice();
    const first = (await create()).json() as CreateOrderResponse;
    await pressCheckout(first.checkout.checkoutUrl, 'decline');
    const second = (await create()).json() as CreateOrderResponse;
    expect(second.payment.id).not.toBe(first.payment.id);
    await pressCheckout(second.checkout.checkoutUrl, 'pay');
    const [paidInvoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paidInvoice?.status).toBe('paid');

    // The payer retries the first, failed order at the provider, and that attempt goes through too.
    const late = await pressCheckout(first.checkout.checkoutUrl, 'pay');
    expect(late.statusCode).toBe(303);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, first.payment.id));
    expect(row?.status).toBe('paid');
    expect(row?.failureReason).toBe(paymentMessages.refundDue.invoiceAlreadyPaid);
    const audit = await t.db.select().from(auditLogs).where(and(eq(auditLogs.targetId, first.payment.id), eq(auditLogs.action, 'payment.refund_due')));
    expect(audit).toHaveLength(1);
    const staff = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, t.deps.config.STAFF_INBOX), eq(mailOutbox.subject, `Refund due: payment ${first.payment.id}`)));
    expect(staff).toHaveLength(1);
    expect(staff[0]?.text).toContain(invoice.number);
    // The invoice keeps its first payment; the payer is not told twice that it was paid.
    const [still] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(still?.paidAt?.toISOString()).toBe(paidInvoice?.paidAt?.toISOString());
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notes.filter((n) => n.title === 'Payment received')).toHaveLength(1);
    const payerMails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, owner.email), like(mailOutbox.subject, 'Payment received%')));
    expect(payerMails).toHaveLength(1);
  });
});

describe('POST /api/payment/create-nri-order', () => {
  it('creates and settles an order for an NRI tax session', async () => {
    const [session] = await t.db
      .insert(nriTaxSessions)
      .values({ fullName: 'Rohan Mehta', contactEmail: uniqueEmail('nri'), isEmailVerified: true, incomeSources: ['salary', 'capital_gains'], isCompleted: true, completedAt: new Date() })
      .returning();
    if (!session) throw new Error('no nri session');
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/create-nri-order', payload: { sessionId: session.id } });
    expect(res.statusCode).toBe(201);
    const body = res.json() as CreateOrderResponse;
    expect(body.message).toBe(paymentMessages.success.nriCreated);
    const headers = { cookie: payerCookie(res) };
    expect(body.payment).toMatchObject({ purpose: 'nri', referenceId: session.id, amountMinor: 19900 + 34900, taxMinor: 0 });
    const pay = await pressCheckout(body.checkout.checkoutUrl, 'pay');
    expect(pay.headers.location).toBe(`/nri-tax/confirmation?session=${session.id}`);
    const [after] = await t.db.select().from(nriTaxSessions).where(eq(nriTaxSessions.id, session.id));
    expect(after?.isPaid).toBe(true);
    const status = await t.app.inject({ method: 'GET', url: `/api/payment/status/${session.id}`, headers });
    expect((status.json() as { payment: Payment }).payment.invoiceNumber).toMatch(/^QS-/);
    const twice = await t.app.inject({ method: 'POST', url: '/api/payment/create-nri-order', payload: { sessionId: session.id } });
    expect(twice.statusCode).toBe(409);

    // The payment opened the NRI client's account, their filing and its opening tasks, and mailed the set-password link.
    const [account] = await t.db.select().from(users).where(eq(users.email, session.contactEmail));
    expect(account).toMatchObject({ role: 'nri_client', passwordHash: null, isVerified: true });
    const filings = await t.db.select().from(nriFilings).where(eq(nriFilings.userId, account?.id ?? ''));
    expect(filings).toHaveLength(1);
    expect(filings[0]).toMatchObject({ sessionId: session.id, returnType: 'ITR-2', itrStatus: 'documents_pending' });
    const opening = await t.db.select().from(tasks).where(eq(tasks.userId, account?.id ?? ''));
    expect(opening).toHaveLength(2);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, body.payment.id));
    expect(row?.userId).toBe(account?.id);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, row?.invoiceId ?? ''));
    expect(invoice?.userId).toBe(account?.id);
    const [welcome] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, session.contactEmail));
    expect(welcome?.subject).toBe('Welcome to Quayside: set your password');
    expect(welcome?.text).toContain('Set your password here');
    expect(welcome?.text).toContain('AY ');
  });

  it("does not put the invoice in another account that has the session's address", async () => {
    const other = await createUser(t.db, { role: 'nri_client' });
    const [session] = await t.db
      .insert(nriTaxSessions)
      .values({ fullName: 'Rohan Mehta', contactEmail: other.email, isEmailVerified: true, incomeSources: ['salary'], isCompleted: true, completedAt: new Date() })
      .returning();
    const body = (await t.app.inject({ method: 'POST', url: '/api/payment/create-nri-order', payload: { sessionId: session?.id } })).json() as CreateOrderResponse;
    await pressCheckout(body.checkout.checkoutUrl, 'pay');
    const [row] = await t.db.select().from(payments).where(eq(payments.id, body.payment.id));
    expect(row).toMatchObject({ status: 'paid', userId: null });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, row?.invoiceId ?? ''));
    expect(invoice).toMatchObject({ status: 'paid', userId: null });
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, other.id))).toHaveLength(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, other.id))).toHaveLength(0);
    // The payer still gets the receipt at the address they gave.
    const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, other.email), like(mailOutbox.subject, 'Payment received%')));
    expect(mails).toHaveLength(1);
  });

  it("holds the session against the admin's corrections and deletion while the payer is at the checkout; a decline lets go", async () => {
    const [session] = await t.db
      .insert(nriTaxSessions)
      .values({ fullName: 'Held Payer', contactEmail: uniqueEmail('nri-held'), isEmailVerified: true, incomeSources: ['salary'], isCompleted: true, completedAt: new Date() })
      .returning();
    if (!session) throw new Error('no nri session');
    const admin = auth(adminToken);
    const correct = () => t.app.inject({ method: 'PUT', url: `/api/staging-nri/admin/staging/${session.id}`, payload: { fullName: 'Changed Name' }, ...admin });
    const first = (await t.app.inject({ method: 'POST', url: '/api/payment/create-nri-order', payload: { sessionId: session.id } })).json() as CreateOrderResponse;
    for (const res of [await correct(), await t.app.inject({ method: 'DELETE', url: `/api/staging-nri/delete/${session.id}`, ...admin })]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'APPLICATION_HELD', message: nriOnboardingMessages.errors.heldForPayment });
    }
    const [held] = await t.db.select().from(nriTaxSessions).where(eq(nriTaxSessions.id, session.id));
    expect(held).toMatchObject({ fullName: 'Held Payer', orderPaymentId: first.payment.id });
    // Declined: the hold goes, and the admin can correct the session again.
    await pressCheckout(first.checkout.checkoutUrl, 'decline');
    const [released] = await t.db.select().from(nriTaxSessions).where(eq(nriTaxSessions.id, session.id));
    expect(released).toMatchObject({ orderPaymentId: null, heldUntil: null });
    expect((await correct()).statusCode).toBe(200);
    // A new order holds it again; when the hold lapses, the admin may correct it.
    await t.app.inject({ method: 'POST', url: '/api/payment/create-nri-order', payload: { sessionId: session.id } });
    expect((await correct()).statusCode).toBe(409);
    await t.db.update(nriTaxSessions).set({ heldUntil: new Date(Date.now() - 1000) }).where(eq(nriTaxSessions.id, session.id));
    expect((await correct()).statusCode).toBe(200);
  });

  it('needs a verified NRI session', async () => {
    const [session] = await t.db.insert(nriTaxSessions).values({ fullName: 'A B', contactEmail: uniqueEmail('nri') }).returning();
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/create-nri-order', payload: { sessionId: session?.id } });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/create-nri-order', payload: { sessionId: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(404);
  });
});

describe('PAYMENT_PROVIDER without keys', () => {
  it('answers 503 naming what to configure', async () => {
    const stripeApp = await createTestApp({ PAYMENT_PROVIDER: 'stripe', PUBLIC_URL: 'http://127.0.0.1:9' });
    try {
      await seedServices(stripeApp.db);
      const s = await createReadySession(stripeApp);
      const res = await stripeApp.app.inject({ method: 'POST', url: '/api/payment/create-incorporation-order', payload: { sessionId: s.id } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED', message: paymentMessages.errors.providerNotConfigured('Stripe') });
      // Test-provider webhooks are not accepted when another provider is configured.
      const body = JSON.stringify(buildTestEvent({ type: 'payment.succeeded', orderId: 'tpo_x', reference: s.id, amountMinor: 1, currency: 'USD' }));
      const hook = await stripeApp.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestPayload(stripeApp.deps.config.testPaymentSecret, body) },
        payload: body,
      });
      expect(hook.statusCode).toBe(400);
    } finally {
      await stripeApp.close();
    }
  });
});
