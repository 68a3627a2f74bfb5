import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';
import { invoices } from './invoices';
import { services } from './services';

export type EditFlags = {
  company: boolean;
  directors: boolean;
  shareholders: boolean;
  services: boolean;
};

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Name without case, punctuation, spacing or legal suffix, for the availability check. */
    normalizedName: text('normalized_name').notNull(),
    registrationNumber: text('registration_number'),
    /**
     * The registration number is a claim the firm still has to resolve: it was saved by someone who may not see
     * the company confirmed under that number (another client's). Held claims stand outside the uniqueness rule
     * and are never shown outside the firm, so saving a number tells no one whether another client has it.
     */
    registrationHeld: boolean('registration_held').notNull().default(false),
    /** SG | AE | IN */
    jurisdiction: text('jurisdiction').notNull(),
    companyType: text('company_type').notNull().default('private_limited'),
    status: text('status').notNull().default('active'),
    incorporationStatus: text('incorporation_status').notNull().default('pending'),
    statusRemarks: text('status_remarks'),
    ownerId: uuid('owner_id').references(() => users.id),
    preparerId: uuid('preparer_id').references(() => users.id),
    dashboardLocked: boolean('dashboard_locked').notNull().default(false),
    /** Why the admin locked the client's dashboard (shown to the client while it is locked). */
    dashboardLockReason: text('dashboard_lock_reason'),
    dashboardLockedAt: timestamp('dashboard_locked_at', { withTimezone: true }),
    editFlags: jsonb('edit_flags')
      .$type<EditFlags>()
      .notNull()
      .default({ company: true, directors: true, shareholders: true, services: true }),
    incorporationDate: date('incorporation_date'),
    /** Financial year end as MM-DD. */
    financialYearEnd: text('financial_year_end').notNull().default('12-31'),
    /** The end of the first financial year when it is not the first financialYearEnd after incorporation (SG up to 18 months, UAE 6-18). */
    firstFinancialYearEnd: date('first_financial_year_end'),
    /** Facts the compliance rules need (issue 19): listing, GST/VAT registration, local staff, transfer pricing, audit. */
    listed: boolean('listed').notNull().default(false),
    gstVatRegistered: boolean('gst_vat_registered').notNull().default(false),
    employsLocalStaff: boolean('employs_local_staff').notNull().default(false),
    transferPricing: boolean('transfer_pricing').notNull().default(false),
    auditRequired: boolean('audit_required').notNull().default(false),
    registeredAddress: text('registered_address'),
    businessActivity: text('business_activity'),
    contactEmail: text('contact_email'),
    contactNumber: text('contact_number'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** When the generated compliance calendar was last brought up to date (it rolls forward as years pass). */
    complianceSyncedOn: date('compliance_synced_on'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
    /**
     * What the company search's "contains" reads (lib/search.ts, companies.list.ts): name and registration number
     * in lower case, a line break between them. Stored, so that a search neither lower-cases two columns for every
     * row it looks at nor combines two trigram indexes; no term without a line break can match across the two.
     */
    searchKey: text('search_key').generatedAlwaysAs(sql`lower(name) || chr(10) || lower(coalesce(registration_number, ''))`),
    /**
     * What the staff side's search of a preparer's companies reads (companies.staff.ts searchHits): the company's
     * name, its owner's name and its owner's e-mail, in lower case, a line break between them (a line break within
     * one of them stored as a carriage return, so that no term without either can match across two). Kept by the
     * database (migration 0047, qs_staff_search_key): a trigger sets it when a company is written (its name, owner
     * or deletion), another when a user's name or e-mail changes, in the writer's transaction. A read copy of the
     * owner's name and e-mail for this one index; auth still owns users.
     */
    staffKey: text('staff_key'),
  },
  // Keyset paging walks (created_at, id) newest first; every list filter has its own partial index over the
  // live (not soft-deleted) rows, and the "contains" search uses trigram GIN indexes (pg_trgm): search_key's for
  // the company search, the name's for the lists that search names only.
  (t) => [
    index('companies_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('companies_owner_idx').on(t.ownerId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // A preparer's companies newest first, with the staff search key, so that the assigned-users search matches
    // names, owners' names and e-mails from the index alone and reads the table only for the page
    // (companies.staff.ts searchHits).
    index('companies_preparer_idx').on(t.preparerId, t.createdAt, t.id, t.staffKey).where(sql`${t.deletedAt} is null`),
    // A preparer's companies with their owners from the index alone (the preparer dashboard's scope).
    index('companies_preparer_owner_idx').on(t.preparerId, t.id, t.ownerId).where(sql`${t.deletedAt} is null`),
    index('companies_status_idx').on(t.status, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // The admin's companies list filtered to locked dashboards (few among many: a scan of the whole list otherwise).
    index('companies_locked_idx').on(t.createdAt, t.id).where(sql`${t.dashboardLocked} and ${t.deletedAt} is null`),
    // The admin's incorporations list, filtered by incorporation status.
    index('companies_incorporation_status_idx').on(t.incorporationStatus, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('companies_normalized_name_idx').on(t.normalizedName),
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('companies_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // The first step of a search reads the newest rows' search keys from this index alone (companies.list.ts).
    index('companies_created_search_idx').on(t.createdAt, t.id, t.searchKey).where(sql`${t.deletedAt} is null`),
    // Searches of one or two characters are "starts with" (trigrams need three): these serve them.
    index('companies_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('companies_regno_prefix_idx').using('btree', sql`lower(${t.registrationNumber}) text_pattern_ops`),
    // One confirmed live company per registration number in a jurisdiction (held claims aside).
    uniqueIndex('companies_registration_number_idx')
      .on(t.jurisdiction, sql`lower(${t.registrationNumber})`)
      .where(sql`${t.deletedAt} is null and ${t.registrationNumber} is not null and not ${t.registrationHeld}`),
  ],
);

export const companyActivity = pgTable(
  'company_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** company.created, company.updated, company.status, director.added, ... */
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_activity_company_idx').on(t.companyId, t.createdAt, t.id)],
);

export type PersonFiles = Record<string, { fileId: string; name: string }>;

export const directors = pgTable(
  'directors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    nationality: text('nationality'),
    idType: text('id_type'),
    idNumber: text('id_number'),
    dateOfBirth: date('date_of_birth'),
    address: text('address'),
    isNominee: boolean('is_nominee').notNull().default(false),
    /** KYC files by file type (passport, proofOfAddress, ...). */
    files: jsonb('files').$type<PersonFiles>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('directors_company_idx').on(t.companyId)],
);

export const shareholders = pgTable(
  'shareholders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** individual | corporate */
    type: text('type').notNull().default('individual'),
    fullName: text('full_name').notNull(),
    email: text('email'),
    nationality: text('nationality'),
    idNumber: text('id_number'),
    address: text('address'),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    shareClass: text('share_class').notNull().default('Ordinary'),
    files: jsonb('files').$type<PersonFiles>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('shareholders_company_idx').on(t.companyId)],
);

export const companyServices = pgTable(
  'company_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    /**
     * pending_payment (added, its invoice unpaid) | active (paid) | cancellation_requested (the client asked; staff
     * handle it) | cancelled. Contract: COMPANY_SERVICE_STATUSES.
     */
    status: text('status').notNull().default('active'),
    /** The invoice that pays for the service: paying it makes the service active. Null for services paid at incorporation. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    renewsAt: timestamp('renews_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_services_unique').on(t.companyId, t.serviceId),
    index('company_services_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
  ],
);
