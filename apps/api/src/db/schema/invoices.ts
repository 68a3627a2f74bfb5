import type { Invoice } from '@quayside/contract/invoices';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';
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
    billTo: jsonb('bill_to').$type<Partial<Invoice['billTo']>>().notNull().default({}),
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

export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});
