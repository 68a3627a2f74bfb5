import { z } from 'zod';
import { cursorParamSchema } from './cursor';
import { orderLineSchema } from './cart';

/**
 * Payments (part 1 section 7, "Payments"): every call under /api/payment. The spec shows no payload shapes;
 * these are designed. An order is priced by the server from the catalogue (or the invoice); prices sent by the
 * browser are ignored. The payer is sent to `checkout.checkoutUrl` (the provider's hosted page, or the built-in
 * test checkout); the provider's signed webhook settles the payment, and the payer lands on the return page.
 */

/** Payment states: created -> paid | failed; paid -> refunded. A failed order can still be paid by a retry. */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** What a payment is for. */
export const PAYMENT_PURPOSES = ['incorporation', 'nri', 'invoice'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** PAYMENT_PROVIDER: test (built-in hosted test checkout, the default), razorpay, stripe. */
export const PAYMENT_PROVIDERS = ['test', 'razorpay', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Where the payer lands after the checkout (paths of the web app; {id} is the session or invoice id):
 * success pages poll GET /api/payment/status/{id} until the webhook has settled the payment.
 */
export const PAYMENT_RETURN_PATHS: Record<PaymentPurpose, { success: string; cancel: string }> = {
  incorporation: {
    success: '/incorporate/confirmation?session={id}',
    cancel: '/incorporate?session={id}&payment=declined',
  },
  nri: { success: '/nri-tax/confirmation?session={id}', cancel: '/nri-tax?session={id}&payment=declined' },
  invoice: {
    success: '/dashboard/client/invoices?invoice={id}&payment=paid',
    cancel: '/dashboard/client/invoices?invoice={id}&payment=declined',
  },
};
export function paymentReturnPath(purpose: PaymentPurpose, outcome: 'success' | 'cancel', id: string): string {
  return PAYMENT_RETURN_PATHS[purpose][outcome].replace('{id}', encodeURIComponent(id));
}

export const paymentSchema = z.object({
  id: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** The incorporation session, NRI tax session or invoice paid for. */
  referenceId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  currency: z.string().length(3),
  subtotalMinor: z.number().int(),
  taxRateBp: z.number().int(),
  taxLabel: z.string(),
  taxMinor: z.number().int(),
  /** What is charged: subtotal plus tax. */
  amountMinor: z.number().int(),
  lines: z.array(orderLineSchema),
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  /** Set once paid: the invoice issued for it (or the invoice it pays). */
  invoiceId: z.uuid().nullable(),
  invoiceNumber: z.string().nullable(),
  /** Set once an incorporation is fulfilled: the company created. */
  companyId: z.uuid().nullable(),
  email: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** How the browser reaches the checkout. */
export const checkoutSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Open this (same tab): the provider's hosted page or ours. Relative for the built-in pages. */
  checkoutUrl: z.string(),
  /** The provider's order (test: tpo_..., Razorpay: order_..., Stripe: the Checkout Session cs_...). */
  orderId: z.string(),
  amountMinor: z.number().int(),
  currency: z.string().length(3),
  /** Razorpay only: what Razorpay Checkout needs (the key id is public by design). */
  razorpay: z.object({ keyId: z.string(), orderId: z.string() }).optional(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * POST /create-incorporation-order. `items` (the cart) is optional; when sent, its ids become the selection
 * (the fixed package is always included) and any names or prices in it are ignored.
 */
export const createIncorporationOrderBodySchema = z.object({
  sessionId: z.uuid({ error: 'Not a valid application id' }),
  items: z
    .array(z.object({ id: z.number().int().positive() }).loose())
    .max(30)
    .optional(),
});
export type CreateIncorporationOrderBody = z.infer<typeof createIncorporationOrderBodySchema>;

/** POST /create-nri-order: an NRI tax session id. */
export const createNriOrderBodySchema = z.object({ sessionId: z.uuid({ error: 'Not a valid NRI session id' }) });
export type CreateNriOrderBody = z.infer<typeof createNriOrderBodySchema>;

/** POST /create-invoice-order (signed in, the invoice's owner): pays an issued, unpaid invoice. */
export const createInvoiceOrderBodySchema = z.object({ invoiceId: z.uuid({ error: 'Not a valid invoice id' }) });
export type CreateInvoiceOrderBody = z.infer<typeof createInvoiceOrderBodySchema>;

export const createOrderResponseSchema = z.object({
  message: z.string(),
  payment: paymentSchema,
  checkout: checkoutSchema,
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/**
 * GET /status/{id}: {id} is a payment id, or the session or invoice id a payment is for (then the latest
 * payment for it). Confirmation pages poll it. The whole payment goes to whoever owns it: the browser that placed
 * the order (a cookie the order's answer sets), its account signed in, or an admin (paymentStatusResponseSchema).
 * Anyone else who has the id learns its status only (paymentStateSchema).
 */
export const paymentStatusParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid payment id' }) });
export const paymentStatusResponseSchema = z.object({ payment: paymentSchema });
/** What a payment tells a caller who does not own it. */
export const paymentStateSchema = z.object({ status: z.enum(PAYMENT_STATUSES) });
export type PaymentState = z.infer<typeof paymentStateSchema>;
/** Every answer of GET /status/{id}: the owner's whole payment, or the status alone. */
export const paymentStatusAnswerSchema = z.object({ payment: z.union([paymentSchema, paymentStateSchema]) });
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswerSchema>;
/** True when the answer is the owner's whole payment, not the status alone. */
export function isWholePayment(payment: Payment | PaymentState): payment is Payment {
  return 'id' in payment;
}

/** GET /list: a client sees their own payments, an admin everyone's. Newest first, cursor paging. */
export const listPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  /** E-mail, reference id or provider order id (admin). */
  q: z.string().trim().max(200).optional(),
  /** Created on or after / before (YYYY-MM-DD, inclusive). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: cursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListPaymentsQuery = z.infer<typeof listPaymentsQuerySchema>;
export const listPaymentsResponseSchema = z.object({
  payments: z.array(paymentSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type ListPaymentsResponse = z.infer<typeof listPaymentsResponseSchema>;

/** POST /webhook answers providers with this (2xx means "recorded, do not resend"). */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  /** What the event did: paid, failed, refunded, ignored, rejected (amount mismatch), unknown_order. */
  outcome: z.string(),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
