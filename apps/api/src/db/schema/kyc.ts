import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';

/**
 * KYC checks staff record on a company, or on one of its directors or shareholders (the kyc module). Each check
 * is a new row, so the rows are the company's KYC history.
 */
export const kycRecords = pgTable(
  'kyc_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** company | director | shareholder (contract KYC_SUBJECT_TYPES) */
    subjectType: text('subject_type').$type<'company' | 'director' | 'shareholder'>().notNull(),
    /** The director or shareholder checked (null for the company itself); kept when the person is later removed. */
    subjectId: uuid('subject_id'),
    /** The subject's name when checked (the record stands even if the person is removed or renamed). */
    subjectName: text('subject_name').notNull(),
    identityVerified: boolean('identity_verified').notNull().default(false),
    addressVerified: boolean('address_verified').notNull().default(false),
    pepScreened: boolean('pep_screened').notNull().default(false),
    sanctionsScreened: boolean('sanctions_screened').notNull().default(false),
    /** low | medium | high (contract KYC_RISK_RATINGS) */
    riskRating: text('risk_rating').$type<'low' | 'medium' | 'high'>().notNull(),
    notes: text('notes'),
    nextReviewDate: date('next_review_date'),
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_records_company_idx').on(t.companyId, t.recordedAt, t.id)],
);
