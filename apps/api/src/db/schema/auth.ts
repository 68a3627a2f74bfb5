import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    role: text('role').notNull().default('client'),
    phone: text('phone'),
    countryCode: text('country_code'),
    isVerified: boolean('is_verified').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isSuspended: boolean('is_suspended').notNull().default(false),
    suspensionMessage: text('suspension_message'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    requiredChangePassword: boolean('required_change_password').notNull().default(false),
    canEditProfile: boolean('can_edit_profile').notNull().default(true),
    /** Bumped on password change or reset so that older access tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * What the admin user lists' "name or e-mail contains" matches: both in lower case, a line break between them
     * (nobody types one), so that one trigram GIN index serves the search instead of two OR-ed bitmaps.
     */
    searchKey: text('search_key').generatedAlwaysAs(sql`lower(full_name) || chr(10) || lower(email)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    // The admin lists' "name or e-mail contains" (pg_trgm; e-mails are stored lower-case) and their newest-first order.
    index('users_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * The number of users per role and account state, as changes (+n / -n) that triggers on users append (migration
 * 0040_user_counts_triggers): the admin user lists' exact `count` is the sum of a few rows here instead of a count
 * over every user (57 ms on 100,000 users). Appending never waits on another writer (no hot counter row); the
 * hourly housekeeping folds the rows into one per state (compactUserCounts).
 */
export const userCountDeltas = pgTable(
  'user_count_deltas',
  {
    role: text('role').notNull(),
    isVerified: boolean('is_verified').notNull(),
    isSuspended: boolean('is_suspended').notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('user_count_deltas_role_idx').on(t.role)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for its successor. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    // The housekeeping job's purge (jobs/housekeeping.ts).
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    /** What the code proves: an e-mail address, or an onboarding session id. */
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_subject_idx').on(t.purpose, t.subject, t.createdAt), index('one_time_codes_expires_idx').on(t.expiresAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull().default('reset'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
);
