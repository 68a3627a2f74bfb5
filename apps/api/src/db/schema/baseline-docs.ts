import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './auth';

/**
 * Baseline documents (the baseline-docs module): the standard documents every client must provide, per service
 * and jurisdiction. The active ones (is_active, not deleted) become the required documents of the tasks a new
 * company or an NRI filing opens with. Deleting is soft (deleted_at); the slug stays taken.
 */
export const baselineDocuments = pgTable(
  'baseline_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** A SERVICE_LINES value of the contract, or null for every service. */
    service: text('service'),
    /** SG | AE | IN, or null for every jurisdiction. */
    jurisdiction: text('jurisdiction'),
    /** company | director | shareholder | nri (contract BASELINE_APPLIES_TO) */
    appliesTo: text('applies_to').notNull(),
    /** identity | address | corporate | income (contract BASELINE_CATEGORIES) */
    category: text('category').notNull().default('identity'),
    /** NRI only: the income sources that call for it (empty: always). */
    incomeSources: jsonb('income_sources').$type<string[]>().notNull().default([]),
    isRequired: boolean('is_required').notNull().default(true),
    allowMultiple: boolean('allow_multiple').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('baseline_documents_slug_idx').on(t.slug),
    index('baseline_documents_order_idx').on(t.sortOrder, t.id),
    index('baseline_documents_live_idx').on(t.appliesTo, t.sortOrder).where(sql`${t.deletedAt} is null and ${t.isActive}`),
  ],
);
