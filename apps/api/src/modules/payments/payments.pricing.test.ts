import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse } from '@quayside/contract/payments';
import type { Service } from '@quayside/contract/services';
import { estimateIncorporationCost } from '@quayside/contract/tools-incorporation-estimate';
import { seedServices } from '../../seed/seed';
import { invoices, payments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { completeDetails, createReadySession, uniqueEmail } from '../incorporation/test-helpers';

/**
 * Issue 12, item 3: what the client is shown is what the invoice charges. The public estimator's total (its own
 * GST line included) is the paid incorporation invoice's total, and the invoice bills the address the applicant
 * entered.
 */

let t: TestApp;
beforeAll(async () => {
  // PUBLIC_URL points nowhere: the test checkout delivers its signed webhook in-process (payments.routes.test.ts).
  t = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:9' });
  await seedServices(t.db);
});
afterAll(async () => {
  await t.close();
});

/** Orders the session and pays it on the test checkout; answers the paid invoice. */
async function orderAndPay(sessionId: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/payment/create-incorporation-order', payload: { sessionId } });
  expect(res.statusCode, res.body).toBe(201);
  const { checkout, payment } = res.json() as CreateOrderResponse;
  await t.app.inject({
    method: 'POST',
    url: checkout.checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', card: '4242 4242 4242 4242' }).toString(),
  });
  const [paid] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
  expect(paid?.status).toBe('paid');
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, paid?.invoiceId ?? ''));
  if (!invoice) throw new Error('no invoice for the payment');
  return { invoice, payment };
}

async function catalogue(): Promise<Service[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/services' });
  return (res.json() as { services: Service[] }).services;
}

describe('the estimator and the invoice', () => {
  it("charges on the invoice exactly the estimator's first-year total with Singapore's GST", async () => {
    const selected = [1, 5];
    const estimate = estimateIncorporationCost(await catalogue(), 'SG', selected);
    const s = await createReadySession(t, { servicesSelected: selected });
    const { invoice, payment } = await orderAndPay(s.id);
    expect(estimate.taxLabel).toBe('GST 9%');
    expect(invoice).toMatchObject({
      currency: estimate.currency,
      subtotalMinor: estimate.firstYearMinor,
      taxLabel: estimate.taxLabel,
      taxRateBp: estimate.taxRateBp,
      taxMinor: estimate.taxMinor,
      totalMinor: estimate.firstYearTotalMinor,
    });
    expect(payment.amountMinor).toBe(estimate.firstYearTotalMinor);
  });

  it('bills the registered office address the applicant entered', async () => {
    const email = uniqueEmail('bill');
    const s = await createReadySession(t, { email });
    const { invoice } = await orderAndPay(s.id);
    expect(invoice.billTo.address).toBe(completeDetails(email).companyDetails.registeredAddress);
  });

  it('bills the applicant\'s own address as entered when they chose our registered office service', async () => {
    const email = uniqueEmail('own');
    const s = await createReadySession(t, { email });
    const details = completeDetails(email);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/incorporation/update/${s.id}`,
      payload: { companyDetails: { ...details.companyDetails, registeredAddress: '' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = await orderAndPay(s.id);
    expect(invoice.billTo.address).toBe(details.directorData[0]?.address);
  });
});
