import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { paymentMessages } from '@quayside/contract/messages';
import { hmacHex, randomToken, safeEqual } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import { header, type PaymentProvider, type WebhookEvent } from './types';

/**
 * The built-in test provider (PAYMENT_PROVIDER=test, the embedded default). Orders are paid on our own hosted
 * test checkout page (/api/payment/test-checkout/{orderId}), which then delivers a webhook signed the way Stripe
 * signs: header `x-quayside-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with
 * TEST_PAYMENT_SECRET, rejected when older than 300 s. Event format (like Stripe's):
 * { id: "evt_test_...", object: "event", type: "payment.succeeded" | "payment.failed" | "payment.refunded",
 *   created, data: { object: { id: "tpay_...", order_id: "tpo_...", reference: <our payment id>, amount, currency,
 *   status, failure_reason } } }
 */
export const TEST_SIGNATURE_HEADER = 'x-quayside-signature';
export const TEST_TOLERANCE_SECONDS = 300;

export function signTestPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(secret, `${timestamp}.${body}`)}`;
}

const testEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(200),
      order_id: z.string().min(1).max(200),
      reference: z.string().max(200).optional(),
      amount: z.number().int(),
      currency: z.string().length(3),
      status: z.string().max(40),
      failure_reason: z.string().max(500).nullable().optional(),
    }),
  }),
});
export type TestEvent = z.infer<typeof testEventSchema>;

export function buildTestEvent(input: {
  type: 'payment.succeeded' | 'payment.failed' | 'payment.refunded';
  orderId: string;
  reference: string;
  amountMinor: number;
  currency: string;
  failureReason?: string;
  now?: Date;
}): TestEvent {
  return {
    id: `evt_test_${randomToken(18)}`,
    type: input.type,
    created: Math.floor((input.now ?? new Date()).getTime() / 1000),
    data: {
      object: {
        id: `tpay_${randomToken(14)}`,
        order_id: input.orderId,
        reference: input.reference,
        amount: input.amountMinor,
        currency: input.currency,
        status: input.type === 'payment.succeeded' ? 'succeeded' : input.type === 'payment.failed' ? 'failed' : 'refunded',
        failure_reason: input.failureReason ?? null,
      },
    },
  };
}

/** Reads `t=...,v1=...` and checks one v1 matches within the tolerance. */
export function verifyTimestampedSignature(
  rawBody: Buffer,
  signatureHeader: string | null,
  secret: string,
  toleranceSeconds: number,
  now: Date,
): void {
  const invalid = () => new AppError('INVALID_SIGNATURE', paymentMessages.errors.invalidSignature);
  if (!signatureHeader) throw invalid();
  const parts = signatureHeader.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || signatures.length === 0) throw invalid();
  if (Math.abs(Math.floor(now.getTime() / 1000) - t) > toleranceSeconds) throw invalid();
  const expected = hmacHex(secret, Buffer.concat([Buffer.from(`${t}.`), rawBody]));
  if (!signatures.some((s) => safeEqual(s, expected))) throw invalid();
}

export function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', 'The event body is not valid JSON');
  }
}

export function createTestProvider(opts: { secret: string }): PaymentProvider {
  return {
    name: 'test',
    async createOrder() {
      const orderId = `tpo_${randomToken(18)}`;
      return { providerOrderId: orderId, checkoutUrl: `/api/payment/test-checkout/${orderId}` };
    },
    verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now = new Date()): WebhookEvent {
      verifyTimestampedSignature(rawBody, header(headers, TEST_SIGNATURE_HEADER), opts.secret, TEST_TOLERANCE_SECONDS, now);
      const parsed = testEventSchema.safeParse(parseJson(rawBody));
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'The event is not a test-provider payment event');
      const e = parsed.data;
      const o = e.data.object;
      const kind =
        e.type === 'payment.succeeded' ? 'paid' : e.type === 'payment.failed' ? 'failed' : e.type === 'payment.refunded' ? 'refunded' : 'ignored';
      return {
        provider: 'test',
        eventId: e.id,
        type: e.type,
        kind,
        paymentRef: o.reference ?? null,
        providerOrderId: o.order_id,
        providerPaymentId: o.id,
        amountMinor: o.amount,
        currency: o.currency.toUpperCase(),
        failureReason: o.failure_reason ?? null,
        payload: e as unknown as Record<string, unknown>,
      };
    },
  };
}
