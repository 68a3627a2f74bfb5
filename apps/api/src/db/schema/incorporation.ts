import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CompanyDetailsDraft, DirectorDraft, ShareholderDraft } from '@quayside/contract/incorporation';
import { timestamps, users } from './auth';
import { companies } from './companies';
import { storedFiles } from './files';

/**
 * Incorporation onboarding sessions (part 1 section 3 "Incorporation session"). A visitor's session is reached
 * only by its random id (uuid v4). Person entries are stored as the wizard's drafts without their files: the
 * files live in incorporation_files and are joined back (with fresh signed urls) when the session is read.
 */
export const incorporationSessions = pgTable(
  'incorporation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    companyName: text('company_name'),
    /** normalizeCompanyName(companyName), for the availability check against open sessions. */
    normalizedCompanyName: text('normalized_company_name'),
    companyNameOptional: text('company_name_optional'),
    contactEmail: text('contact_email').notNull(),
    contactNumber: text('contact_number').notNull(),
    countryCode: text('country_code'),
    registrationDate: date('registration_date', { mode: 'string' }),
    directorData: jsonb('director_data').$type<DirectorDraft[]>().notNull().default([]),
    shareholderData: jsonb('shareholder_data').$type<ShareholderDraft[]>().notNull().default([]),
    servicesSelected: jsonb('services_selected').$type<number[]>().notNull().default([]),
    companyDetails: jsonb('company_details').$type<CompanyDetailsDraft>(),
    useNomineeDirector: boolean('use_nominee_director').notNull().default(false),
    currentStep: integer('current_step').notNull().default(1),
    /** in_progress | completed */
    status: text('status').$type<'in_progress' | 'completed'>().notNull().default('in_progress'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    otpSentAt: timestamp('otp_sent_at', { withTimezone: true }),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The payment order that holds the application against changes until heldUntil (incorporation.order.ts). */
    orderPaymentId: uuid('order_payment_id'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('incorporation_sessions_created_idx').on(t.createdAt, t.id),
    index('incorporation_sessions_status_idx').on(t.status, t.createdAt, t.id),
    index('incorporation_sessions_name_idx').on(t.normalizedCompanyName),
    index('incorporation_sessions_email_idx').on(t.contactEmail),
  ],
);

export const incorporationFiles = pgTable(
  'incorporation_files',
  {
    /** The stored file's id, which is also the fileId the session's entries carry. */
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => incorporationSessions.id, { onDelete: 'cascade' }),
    roleType: text('role_type').$type<'director' | 'shareholder'>().notNull(),
    personIndex: integer('person_index').notNull(),
    fileType: text('file_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('incorporation_files_session_idx').on(t.sessionId, t.roleType, t.personIndex)],
);

/**
 * NRI tax onboarding sessions (part 2 section 3 "NRI tax session"). Created here so that an NRI order can be
 * paid now; the NRI onboarding API (start, update, OTP, quote, ...) comes with its own issue and owns the rest.
 */
