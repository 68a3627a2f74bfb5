import type { IncomingHttpHeaders } from 'node:http';
import type { OrderLine } from '@quayside/contract/cart';
import type { PaymentProviderName, PaymentPurpose } from '@quayside/contract/payments';

/** What the app asks a provider to collect. Amounts in minor units. */
export type CreateOrderInput = {
  paymentId: string;
  purpose: PaymentPurpose;
  referenceId: string;
  amountMinor: number;
  currency: string;
  description: string;
  email: string | null;
  payerName: string | null;
  lines: readonly OrderLine[];
  tax: { label: string; amountMinor: number };
  /** Absolute URLs the hosted page sends the payer back to. */
  successUrl: string;
  cancelUrl: string;
};

export type ProviderOrder = {
  providerOrderId: string;
  /** Where the payer pays: the provider's hosted page, or one of ours (relative). */
  checkoutUrl: string;
  razorpay?: { keyId: string; orderId: string };
};

/**
 * A verified webhook event, read into what the app needs. `kind` says what it means for the payment:
 * paid, failed, refunded, or ignored (an event type we do not act on).
 */
export type WebhookEvent = {
  provider: PaymentProviderName;
  eventId: string;
  type: string;
  kind: 'paid' | 'failed' | 'refunded' | 'ignored';
  /** Our payment id, when the provider echoes it (metadata, notes, reference). */
  paymentRef: string | null;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  amountMinor: number | null;
  currency: string | null;
  failureReason: string | null;
  payload: Record<string, unknown>;
};

export type PaymentProvider = {
  name: PaymentProviderName;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** Verifies the signature over the raw body (throws INVALID_SIGNATURE) and reads the event. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now?: Date): WebhookEvent;
};

export const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const v = headers[name];
  return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? null) : null;
};

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
export const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
