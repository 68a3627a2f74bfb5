import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';
import { companies } from './companies';

export const calendarEntries = pgTable(
  'calendar_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind').notNull().default('other'),
    source: text('source').$type<'rule' | 'staff'>().notNull(),
    ruleCode: text('rule_code'),
    periodEnd: date('period_end'),
    dueDate: date('due_date').notNull(),
    /** open | done | not_applicable */
    state: text('state').$type<'open' | 'done' | 'not_applicable'>().notNull().default('open'),
    reference: text('reference'),
    /** A rule-made entry whose rule no longer applies to the company: kept (state not_applicable) with a note, not deleted. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedById: uuid('completed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('calendar_entries_company_idx').on(t.companyId, t.dueDate),
    index('calendar_entries_open_due_idx').on(t.dueDate).where(sql`${t.state} = 'open'`),
    // A preparer's coming deadlines over their companies: the preparer dashboard counts them and picks the soonest
    // from the index alone.
    index('calendar_entries_company_open_idx').on(t.companyId, t.dueDate, t.id).where(sql`${t.state} = 'open'`),
    uniqueIndex('calendar_entries_rule_unique')
      .on(t.companyId, t.ruleCode, sql`coalesce(${t.periodEnd}, '0001-01-01'::date)`)
      .where(sql`${t.ruleCode} is not null`),
  ],
);
