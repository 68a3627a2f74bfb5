import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';

export const nriTaxSessions = pgTable(
  'nri_tax_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    step: integer('step').notNull().default(1),
    fullName: text('full_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactNumber: text('contact_number'),
    countryCode: text('country_code'),
    residencyStatus: text('residency_status'),
    addressData: jsonb('address_data').$type<Record<string, unknown>>().notNull().default({}),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default({}),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender'),
    stayDurationData: jsonb('stay_duration_data').$type<Record<string, unknown>>().notNull().default({}),
    jurisdictionOfResidence: text('jurisdiction_of_residence'),
    taxpayerIdentificationNumber: text('taxpayer_identification_number'),
    incomeSources: jsonb('income_sources').$type<string[]>().notNull().default([]),
    deductions: jsonb('deductions').$type<string[]>().notNull().default([]),
    /** original | revised (section 139(5)); priced by the quote. */
    filingType: text('filing_type').notNull().default('original'),
    /** When the session was submitted (POST /complete): its answers, and so its checkout snapshot, are frozen. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    declarationData: jsonb('declaration_data').$type<Record<string, unknown>>().notNull().default({}),
    isCompleted: boolean('is_completed').notNull().default(false),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The payment order that holds the submitted session against the admin's corrections until heldUntil (nri.service holdNriForOrder). */
    orderPaymentId: uuid('order_payment_id'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('nri_tax_sessions_created_idx').on(t.createdAt, t.id), index('nri_tax_sessions_email_idx').on(t.contactEmail)],
);
