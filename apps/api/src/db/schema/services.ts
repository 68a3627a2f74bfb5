import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './auth';

/** The service catalogue. Service id 4 is the incorporation package (the incorporation cart's fixed item). */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** incorporation | corporate-secretary | accounting | tax-advisory | legacy-planning | fund-administration | nri-tax */
    line: text('line').notNull(),
    /** SG | AE | IN, or null for a service offered everywhere. */
    jurisdiction: text('jurisdiction'),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    billing: text('billing').$type<'one_off' | 'yearly'>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('services_slug_unique').on(t.slug)],
);
