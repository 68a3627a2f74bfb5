import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';
import { companies } from './companies';

/**
 * KYC/AML requests and surveys (the kyc-aml module owns both; the staff-recorded checks of kyc_records stay with
 * the kyc module). Staff open a request for a company; the company's client and its people with accounts get a
 * task each (task_ids) and fill one survey: one active draft per company (partial unique index), then submitted
 * with its risk rating, or archived.
 */
export const kycAmlRequests = pgTable(
  'kyc_aml_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** open | awaiting_sign_off | completed | cancelled (contract KYC_REQUEST_STATUSES) */
    status: text('status').$type<'open' | 'awaiting_sign_off' | 'completed' | 'cancelled'>().notNull().default('open'),
    message: text('message'),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The people asked, each with their task. */
    recipients: jsonb('recipients').$type<Array<{ userId: string; fullName: string; taskId: string }>>().notNull().default([]),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: uuid('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('kyc_aml_requests_company_idx').on(t.companyId, t.createdAt, t.id),
    // One live request (open or awaiting sign-off) per company.
    uniqueIndex('kyc_aml_requests_live_idx').on(t.companyId).where(sql`${t.status} in ('open', 'awaiting_sign_off')`),
  ],
);

export const kycAmlSurveys = pgTable(
  'kyc_aml_surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => kycAmlRequests.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** draft | submitted | archived */
    status: text('status').$type<'draft' | 'submitted' | 'archived'>().notNull().default('draft'),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    savedById: uuid('saved_by_id').references(() => users.id, { onDelete: 'set null' }),
    submittedById: uuid('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** low | medium | high, computed on submit (contract computeKycRisk) */
    riskRating: text('risk_rating').$type<'low' | 'medium' | 'high'>(),
    riskScore: integer('risk_score'),
    riskReasons: jsonb('risk_reasons').$type<Array<{ code: string; text: string; points: number; decisive?: boolean }>>(),
    signOffRequired: boolean('sign_off_required').notNull().default(false),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    signedOffById: uuid('signed_off_by_id').references(() => users.id, { onDelete: 'set null' }),
    signOffNote: text('sign_off_note'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedById: uuid('archived_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('kyc_aml_surveys_company_idx').on(t.companyId, t.createdAt, t.id),
    index('kyc_aml_surveys_request_idx').on(t.requestId),
    uniqueIndex('kyc_aml_surveys_one_draft_idx').on(t.companyId).where(sql`${t.status} = 'draft'`),
  ],
);
