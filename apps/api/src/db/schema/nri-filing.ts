import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';
import { documents } from './documents';
import { nriTaxSessions } from './nri';

/**
 * The NRI client's details after payment: copied from the onboarding session, then kept here (the client edits
 * them while the account's users.can_edit_profile allows it: the NRI preparer's toggle).
 */
export const nriProfiles = pgTable('nri_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: uuid('session_id').references(() => nriTaxSessions.id, { onDelete: 'set null' }),
  contactNumber: text('contact_number'),
  countryCode: text('country_code'),
  residencyStatus: text('residency_status'),
  addressData: jsonb('address_data').$type<Record<string, string | null>>().notNull().default({}),
  identityData: jsonb('identity_data').$type<Record<string, string | null>>().notNull().default({}),
  dob: date('dob', { mode: 'string' }),
  gender: text('gender'),
  daysInIndia: integer('days_in_india'),
  daysInIndia4Yrs: integer('days_in_india_4yrs'),
  jurisdictionOfResidence: text('jurisdiction_of_residence'),
  taxpayerIdentificationNumber: text('taxpayer_identification_number'),
  incomeSources: jsonb('income_sources').$type<string[]>().notNull().default([]),
  deductions: jsonb('deductions').$type<string[]>().notNull().default([]),
  ...timestamps,
});

/** One income-tax return of an NRI client. The session it was paid from makes fulfilment idempotent. */
export const nriFilings = pgTable(
  'nri_filings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => nriTaxSessions.id, { onDelete: 'set null' }),
    assessmentYear: text('assessment_year').notNull(),
    /** ITR-2 | ITR-3 */
    returnType: text('return_type').notNull(),
    /** One of ITR_STAGES (contract nri-area.ts). */
    itrStatus: text('itr_status').notNull().default('documents_pending'),
    statusRemarks: text('status_remarks'),
    stageUpdatedAt: timestamp('stage_updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** One of ITR_DRAFT_STATUSES. */
    itrDraftStatus: text('itr_draft_status').notNull().default('none'),
    draftDocumentId: uuid('draft_document_id').references(() => documents.id, { onDelete: 'set null' }),
    acknowledgementDocumentId: uuid('acknowledgement_document_id').references(() => documents.id, { onDelete: 'set null' }),
    acknowledgementNumber: text('acknowledgement_number'),
    draftDecisionAction: text('draft_decision_action'),
    draftDecisionName: text('draft_decision_name'),
    draftDecisionReason: text('draft_decision_reason'),
    draftDecidedAt: timestamp('draft_decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('nri_filings_user_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('nri_filings_user_year_idx').on(t.userId, t.assessmentYear),
    uniqueIndex('nri_filings_session_idx').on(t.sessionId).where(sql`${t.sessionId} is not null`),
  ],
);

/** Every stage a filing was moved to, by whom (the statusMap's reachedAt; the audit log has the same moves). */
export const nriFilingStages = pgTable(
  'nri_filing_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filingId: uuid('filing_id')
      .notNull()
      .references(() => nriFilings.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nri_filing_stages_filing_idx').on(t.filingId, t.createdAt)],
);
