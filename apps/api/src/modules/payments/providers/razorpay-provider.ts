import type { IncomingHttpHeaders } from 'node:http';
import Razorpay from 'razorpay';
import { paymentMessages } from '@quayside/contract/messages';
import { hmacHex, safeEqual, sha256 } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import { parseJson } from './test-provider';
import { header, int, isRecord, str, type CreateOrderInput, type PaymentProvider, type WebhookEvent } from './types';

/**
 * Razorpay through its official SDK: an order is a Razorpay Order (Orders API), paid on our page that loads
 * Razorpay Checkout (/api/payment/razorpay-checkout/{paymentId}). Webhooks: `x-razorpay-signature` is the hex
 * HMAC-SHA256 of the raw body with the webhook secret (Razorpay has no timestamp in it); Razorpay may repeat or
 * reorder deliveries, so events are deduplicated on `x-razorpay-event-id`. Events acted on: payment.captured and
 * order.paid (paid), payment.failed (failed), refund.processed (refunded).
 * `apiBaseUrl` points the SDK at another host (tests run it against a local stand-in of the API).
 */
export function createRazorpayProvider(opts: {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  apiBaseUrl?: string;
}): PaymentProvider & { verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean } {
  const client = opts.keyId && opts.keySecret ? new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret }) : null;
  if (client && opts.apiBaseUrl) {
    // The SDK has no host option; its axios instance takes one.
    (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = opts.apiBaseUrl;
  }
  return {
    name: 'razorpay',
    async createOrder(input: CreateOrderInput) {
      if (!client || !opts.keyId) {
        throw new AppError('PROVIDER_NOT_CONFIGURED', paymentMessages.errors.providerNotConfigured('Razorpay'));
      }
      const order = await client.orders.create({
        amount: input.amountMinor,
        currency: input.currency,
        // Razorpay's receipt is at most 40 characters: our payment id (36) fits.
        receipt: input.paymentId,
        notes: { paymentId: input.paymentId, purpose: input.purpose, referenceId: input.referenceId },
      });
      return {
        providerOrderId: order.id,
        checkoutUrl: `/api/payment/razorpay-checkout/${input.paymentId}`,
        razorpay: { keyId: opts.keyId, orderId: order.id },
      };
    },
    verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookEvent {
      const signature = header(headers, 'x-razorpay-signature');
      if (!opts.webhookSecret || !signature || !safeEqual(signature, hmacHex(opts.webhookSecret, rawBody))) {
        throw new AppError('INVALID_SIGNATURE', paymentMessages.errors.invalidSignature);
      }
      const body = parseJson(rawBody);
      if (!isRecord(body) || typeof body.event !== 'string' || !isRecord(body.payload)) {
        throw new AppError('BAD_REQUEST', 'The event is not a Razorpay webhook event');
      }
      const entity = (key: string): Record<string, unknown> => {
        const wrapper = (body.payload as Record<string, unknown>)[key];
        return isRecord(wrapper) && isRecord(wrapper.entity) ? wrapper.entity : {};
      };
      const payment = entity('payment');
      const order = entity('order');
      const refund = entity('refund');
      const notes = (e: Record<string, unknown>) => (isRecord(e.notes) ? e.notes : {});
      const type = body.event;
      const eventId = header(headers, 'x-razorpay-event-id') ?? `sha256:${sha256(rawBody)}`;
      const base = { provider: 'razorpay' as const, eventId, type, payload: body };
      switch (type) {
        case 'payment.captured':
        case 'payment.failed':
          return {
            ...base,
            kind: type === 'payment.captured' ? 'paid' : 'failed',
            paymentRef: str(notes(payment).paymentId),
            providerOrderId: str(payment.order_id),
            providerPaymentId: str(payment.id),
            amountMinor: int(payment.amount),
            currency: str(payment.currency)?.toUpperCase() ?? null,
            failureReason: type === 'payment.failed' ? (str(payment.error_description) ?? 'The payment failed') : null,
          };
        case 'order.paid':
          return {
            ...base,
            kind: 'paid',
            paymentRef: str(notes(order).paymentId) ?? str(notes(payment).paymentId),
            providerOrderId: str(order.id) ?? str(payment.order_id),
            providerPaymentId: str(payment.id),
            amountMinor: int(order.amount_paid) ?? int(payment.amount),
            currency: (str(order.currency) ?? str(payment.currency))?.toUpperCase() ?? null,
            failureReason: null,
          };
        case 'refund.processed':
          return {
            ...base,
            kind: 'refunded',
            paymentRef: str(notes(refund).paymentId),
            providerOrderId: null,
            providerPaymentId: str(refund.payment_id),
            amountMinor: int(refund.amount),
            currency: str(refund.currency)?.toUpperCase() ?? null,
            failureReason: null,
          };
        default:
          return { ...base, kind: 'ignored', paymentRef: null, providerOrderId: null, providerPaymentId: null, amountMinor: null, currency: null, failureReason: null };
      }
    },
    /** Razorpay Checkout's handler signature: HMAC-SHA256("<order_id>|<payment_id>", key secret). */
    verifyCheckoutSignature(orderId: string, paymentId: string, signature: string) {
      if (!opts.keySecret) return false;
      return safeEqual(signature, hmacHex(opts.keySecret, `${orderId}|${paymentId}`));
    },
  };
}
