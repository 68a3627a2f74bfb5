import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users, timestamps } from './users';
import { companies } from './companies';

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Sequential per year: QS-2026-000001. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    userId: uuid('user_id').references(() => users.id),
    companyId: uuid('company_id').references(() => companies.id),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    /** Tax rate in basis points (900 = 9%) and its label (GST 9%). */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxLabel: text('tax_label').notNull().default('Tax 0%'),
    taxMinor: integer('tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    /** issued | paid | void */
    status: text('status').notNull().default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    billTo: jsonb('bill_to').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_year_seq_unique').on(t.year, t.sequence),
    index('invoices_user_idx').on(t.userId, t.issuedAt, t.id),
    index('invoices_company_idx').on(t.companyId, t.issuedAt),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The line's place on the invoice (0 first). */
    position: integer('position').notNull().default(0),
    serviceId: integer('service_id'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId)],
);

/** A payment order with a provider. Status: created | paid | failed | refunded. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    /** incorporation | nri | invoice */
    purpose: text('purpose').notNull(),
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
    status: text('status').notNull().default('created'),
    email: text('email'),
    /** Where the payer completes the payment (the provider's hosted page, or the built-in test checkout). */
    checkoutUrl: text('checkout_url'),
    /** The company created when an incorporation payment was fulfilled. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    lines: jsonb('lines').$type<Array<Record<string, unknown>>>().notNull().default([]),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_order_unique').on(t.provider, t.providerOrderId),
    index('payments_user_idx').on(t.userId, t.createdAt, t.id),
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_reference_idx').on(t.purpose, t.referenceId),
  ],
);

/** The last invoice number used per year; a row lock on it keeps numbers sequential under concurrency. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/** Each provider event recorded once (webhook idempotency). */
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
