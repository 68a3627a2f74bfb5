import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderLine } from '@quayside/contract/cart';
import type { PaymentProviderName, PaymentPurpose, PaymentStatus } from '@quayside/contract/payments';
import { timestamps, users } from './auth';
import { companies } from './companies';
import { invoices } from './invoices';

/** A payment order with a provider. Status: created | paid | failed | refunded. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    /** incorporation | nri | invoice */
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    /** The incorporation session, NRI tax session or invoice the payment is for. */
    referenceId: text('reference_id').notNull(),
    userId: uuid('user_id').references(() => users.id),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull().default(0),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxLabel: text('tax_label').notNull().default('Tax 0%'),
    taxMinor: integer('tax_minor').notNull().default(0),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    email: text('email'),
    /** Where the payer completes the payment (the provider's hosted page, or the built-in test checkout). */
    checkoutUrl: text('checkout_url'),
    /** The company created when an incorporation payment was fulfilled. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    lines: jsonb('lines').$type<OrderLine[]>().notNull().default([]),
    /**
     * What was ordered, frozen when the order was made, for the purpose's module to fulfil (an incorporation: the
     * application as checked and priced). Its content belongs to that module; payments only keeps it.
     */
    orderSnapshot: jsonb('order_snapshot').$type<Record<string, unknown>>(),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_order_unique').on(t.provider, t.providerOrderId),
    index('payments_user_idx').on(t.userId, t.createdAt, t.id),
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_reference_idx').on(t.purpose, t.referenceId),
    // One open order per invoice: a second Pay answers the open one, so the invoice cannot be charged twice at once.
    uniqueIndex('payments_one_open_invoice_order')
      .on(t.referenceId)
      .where(sql`${t.purpose} = 'invoice' and ${t.status} = 'created'`),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What the event did: paid, failed, refunded, ignored, rejected, unknown_order. */
    outcome: text('outcome').notNull().default('ignored'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_unique').on(t.provider, t.eventId)],
);
