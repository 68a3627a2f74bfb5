import { z } from 'zod';
import { cursorParamSchema } from './cursor';
import { COMPANY_PAGE_SIZE } from './constants';
import { calendarEntrySchema } from './calendar';
import { isoDateSchema, textSchema } from './fields';
export { isoDateSchema, textSchema };
import { JURISDICTIONS, serviceSchema } from './services';
import { orderSummarySchema } from './cart';
import { invoiceSchema } from './invoices';

/**
 * Company records (part 1 sections 3 and 7, "Companies"): every call under /api/companies.
 * Dates are YYYY-MM-DD strings, instants ISO-8601 strings, money integer minor units.
 */

/**
 * Where a company stands in its life. Not shown in the spec; designed:
 * - onboarding: incorporation in progress (the firm is forming it)
 * - active: registered and trading; compliance deadlines apply
 * - dormant: registered but not trading (filings still due, usually simplified)
 * - suspended: work paused by the firm (unpaid fees, KYC issue); the client still sees it
 * - struck_off / closed: no longer on the register; kept for the statutory retention period
 */
export const COMPANY_STATUSES = ['onboarding', 'active', 'dormant', 'suspended', 'struck_off', 'closed'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  onboarding: 'Onboarding',
  active: 'Active',
  dormant: 'Dormant',
  suspended: 'Suspended',
  struck_off: 'Struck off',
  closed: 'Closed',
};

/**
 * Incorporation progress, in order (the status summary draws its steps from it). `rejected` is off the path.
 * Not shown in the spec; designed after how registries process an application (ACRA, MCA SPICe+, UAE free zones).
 */
export const INCORPORATION_STATUSES = [
  'pending',
  'documents_requested',
  'kyc_review',
  'name_reserved',
  'filed',
  'incorporated',
  'rejected',
] as const;
export type IncorporationStatus = (typeof INCORPORATION_STATUSES)[number];
export const INCORPORATION_STATUS_LABELS: Record<IncorporationStatus, string> = {
  pending: 'Application received',
  documents_requested: 'Documents requested',
  kyc_review: 'KYC review',
  name_reserved: 'Name reserved',
  filed: 'Filed with the registry',
  incorporated: 'Incorporated',
  rejected: 'Rejected',
};

/** Company types the compliance rules know. */
export const COMPANY_TYPES = ['private_limited', 'public_limited', 'opc', 'llp', 'free_zone', 'mainland_llc', 'branch'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  private_limited: 'Private limited company',
  public_limited: 'Public limited company',
  opc: 'One person company',
  llp: 'Limited liability partnership',
  free_zone: 'Free zone company',
  mainland_llc: 'Mainland LLC',
  branch: 'Branch office',
};

export const jurisdictionSchema = z.enum(JURISDICTIONS);
const isoDate = isoDateSchema;
/** Financial year end as MM-DD (e.g. 12-31, 03-31). */
export const financialYearEndSchema = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use MM-DD, e.g. 12-31')
  .refine((v) => {
    const [m, d] = v.split('-').map(Number);
    if (!m || !d) return false;
    const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
    return d <= days;
  }, 'Not a real day of the year');
const trimmed = (max: number) => textSchema().trim().min(1, 'Required').max(max);
const optionalText = (max: number) => textSchema().trim().max(max).nullable().optional();

/** Which parts of the record the client may still edit (PUT /api/companies/{id}/edit-flags). */
export const editFlagsSchema = z.object({
  company: z.boolean(),
  directors: z.boolean(),
  shareholders: z.boolean(),
  services: z.boolean(),
});
export type EditFlags = z.infer<typeof editFlagsSchema>;
export const EDIT_FLAG_PARTS = ['company', 'directors', 'shareholders', 'services'] as const;

/* ------------------------------------------------------------------ records */

export const personFileSchema = z.object({ fileId: z.string(), name: z.string() });

export const directorSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  nationality: z.string().nullable(),
  idType: z.string().nullable(),
  idNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  isNominee: z.boolean(),
  /** KYC files by file type (passport, proofOfAddress, ...). */
  files: z.record(z.string(), personFileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Director = z.infer<typeof directorSchema>;

export const SHAREHOLDER_TYPES = ['individual', 'corporate'] as const;
export const shareholderSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  type: z.enum(SHAREHOLDER_TYPES),
  fullName: z.string(),
  email: z.string().nullable(),
  nationality: z.string().nullable(),
  idNumber: z.string().nullable(),
  address: z.string().nullable(),
  shares: z.number().int(),
  shareClass: z.string(),
  files: z.record(z.string(), personFileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shareholder = z.infer<typeof shareholderSchema>;

/** A service on a company, with the catalogue service nested (spec: serviceId plus service.id). */
/**
 * A service on a company (issue 12): added pending payment with an invoice, active once that invoice is paid; a paid
 * service is never removed, the client asks for its cancellation and the firm cancels it.
 */
export const COMPANY_SERVICE_STATUSES = ['pending_payment', 'active', 'cancellation_requested', 'cancelled'] as const;
export type CompanyServiceStatus = (typeof COMPANY_SERVICE_STATUSES)[number];
export const COMPANY_SERVICE_STATUS_LABELS: Record<CompanyServiceStatus, string> = {
  pending_payment: 'Awaiting payment',
  active: 'Active',
  cancellation_requested: 'Cancellation requested',
  cancelled: 'Cancelled',
};

export const companyServiceSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  serviceId: z.number().int(),
  /** One of COMPANY_SERVICE_STATUSES (string so that an older value never breaks a record). */
  status: z.string(),
  /** The invoice that pays for it (null for services paid with the incorporation). */
  invoiceId: z.uuid().nullable(),
  priceMinor: z.number().int(),
  currency: z.string(),
  startedAt: z.string(),
  renewsAt: z.string().nullable(),
  service: serviceSchema,
});
export type CompanyService = z.infer<typeof companyServiceSchema>;

/** One company as lists show it. `companyId` repeats `id` (the spec's client reads companyId). */
export const companySummarySchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  name: z.string(),
  registrationNumber: z.string().nullable(),
  jurisdiction: jurisdictionSchema,
  companyType: z.string(),
  /** One of COMPANY_STATUSES (string so that an older value never breaks a list). */
  status: z.string(),
  /** One of INCORPORATION_STATUSES. */
  incorporationStatus: z.string(),
  statusRemarks: z.string().nullable(),
  ownerId: z.uuid().nullable(),
  preparerId: z.uuid().nullable(),
  /** The admin locked the client's dashboard: the client reads but changes nothing of this company. */
  dashboardLocked: z.boolean(),
  /** Why, while it is locked (null otherwise). */
  dashboardLockReason: z.string().nullable(),
  dashboardLockedAt: z.string().nullable(),
  editFlags: editFlagsSchema,
  incorporationDate: z.string().nullable(),
  financialYearEnd: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

const personRef = z.object({ id: z.uuid(), fullName: z.string(), email: z.string() });

/**
 * The facts the compliance rules need beyond type and dates (issue 19). Staff set them; a change recomputes the
 * company's calendar.
 */
export const companyComplianceSchema = z.object({
  /** Listed on an approved exchange (Singapore: AGM within 4 months, annual return within 5). */
  listed: z.boolean(),
  /** Registered for GST (Singapore, India) or VAT (UAE). */
  gstVatRegistered: z.boolean(),
  /** Employed at least one local employee (CPF contributions) in the last calendar year: Singapore's CIT rebate cash grant. */
  employsLocalStaff: z.boolean(),
  /** India: international or specified domestic transactions (Form 3CEB; return by 30 November). */
  transferPricing: z.boolean(),
  /** India: accounts to be audited under the Income-tax Act (tax audit report) or, for an LLP, under the LLP Act. */
  auditRequired: z.boolean(),
  /** YYYY-MM-DD end of the first financial year when it differs from the first year end after incorporation. */
  firstFinancialYearEnd: z.string().nullable(),
});
export type CompanyCompliance = z.infer<typeof companyComplianceSchema>;

/** One company in full (GET /api/companies/{id}). */
export const companySchema = companySummarySchema.extend({
  /** Always sent by the API (optional in the type so older fixtures and callers stay valid). */
  compliance: companyComplianceSchema.optional(),
  registeredAddress: z.string().nullable(),
  businessActivity: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactNumber: z.string().nullable(),
  owner: personRef.nullable(),
  preparer: personRef.nullable(),
  directors: z.array(directorSchema),
  shareholders: z.array(shareholderSchema),
  companyServices: z.array(companyServiceSchema),
});
export type Company = z.infer<typeof companySchema>;

/* ------------------------------------------------------------------ list */

export const COMPANY_PAGE_SIZE_MAX = 100;
export const listCompaniesQuerySchema = z.object({
  status: z.enum(COMPANY_STATUSES).optional(),
  /** Name or registration number, case-insensitive, anywhere in the text. */
  search: textSchema().trim().max(100).optional(),
  /** Opaque cursor from the previous page's nextCursor. */
  cursor: cursorParamSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(COMPANY_PAGE_SIZE_MAX).default(COMPANY_PAGE_SIZE),
});
export type ListCompaniesQuery = z.infer<typeof listCompaniesQuerySchema>;

/** Newest first. Append the next page while nextCursor is not null; the server's pageSize wins. */
export const listCompaniesResponseSchema = z.object({
  items: z.array(companySummarySchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
  pageSize: z.number().int(),
});
export type ListCompaniesResponse = z.infer<typeof listCompaniesResponseSchema>;

/* ------------------------------------------------------------------ bodies */

export const companyInputSchema = z.object({
  name: trimmed(160),
  registrationNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9/-]*$/, 'Letters, digits, - and / only')
    .nullable()
    .optional(),
  jurisdiction: jurisdictionSchema,
  companyType: z.enum(COMPANY_TYPES).default('private_limited'),
  incorporationDate: isoDate.nullable().optional(),
  financialYearEnd: financialYearEndSchema.default('12-31'),
  registeredAddress: optionalText(400),
  businessActivity: optionalText(400),
  contactEmail: z.email().max(200).nullable().optional(),
  contactNumber: z
    .string()
    .trim()
    .max(30)
    .regex(/^\+?[0-9 ()-]*$/, 'Digits, spaces, +, ( ) and - only')
    .nullable()
    .optional(),
});

/** POST /api/companies. Staff may set the owner (a client) and status; admin may set the preparer. */
export const createCompanyBodySchema = companyInputSchema.extend({
  ownerId: z.uuid().nullable().optional(),
  preparerId: z.uuid().nullable().optional(),
  status: z.enum(COMPANY_STATUSES).optional(),
  incorporationStatus: z.enum(INCORPORATION_STATUSES).optional(),
});
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;

/**
 * PUT /api/companies/{id}: any subset of the fields. A client may change only the company details, and only
 * while editFlags.company is on and the dashboard is not locked; status fields are staff-only.
 */
export const updateCompanyBodySchema = z
  .object({
    name: trimmed(160),
    registrationNumber: companyInputSchema.shape.registrationNumber,
    jurisdiction: jurisdictionSchema,
    companyType: z.enum(COMPANY_TYPES),
    incorporationDate: isoDate.nullable(),
    financialYearEnd: financialYearEndSchema,
    registeredAddress: optionalText(400),
    businessActivity: optionalText(400),
    contactEmail: z.email().max(200).nullable(),
    contactNumber: companyInputSchema.shape.contactNumber,
    status: z.enum(COMPANY_STATUSES),
    incorporationStatus: z.enum(INCORPORATION_STATUSES),
    statusRemarks: textSchema().trim().max(1000).nullable(),
    // Staff-only compliance facts (companyComplianceSchema).
    listed: z.boolean(),
    gstVatRegistered: z.boolean(),
    employsLocalStaff: z.boolean(),
    transferPricing: z.boolean(),
    auditRequired: z.boolean(),
    firstFinancialYearEnd: isoDate.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type UpdateCompanyBody = z.infer<typeof updateCompanyBodySchema>;

export const directorBodySchema = z.object({
  fullName: trimmed(160),
  email: z.email().max(200).nullable().optional(),
  phone: companyInputSchema.shape.contactNumber,
  nationality: optionalText(80),
  idType: z.enum(['passport', 'nric', 'fin', 'aadhaar', 'pan', 'emirates_id', 'other']).nullable().optional(),
  idNumber: optionalText(40),
  dateOfBirth: isoDateSchema
    .refine((d) => d <= new Date().toISOString().slice(0, 10), 'Cannot be in the future')
    .nullable()
    .optional(),
  address: optionalText(400),
  isNominee: z.boolean().optional(),
});
export type DirectorBody = z.infer<typeof directorBodySchema>;
export const updateDirectorBodySchema = directorBodySchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');

export const shareholderBodySchema = z.object({
  type: z.enum(SHAREHOLDER_TYPES).optional(),
  fullName: trimmed(160),
  email: z.email().max(200).nullable().optional(),
  nationality: optionalText(80),
  idNumber: optionalText(40),
  address: optionalText(400),
  shares: z.number().int('Whole shares only').min(1, 'At least 1 share').max(1_000_000_000_000),
  shareClass: textSchema().trim().min(1).max(40).optional(),
});
export type ShareholderBody = z.infer<typeof shareholderBodySchema>;
export const updateShareholderBodySchema = shareholderBodySchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');

export const editFlagsBodySchema = editFlagsSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one flag');
export type EditFlagsBody = z.infer<typeof editFlagsBodySchema>;

export const companyIdParamsSchema = z.object({ id: z.uuid('Not a valid company id') });
export const directorParamsSchema = companyIdParamsSchema.extend({ directorId: z.uuid('Not a valid director id') });
export const shareholderParamsSchema = companyIdParamsSchema.extend({
  shareholderId: z.uuid('Not a valid shareholder id'),
});
export const companyServiceParamsSchema = companyIdParamsSchema.extend({
  serviceId: z.coerce.number().int().positive('Not a valid service id').max(2_147_483_647, 'Not a valid service id'),
});

/* ------------------------------------------------------------------ answers */

export const companyResponseSchema = z.object({ company: companySchema });
export const companyMutationResponseSchema = z.object({ message: z.string(), company: companySchema });
export const directorResponseSchema = z.object({ message: z.string(), director: directorSchema });
export const shareholderResponseSchema = z.object({ message: z.string(), shareholder: shareholderSchema });
export const companyServiceResponseSchema = z.object({
  message: z.string(),
  service: companyServiceSchema,
  /** Adding a service: the invoice issued for it (paying it makes the service active). */
  invoice: invoiceSchema.nullable().optional(),
});

/** The address an invoice bills (the add-service confirmation's field). */
export const billingAddressSchema = textSchema()
  .trim()
  .min(5, { error: 'Enter the billing address (at least 5 characters)' })
  .max(400, { error: 'Keep the billing address under 400 characters' });

/**
 * POST /api/companies/{id}/services/{serviceId} (designed: the spec shows no body, so none is needed). The address
 * the invoice bills; without it, the company's registered address.
 */
export const addCompanyServiceBodySchema = z.object({ billingAddress: billingAddressSchema.optional() }).nullish();
export type AddCompanyServiceBody = z.infer<typeof addCompanyServiceBodySchema>;

/**
 * GET /api/companies/{id}/services/{serviceId}/quote (designed): what adding the service will charge, priced by the
 * server with the one tax function (the invoice's total is this total), and the billing address to suggest.
 */
export const companyServiceQuoteResponseSchema = z.object({
  service: serviceSchema,
  quote: orderSummarySchema,
  billingAddress: z.string().nullable(),
});
export type CompanyServiceQuoteResponse = z.infer<typeof companyServiceQuoteResponseSchema>;

/** POST /api/companies/{id}/services/{serviceId}/cancellation (designed): the client asks the firm to cancel. */
export const requestServiceCancellationBodySchema = z.object({
  reason: textSchema().trim().max(1000, { error: 'Keep the reason under 1000 characters' }).optional(),
});
export type RequestServiceCancellationBody = z.infer<typeof requestServiceCancellationBodySchema>;
/** Deletes answer the id removed. */
export const deletedResponseSchema = z.object({ message: z.string(), id: z.string(), deleted: z.literal(true) });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;
export const editFlagsResponseSchema = z.object({
  message: z.string(),
  updated: z.object({ id: z.uuid(), editFlags: editFlagsSchema }),
});

/** Counts of a company's documents and tasks, by state. */
export const companyCountsSchema = z.object({
  directors: z.number().int(),
  shareholders: z.number().int(),
  services: z.number().int(),
  documents: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  tasks: z.object({
    open: z.number().int(),
    pendingReview: z.number().int(),
    completed: z.number().int(),
    overdue: z.number().int(),
  }),
});
export type CompanyCounts = z.infer<typeof companyCountsSchema>;

/** GET /api/companies/{id}/dashboard: the record plus what needs doing. */
export const companyDashboardSchema = z.object({
  company: companySchema,
  counts: companyCountsSchema,
  /** The next open compliance deadlines (overdue first). */
  upcomingDeadlines: z.array(calendarEntrySchema),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      actorName: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;
export const companyDashboardResponseSchema = z.object({ dashboard: companyDashboardSchema });
