import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedServices } from '../../seed/seed';
import { companies, incorporationSessions, paymentEvents, payments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createReadySession } from '../incorporation/test-helpers';
import { createIncorporationOrder, type PaymentContext } from './payments.service';
import { createProviders } from './providers/index';

/**
 * The Stripe and Razorpay adapters through their official SDKs: orders against a local stand-in of each
 * provider's API (answering with recorded responses), webhooks with recorded events in the providers' real
 * formats, signed with a test secret the way the provider signs.
 */

const STRIPE_WEBHOOK_SECRET = 'whsec_test_6f1b0b2f7a11c8e2a55c1f9e0c6f1b0b';
const RAZORPAY_WEBHOOK_SECRET = 'rzp_whsec_test_c1f9e0c6f1b0b2f7';
const RAZORPAY_KEY_SECRET = 'rzp_key_secret_test_0b2f7a11c8e2';
const FIXTURE_CS = 'cs_test_a1Qz7LbX9cR4mN2pT6vY8wK3hJ5sD0fG1eU4iO7aP9lB2nC6';
const FIXTURE_ORDER = 'order_QkV3bT9xZ1mRpL';
const AMOUNT = 267050;

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const fill = (text: string, ids: Record<string, string>) =>
  Object.entries(ids).reduce((out, [k, v]) => out.replaceAll(k, v), text);

type Recorded = { path: string; body: string; authorization: string | undefined };
let api: Server;
let apiPort = 0;
const recorded: Recorded[] = [];
let counter = 0;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

let t: TestApp;
let stripeCtx: PaymentContext;
let razorpayCtx: PaymentContext;

beforeAll(async () => {
  // The stand-in provider API: answers the SDKs with recorded responses (a fresh id each order).
  api = createServer((req, res) => {
    void readBody(req).then((body) => {
      recorded.push({ path: req.url ?? '', body, authorization: req.headers.authorization });
      counter += 1;
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        res.end(
          fill(fixture('stripe-checkout-session-create.response.json'), {
            [FIXTURE_CS]: `${FIXTURE_CS}${counter}`,
            '{{PAYMENT_ID}}': form.get('metadata[paymentId]') ?? '',
            '{{SESSION_ID}}': form.get('metadata[referenceId]') ?? '',
          }),
        );
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const json = JSON.parse(body) as { notes: { paymentId: string; referenceId: string } };
        res.end(
          fill(fixture('razorpay-order-create.response.json'), {
            [FIXTURE_ORDER]: `${FIXTURE_ORDER}${counter}`,
            '{{PAYMENT_ID}}': json.notes.paymentId,
            '{{SESSION_ID}}': json.notes.referenceId,
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end('{"error":{"message":"not found"}}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiPort = (api.address() as AddressInfo).port;

  t = await createTestApp({
    PUBLIC_URL: 'http://127.0.0.1:9',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_51QuaysideStandIn',
    STRIPE_WEBHOOK_SECRET,
    RAZORPAY_KEY_ID: 'rzp_test_Quayside01',
    RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET,
  });
  await seedServices(t.db);
  const base = { db: t.db, mailer: t.deps.mailer };
  stripeCtx = {
    ...base,
    config: t.deps.config,
    providers: createProviders(t.deps.config, { stripeApi: { host: '127.0.0.1', port: apiPort, protocol: 'http' } }),
  };
  const rzConfig = { ...t.deps.config, PAYMENT_PROVIDER: 'razorpay' as const };
  razorpayCtx = { ...base, config: rzConfig, providers: createProviders(rzConfig, { razorpayApiBaseUrl: `http://127.0.0.1:${apiPort}` }) };
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => api.close(resolve));
});

const stripeSigned = (payload: string, timestamp?: number) => ({
  method: 'POST' as const,
  url: '/api/payment/webhook',
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET, ...(timestamp ? { timestamp } : {}) }),
  },
  payload,
});
const razorpaySigned = (payload: string, eventId: string, secret = RAZORPAY_WEBHOOK_SECRET) => ({
  method: 'POST' as const,
  url: '/api/payment/webhook',
  headers: {
    'content-type': 'application/json',
    'x-razorpay-signature': createHmac('sha256', secret).update(payload).digest('hex'),
    'x-razorpay-event-id': eventId,
  },
  payload,
});

async function paymentRow(id: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

describe('Stripe (PAYMENT_PROVIDER=stripe)', () => {
  it('creates a Checkout Session through the SDK with the server-priced lines', async () => {
    const s = await createReadySession(t);
    const { payment, checkout } = await createIncorporationOrder(stripeCtx, { sessionId: s.id });
    expect(payment).toMatchObject({ provider: 'stripe', amountMinor: AMOUNT, status: 'created' });
    expect(checkout.provider).toBe('stripe');
    expect(checkout.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(checkout.orderId).toBe(payment.providerOrderId);
    const sent = recorded.find((r) => r.path === '/v1/checkout/sessions' && r.body.includes(payment.id));
    const form = new URLSearchParams(sent?.body ?? '');
    expect(sent?.authorization).toBe('Bearer sk_test_51QuaysideStandIn');
    expect(form.get('mode')).toBe('payment');
    expect(form.get('client_reference_id')).toBe(payment.id);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('125000');
    expect(form.get('line_items[3][price_data][product_data][name]')).toBe('GST 9%');
    expect(form.get('line_items[3][price_data][unit_amount]')).toBe('22050');
    expect(form.get('success_url')).toBe(`http://127.0.0.1:9/incorporate/confirmation?session=${s.id}`);
    expect(form.get('cancel_url')).toBe(`http://127.0.0.1:9/incorporate?session=${s.id}&payment=declined`);
  });

  it('settles on checkout.session.completed (signed, recorded format), once', async () => {
    const s = await createReadySession(t);
    const { payment } = await createIncorporationOrder(stripeCtx, { sessionId: s.id });
    const event = fill(fixture('stripe-checkout.session.completed.json'), {
      [FIXTURE_CS]: payment.providerOrderId ?? '',
      '{{PAYMENT_ID}}': payment.id,
      '{{SESSION_ID}}': s.id,
    });
    const res = await t.app.inject(stripeSigned(event));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false, outcome: 'paid' });
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: 'pi_3QyBx1AbCdEfGhIj1kLmNoPq' });
    const [session] = await t.db.select().from(incorporationSessions).where(eq(incorporationSessions.id, s.id));
    expect(session).toMatchObject({ isCompleted: true, isPaid: true });
    const companyCount = (await t.db.select().from(companies)).length;
    const again = await t.app.inject(stripeSigned(event));
    expect(again.json()).toMatchObject({ duplicate: true });
    expect((await t.db.select().from(companies)).length).toBe(companyCount);
  });

  it('refuses a bad signature and a timestamp older than 300 s, recording nothing', async () => {
    const s = await createReadySession(t);
    const { payment } = await createIncorporationOrder(stripeCtx, { sessionId: s.id });
    const event = fill(fixture('stripe-checkout.session.completed.json'), {
      [FIXTURE_CS]: payment.providerOrderId ?? '',
      '{{PAYMENT_ID}}': payment.id,
      '{{SESSION_ID}}': s.id,
    });
    const events = (await t.db.select().from(paymentEvents)).length;
    const old = await t.app.inject(stripeSigned(event, Math.floor(Date.now() / 1000) - 301));
    expect(old.statusCode).toBe(400);
    const forged = stripeSigned(event);
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_someone_else' });
    expect((await t.app.inject({ ...forged, headers: { ...forged.headers, 'stripe-signature': wrongSecret } })).statusCode).toBe(400);
    // Re-serialised JSON is not the signed body.
    const reserialised = JSON.stringify(JSON.parse(event));
    expect((await t.app.inject({ ...forged, payload: reserialised })).statusCode).toBe(400);
    expect((await t.db.select().from(paymentEvents)).length).toBe(events);
    expect((await paymentRow(payment.id))?.status).toBe('created');
  });

  it('marks the payment failed on payment_intent.payment_failed and on checkout.session.expired', async () => {
    const s = await createReadySession(t);
    const { payment } = await createIncorporationOrder(stripeCtx, { sessionId: s.id });
    const ids = { [FIXTURE_CS]: payment.providerOrderId ?? '', '{{PAYMENT_ID}}': payment.id, '{{SESSION_ID}}': s.id };
    const failed = await t.app.inject(stripeSigned(fill(fixture('stripe-payment_intent.payment_failed.json'), ids)));
    expect(failed.json().outcome).toBe('failed');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'failed', failureReason: 'Your card has insufficient funds.' });
    const expired = await t.app.inject(stripeSigned(fill(fixture('stripe-checkout.session.expired.json'), ids)));
    expect(expired.json().outcome).toBe('failed');
    expect((await paymentRow(payment.id))?.failureReason).toBe('The checkout expired before the payment was made');
    const [session] = await t.db.select().from(incorporationSessions).where(eq(incorporationSessions.id, s.id));
    expect(session).toMatchObject({ isCompleted: false, isPaid: false, companyId: null });
  });
});

describe('Razorpay (PAYMENT_PROVIDER=razorpay)', () => {
  it('creates an order through the SDK and serves the Razorpay Checkout page', async () => {
    const s = await createReadySession(t);
    const { payment, checkout } = await createIncorporationOrder(razorpayCtx, { sessionId: s.id });
    expect(payment).toMatchObject({ provider: 'razorpay', amountMinor: AMOUNT });
    expect(checkout).toMatchObject({ provider: 'razorpay', checkoutUrl: `/api/payment/razorpay-checkout/${payment.id}` });
    expect(checkout.razorpay).toEqual({ keyId: 'rzp_test_Quayside01', orderId: payment.providerOrderId });
    const sent = recorded.find((r) => r.path === '/v1/orders' && r.body.includes(payment.id));
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ amount: AMOUNT, currency: 'USD', receipt: payment.id });
    expect(sent?.authorization).toBe(`Basic ${Buffer.from(`rzp_test_Quayside01:${RAZORPAY_KEY_SECRET}`).toString('base64')}`);

    const page = await t.app.inject({ method: 'GET', url: checkout.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('https://checkout.razorpay.com');
    expect(page.body).toContain(`data-order_id="${payment.providerOrderId}"`);
    expect(page.body).toContain('src="https://checkout.razorpay.com/v1/checkout.js"');

    // Razorpay Checkout posts its signed result back; a valid signature sends the payer to the confirmation.
    const orderId = payment.providerOrderId ?? '';
    const sig = createHmac('sha256', RAZORPAY_KEY_SECRET).update(`${orderId}|pay_QkV4cU0yA2nSqM`).digest('hex');
    const callback = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payment/razorpay-callback/${payment.id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ razorpay_payment_id: 'pay_QkV4cU0yA2nSqM', razorpay_order_id: orderId, razorpay_signature: signature }).toString(),
      });
    expect((await callback(sig)).headers.location).toBe(`/incorporate/confirmation?session=${s.id}`);
    expect((await callback('0'.repeat(64))).headers.location).toBe(`/incorporate?session=${s.id}&payment=declined`);
  });

  it('settles on payment.captured; order.paid and a repeated delivery change nothing more', async () => {
    const s = await createReadySession(t);
    const { payment } = await createIncorporationOrder(razorpayCtx, { sessionId: s.id });
    const ids = { [FIXTURE_ORDER]: payment.providerOrderId ?? '', '{{PAYMENT_ID}}': payment.id, '{{SESSION_ID}}': s.id };
    const captured = fill(fixture('razorpay-payment.captured.json'), ids);
    const first = await t.app.inject(razorpaySigned(captured, `evt_${payment.id}_1`));
    expect(first.json()).toEqual({ received: true, duplicate: false, outcome: 'paid' });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', providerPaymentId: 'pay_QkV4cU0yA2nSqM' });
    const companiesNow = (await t.db.select().from(companies)).length;
    // Razorpay repeats deliveries with the same event id.
    expect((await t.app.inject(razorpaySigned(captured, `evt_${payment.id}_1`))).json()).toMatchObject({ duplicate: true });
    const orderPaid = await t.app.inject(razorpaySigned(fill(fixture('razorpay-order.paid.json'), ids), `evt_${payment.id}_2`));
    expect(orderPaid.json()).toMatchObject({ duplicate: false, outcome: 'ignored' });
    // A failure reported late (reordered) does not undo the payment.
    const late = await t.app.inject(razorpaySigned(fill(fixture('razorpay-payment.failed.json'), ids), `evt_${payment.id}_3`));
    expect(late.json().outcome).toBe('ignored');
    expect((await paymentRow(payment.id))?.status).toBe('paid');
    expect((await t.db.select().from(companies)).length).toBe(companiesNow);
  });

  it('settles on order.paid alone, and marks a failed attempt', async () => {
    const s = await createReadySession(t);
    const { payment } = await createIncorporationOrder(razorpayCtx, { sessionId: s.id });
    const ids = { [FIXTURE_ORDER]: payment.providerOrderId ?? '', '{{PAYMENT_ID}}': payment.id, '{{SESSION_ID}}': s.id };
    const failed = await t.app.inject(razorpaySigned(fill(fixture('razorpay-payment.failed.json'), ids), `evt_${payment.id}_f`));
    expect(failed.json().outcome).toBe('failed');
    expect((await paymentRow(payment.id))?.failureReason).toBe('Payment failed because the card was declined by the issuing bank.');
    const paid = await t.app.inject(razorpaySigned(fill(fixture('razorpay-order.paid.json'), ids), `evt_${payment.id}_p`));
    expect(paid.json().outcome).toBe('paid');
  });

  it('refuses a bad signature with 400 and records nothing', async () => {
    const s = await createReadySession(t);
    const { payment } = await createIncorporationOrder(razorpayCtx, { sessionId: s.id });
    const captured = fill(fixture('razorpay-payment.captured.json'), { [FIXTURE_ORDER]: payment.providerOrderId ?? '', '{{PAYMENT_ID}}': payment.id, '{{SESSION_ID}}': s.id });
    const events = (await t.db.select().from(paymentEvents)).length;
    expect((await t.app.inject(razorpaySigned(captured, 'evt_bad_1', 'wrong-secret'))).statusCode).toBe(400);
    const tampered = razorpaySigned(captured, 'evt_bad_2');
    expect((await t.app.inject({ ...tampered, payload: captured.replace('"amount": 267050', '"amount": 100') })).statusCode).toBe(400);
    expect((await t.db.select().from(paymentEvents)).length).toBe(events);
    expect((await paymentRow(payment.id))?.status).toBe('created');
  });
});
