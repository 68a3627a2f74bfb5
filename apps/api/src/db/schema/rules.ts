import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';

/**
 * The law's yearly changes that staff keep as data (the rules module owns these tables): due-date extensions
 * published by circular, applied on top of the statutory dates of the compliance calendar, and the government
 * fees of forming a company, shown apart from the firm's fees in the estimator.
 */
export const dueDateExtensions = pgTable(
  'due_date_extensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The compliance rule's code (IN_ITR6, IN_TAX_AUDIT, ...). */
    ruleCode: text('rule_code').notNull(),
    /** The period end the extension is for; null for one-off obligations. */
    periodEnd: date('period_end'),
    newDueDate: date('new_due_date').notNull(),
    /** The circular or notification, e.g. "CBDT Circular No. 15/2025 dated 29 October 2025". */
    reference: text('reference').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('due_date_extensions_rule_period_idx').on(t.ruleCode, sql`coalesce(${t.periodEnd}, '0001-01-01'::date)`)],
);

export const governmentFees = pgTable(
  'government_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SG | AE | IN */
    jurisdiction: text('jurisdiction').notNull(),
    /** A company type, or null for every type. */
    companyType: text('company_type'),
    code: text('code').notNull(),
    label: text('label').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('government_fees_code_idx').on(t.jurisdiction, t.code), index('government_fees_jurisdiction_idx').on(t.jurisdiction)],
);
