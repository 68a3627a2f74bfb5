import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { paymentMessages } from '@quayside/contract/messages';
import { AppError } from '../../../lib/errors';
import { header, int, isRecord, str, type CreateOrderInput, type PaymentProvider, type WebhookEvent } from './types';

/** Stripe rejects webhook timestamps older than this (its own default). */
export const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * Stripe through its official SDK: an order is a Checkout Session (hosted page); webhooks are verified with
 * Stripe.webhooks.constructEvent (header `stripe-signature: t=...,v1=...`, HMAC-SHA256 over "<t>.<raw body>",
 * 300 s tolerance). Events acted on: checkout.session.completed / async_payment_succeeded (paid),
 * checkout.session.async_payment_failed / expired and payment_intent.payment_failed (failed), charge.refunded.
 * `api` points the SDK at another host (tests run it against a local stand-in of the API).
 */
export function createStripeProvider(opts: {
  secretKey?: string;
  webhookSecret?: string;
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}): PaymentProvider {
  const client = opts.secretKey
    ? new Stripe(opts.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: 'Quayside' },
        ...(opts.api ? { host: opts.api.host, port: opts.api.port, protocol: opts.api.protocol } : {}),
      })
    : null;
  return {
    name: 'stripe',
    async createOrder(input: CreateOrderInput) {
      if (!client) throw new AppError('PROVIDER_NOT_CONFIGURED', paymentMessages.errors.providerNotConfigured('Stripe'));
      const currency = input.currency.toLowerCase();
      const metadata = { paymentId: input.paymentId, purpose: input.purpose, referenceId: input.referenceId };
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.paymentId,
          ...(input.email ? { customer_email: input.email } : {}),
          line_items: [
            ...input.lines.map((l) => ({
              quantity: l.quantity,
              price_data: {
                currency,
                unit_amount: l.unitPriceMinor,
                product_data: { name: l.name, ...(l.description ? { description: l.description.slice(0, 500) } : {}) },
              },
            })),
            ...(input.tax.amountMinor > 0
              ? [{ quantity: 1, price_data: { currency, unit_amount: input.tax.amountMinor, product_data: { name: input.tax.label } } }]
              : []),
          ],
          metadata,
          payment_intent_data: { metadata, description: input.description.slice(0, 1000) },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `quayside-order-${input.paymentId}` },
      );
      if (!session.url) throw new AppError('PROVIDER_ERROR', paymentMessages.errors.providerFailed);
      return { providerOrderId: session.id, checkoutUrl: session.url };
    },
    verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookEvent {
      if (!opts.webhookSecret) throw new AppError('INVALID_SIGNATURE', paymentMessages.errors.invalidSignature);
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          rawBody,
          header(headers, 'stripe-signature') ?? '',
          opts.webhookSecret,
          STRIPE_TOLERANCE_SECONDS,
        );
      } catch {
        throw new AppError('INVALID_SIGNATURE', paymentMessages.errors.invalidSignature);
      }
      return readStripeEvent(event);
    },
  };
}

function readStripeEvent(event: Stripe.Event): WebhookEvent {
  const base = {
    provider: 'stripe' as const,
    eventId: event.id,
    type: event.type,
    payload: event as unknown as Record<string, unknown>,
  };
  const object: unknown = event.data.object;
  if (!isRecord(object)) return { ...base, kind: 'ignored', paymentRef: null, providerOrderId: null, providerPaymentId: null, amountMinor: null, currency: null, failureReason: null };
  const metadata = isRecord(object.metadata) ? object.metadata : {};
  const currency = str(object.currency)?.toUpperCase() ?? null;
  const paymentIntentId = (v: unknown) => str(v) ?? (isRecord(v) ? str(v.id) : null);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const paid = object.payment_status === 'paid' || object.payment_status === 'no_payment_required';
      const kind =
        event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed'
          ? 'failed'
          : paid
            ? 'paid'
            : 'ignored'; // completed but unpaid: a delayed method; async_payment_succeeded follows
      return {
        ...base,
        kind,
        paymentRef: str(metadata.paymentId) ?? str(object.client_reference_id),
        providerOrderId: str(object.id),
        providerPaymentId: paymentIntentId(object.payment_intent),
        amountMinor: int(object.amount_total),
        currency,
        failureReason:
          event.type === 'checkout.session.expired'
            ? 'The checkout expired before the payment was made'
            : event.type === 'checkout.session.async_payment_failed'
              ? 'The payment did not go through'
              : null,
      };
    }
    case 'payment_intent.payment_failed': {
      const error = isRecord(object.last_payment_error) ? object.last_payment_error : {};
      return {
        ...base,
        kind: 'failed',
        paymentRef: str(metadata.paymentId),
        providerOrderId: null,
        providerPaymentId: str(object.id),
        amountMinor: int(object.amount),
        currency,
        failureReason: str(error.message) ?? 'The payment was declined',
      };
    }
    case 'charge.refunded': {
      return {
        ...base,
        kind: 'refunded',
        paymentRef: str(metadata.paymentId),
        providerOrderId: null,
        providerPaymentId: paymentIntentId(object.payment_intent),
        amountMinor: int(object.amount_refunded),
        currency,
        failureReason: null,
      };
    }
    default:
      return { ...base, kind: 'ignored', paymentRef: null, providerOrderId: null, providerPaymentId: null, amountMinor: null, currency, failureReason: null };
  }
}
