import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, CompanyService, CompanyServiceQuoteResponse } from '@quayside/contract/companies';
import type { Invoice } from '@quayside/contract/invoices';
import { companyMessages } from '@quayside/contract/messages';
import type { CreateOrderResponse, Payment } from '@quayside/contract/payments';
import { seedServices } from '../../seed/seed';
import { actions, companyServices, invoices, notifications } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildTestEvent, signTestPayload, TEST_SIGNATURE_HEADER } from '../payments/providers/test-provider';
import { createWorld, insertCompany, type World } from './companies.test-helpers';

/**
 * Issue 12, item 2: adding a service is a purchase. The price shown (with tax) is the invoice's total; the service
 * is not active until the invoice is paid (the payments module's invoice order and its signed webhook); a paid
 * service cannot be removed: the client files a cancellation request that staff handle.
 */

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:9' });
  await seedServices(t.db);
  w = await createWorld(t);
});
afterAll(async () => {
  await t.close();
});

const E = companyMessages.errors;
// Catalogue (seed): 5 = Company secretary (Singapore), USD 900.00 a year; 1 = Registered office address (Singapore), USD 300.00 a year.
const SECRETARY = 5;
const OFFICE = 1;
const ADDRESS = '30 Raffles Place, #17-04 Chevron House, Singapore 048622';

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, user: { id: string }, payload?: unknown) =>
  t.app.inject({ method, url, headers: w.auth(user), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const servicesOf = async (companyId: string, user: { id: string }) =>
  ((await inject('GET', `/api/companies/${companyId}`, user)).json() as { company: Company }).company.companyServices;
const serviceOn = async (companyId: string, serviceId: number, user: { id: string }) =>
  (await servicesOf(companyId, user)).find((s) => s.serviceId === serviceId);

/** The payment's signed webhook, as the test provider delivers it (a recorded payload, signed with the secret). */
function webhook(payment: Payment, type: 'payment.succeeded' | 'payment.failed') {
  const body = JSON.stringify(
    buildTestEvent({ type, orderId: payment.providerOrderId ?? '', reference: payment.id, amountMinor: payment.amountMinor, currency: payment.currency, failureReason: type === 'payment.failed' ? 'card_declined' : undefined }),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestPayload(t.deps.config.testPaymentSecret, body) },
    payload: body,
  });
}

/** Adds a service as the client of company A (with the billing address typed in the confirmation) and pays it. */
async function addAndPay(companyId: string, serviceId: number) {
  const added = await inject('POST', `/api/companies/${companyId}/services/${serviceId}`, w.clientA, { billingAddress: ADDRESS });
  expect(added.statusCode).toBe(201);
  const { invoice } = added.json() as { invoice: Invoice };
  const order = await inject('POST', '/api/payment/create-invoice-order', w.clientA, { invoiceId: invoice.id });
  expect(order.statusCode).toBe(201);
  const { payment } = order.json() as CreateOrderResponse;
  expect((await webhook(payment, 'payment.succeeded')).statusCode).toBe(200);
  return invoice;
}

describe('adding a service: GET .../quote, then POST /api/companies/:id/services/:serviceId', () => {
  it('shows the price with GST, and the invoice issued on confirming charges exactly that, billed to the address entered', async () => {
    const q = await inject('GET', `/api/companies/${w.companyA.id}/services/${SECRETARY}/quote`, w.clientA);
    expect(q.statusCode).toBe(200);
    const { quote, service } = q.json() as CompanyServiceQuoteResponse;
    expect(service.id).toBe(SECRETARY);
    expect(quote).toMatchObject({ currency: 'USD', subtotalMinor: 90000, taxLabel: 'GST 9%', taxRateBp: 900, taxMinor: 8100, totalMinor: 98100 });

    const add = await inject('POST', `/api/companies/${w.companyA.id}/services/${SECRETARY}`, w.clientA, { billingAddress: ADDRESS });
    expect(add.statusCode).toBe(201);
    const body = add.json() as { message: string; service: CompanyService; invoice: Invoice };
    expect(body.message).toBe(companyMessages.success.serviceAdded);
    expect(body.invoice).toMatchObject({
      status: 'issued',
      userId: w.clientA.id,
      companyId: w.companyA.id,
      currency: quote.currency,
      subtotalMinor: quote.subtotalMinor,
      taxLabel: quote.taxLabel,
      taxMinor: quote.taxMinor,
      totalMinor: quote.totalMinor,
    });
    expect(body.invoice.billTo.address).toBe(ADDRESS);
    expect(body.invoice.lines).toEqual([expect.objectContaining({ serviceId: SECRETARY, description: 'Company secretary (Singapore), annual', unitPriceMinor: 90000 })]);
    expect(body.service).toMatchObject({ serviceId: SECRETARY, status: 'pending_payment', invoiceId: body.invoice.id });
    // The client's invoice list has it, unpaid.
    const list = await inject('GET', '/api/client/invoices', w.clientA);
    expect((list.json() as { invoices: Invoice[] }).invoices.find((i) => i.id === body.invoice.id)?.status).toBe('issued');
  });

  it('keeps an unpaid service inactive, also after a declined payment, and activates it when the payment is received', async () => {
    const add = await inject('POST', `/api/companies/${w.companyA.id}/services/${OFFICE}`, w.clientA, { billingAddress: ADDRESS });
    const { invoice } = add.json() as { invoice: Invoice };
    expect((await serviceOn(w.companyA.id, OFFICE, w.clientA))?.status).toBe('pending_payment');

    const first = (await inject('POST', '/api/payment/create-invoice-order', w.clientA, { invoiceId: invoice.id })).json() as CreateOrderResponse;
    expect(first.payment).toMatchObject({ purpose: 'invoice', invoiceId: invoice.id, amountMinor: invoice.totalMinor });
    expect((await webhook(first.payment, 'payment.failed')).statusCode).toBe(200);
    expect((await serviceOn(w.companyA.id, OFFICE, w.clientA))?.status).toBe('pending_payment');

    const second = (await inject('POST', '/api/payment/create-invoice-order', w.clientA, { invoiceId: invoice.id })).json() as CreateOrderResponse;
    expect(second.payment.id).not.toBe(first.payment.id);
    expect((await webhook(second.payment, 'payment.succeeded')).statusCode).toBe(200);
    const active = await serviceOn(w.companyA.id, OFFICE, w.clientA);
    expect(active).toMatchObject({ status: 'active', invoiceId: invoice.id });
    expect(active?.renewsAt).not.toBeNull();
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe('paid');
  });

  it('bills the registered address when none is typed, and refuses a bad one without adding anything', async () => {
    const c = await insertCompany(t.db, { ownerId: w.clientA.id, registeredAddress: '1 Fullerton Road, Singapore 049213' });
    const bad = await inject('POST', `/api/companies/${c.id}/services/${SECRETARY}`, w.clientA, { billingAddress: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(await servicesOf(c.id, w.clientA)).toEqual([]);
    const add = await inject('POST', `/api/companies/${c.id}/services/${SECRETARY}`, w.clientA, {});
    expect((add.json() as { invoice: Invoice }).invoice.billTo.address).toBe('1 Fullerton Road, Singapore 049213');
    const dup = await inject('POST', `/api/companies/${c.id}/services/${SECRETARY}`, w.clientA, {});
    expect(dup.statusCode).toBe(409);
    expect((await t.db.select().from(invoices).where(eq(invoices.companyId, c.id))).length).toBe(1);
  });

  it('withdraws an unpaid service: the row goes and its invoice is cancelled', async () => {
    const c = await insertCompany(t.db, { ownerId: w.clientA.id });
    const { invoice } = (await inject('POST', `/api/companies/${c.id}/services/${SECRETARY}`, w.clientA, {})).json() as { invoice: Invoice };
    const del = await inject('DELETE', `/api/companies/${c.id}/services/${SECRETARY}`, w.clientA);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ message: companyMessages.success.serviceRemoved, service: { status: 'removed' } });
    expect(await servicesOf(c.id, w.clientA)).toEqual([]);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe('void');
    const pay = await inject('POST', '/api/payment/create-invoice-order', w.clientA, { invoiceId: invoice.id });
    expect(pay.statusCode).toBe(409);
  });

  it('answers 404 on another client\'s company and for an unknown service, 400 for one of another jurisdiction', async () => {
    expect((await inject('GET', `/api/companies/${w.companyB.id}/services/${SECRETARY}/quote`, w.clientA)).statusCode).toBe(404);
    expect((await inject('GET', `/api/companies/${w.companyA.id}/services/9999/quote`, w.clientA)).statusCode).toBe(404);
    const ae = await insertCompany(t.db, { ownerId: w.clientA.id, jurisdiction: 'AE' });
    const wrong = await inject('GET', `/api/companies/${ae.id}/services/${SECRETARY}/quote`, w.clientA);
    expect(wrong.statusCode).toBe(400);
    expect((await inject('POST', `/api/companies/${ae.id}/services/${SECRETARY}`, w.clientA, {})).statusCode).toBe(400);
  });
});

describe('a paid service: DELETE refused, POST .../cancellation for staff to handle', () => {
  it('refuses to remove a paid service and files a cancellation request as an action for the preparer', async () => {
    const c = await insertCompany(t.db, { name: 'Cancel Me Pte. Ltd.', ownerId: w.clientA.id, preparerId: w.preparerA.id });
    await addAndPay(c.id, SECRETARY);
    expect((await serviceOn(c.id, SECRETARY, w.clientA))?.status).toBe('active');

    const del = await inject('DELETE', `/api/companies/${c.id}/services/${SECRETARY}`, w.clientA);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(E.servicePaid);
    expect((await serviceOn(c.id, SECRETARY, w.clientA))?.status).toBe('active');
    // Staff do not cancel a paid service the client has not asked to cancel.
    const staffEarly = await inject('DELETE', `/api/companies/${c.id}/services/${SECRETARY}`, w.preparerA);
    expect(staffEarly.statusCode).toBe(409);
    expect(staffEarly.json().message).toBe(E.cancellationNotRequested);

    const req = await inject('POST', `/api/companies/${c.id}/services/${SECRETARY}/cancellation`, w.clientA, { reason: 'We appointed an in-house secretary.' });
    expect(req.statusCode).toBe(200);
    expect(req.json()).toMatchObject({ message: companyMessages.success.cancellationRequested, service: { status: 'cancellation_requested' } });
    const filed = await t.db.select().from(actions).where(and(eq(actions.userId, w.preparerA.id), eq(actions.companyId, c.id)));
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ type: 'request', createdById: w.clientA.id, clientAck: false, title: 'Cancellation requested: Company secretary (Singapore)' });
    expect(filed[0]?.message).toContain('We appointed an in-house secretary.');
    const again = await inject('POST', `/api/companies/${c.id}/services/${SECRETARY}/cancellation`, w.clientA, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(E.cancellationAlreadyRequested);
    expect((await inject('DELETE', `/api/companies/${c.id}/services/${SECRETARY}`, w.clientA)).statusCode).toBe(409);

    // The preparer handles it: the service is cancelled, kept on record, and the client told.
    const handled = await inject('DELETE', `/api/companies/${c.id}/services/${SECRETARY}`, w.preparerA);
    expect(handled.statusCode).toBe(200);
    expect(handled.json().service.status).toBe('cancelled');
    const [kept] = await t.db.select().from(companyServices).where(and(eq(companyServices.companyId, c.id), eq(companyServices.serviceId, SECRETARY)));
    expect(kept).toMatchObject({ status: 'cancelled', renewsAt: null });
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, w.clientA.id), eq(notifications.title, 'Service cancelled')));
    expect(told).toHaveLength(1);
    expect((await inject('DELETE', `/api/companies/${c.id}/services/${SECRETARY}`, w.clientA)).json().message).toBe(E.serviceAlreadyCancelled);
  });

  it('treats a service paid with the incorporation (no invoice of its own) as paid, and sends the request to the admins when there is no preparer', async () => {
    const c = await insertCompany(t.db, { ownerId: w.clientA.id });
    await t.db.insert(companyServices).values({ companyId: c.id, serviceId: OFFICE, priceMinor: 30000, currency: 'USD' });
    expect((await inject('DELETE', `/api/companies/${c.id}/services/${OFFICE}`, w.clientA)).statusCode).toBe(409);
    const req = await inject('POST', `/api/companies/${c.id}/services/${OFFICE}/cancellation`, w.clientA, {});
    expect(req.statusCode).toBe(200);
    const toAdmin = await t.db.select().from(actions).where(and(eq(actions.userId, w.admin.id), eq(actions.companyId, c.id)));
    expect(toAdmin).toHaveLength(1);
  });

  it('lets only the owner ask, and only for an active service', async () => {
    const c = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerA.id });
    await inject('POST', `/api/companies/${c.id}/services/${SECRETARY}`, w.clientA, {});
    const unpaid = await inject('POST', `/api/companies/${c.id}/services/${SECRETARY}/cancellation`, w.clientA, {});
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(E.cancellationNotPossible);
    expect((await inject('POST', `/api/companies/${c.id}/services/${SECRETARY}/cancellation`, w.clientB, {})).statusCode).toBe(404);
    expect((await inject('POST', `/api/companies/${c.id}/services/${SECRETARY}/cancellation`, w.preparerA, {})).statusCode).toBe(403);
    expect((await inject('POST', `/api/companies/${c.id}/services/${SECRETARY}/cancellation`, w.clientA, { reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await inject('POST', `/api/companies/${c.id}/services/${OFFICE}/cancellation`, w.clientA, {})).statusCode).toBe(404);
  });
});
