import { z } from 'zod';
import { clientDashboardSchema } from './client-area';
import { COMPANY_STATUSES, companySchema, companySummarySchema } from './companies';
import { cursorParamSchema } from './cursor';
import { textSchema } from './fields';
import { adminMessages } from './messages';

/**
 * The admin's company controls (part 2 sections 4, 6, 7 "Admin", 8): the companies list, a company's activity
 * log, locking the client's dashboard, previewing the company as the client sees it, reassigning its preparer and
 * resetting its status. The company record itself is GET /api/companies/{id} (the admin reaches every company).
 */

const idParam = z.uuid('Not a valid company id');
const take = (def: number) => z.coerce.number().int().min(1).max(100).default(def);
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const adminCompanyParamsSchema = z.object({ id: idParam });

/* ------------------------------------------------------------------ list */

/**
 * GET /api/admin/companies (not in the spec; designed for the console): every live company, newest first, keyset
 * paged. `q` matches the name or the registration number (case-insensitive), `status` one of COMPANY_STATUSES,
 * `locked` the dashboard lock.
 */
export const adminCompaniesQuerySchema = z.object({
  q: textSchema().trim().max(100).optional(),
  status: z.enum(COMPANY_STATUSES).optional(),
  locked: booleanQuery.optional(),
  cursor: cursorParamSchema.optional(),
  take: take(50),
});
export type AdminCompaniesQuery = z.infer<typeof adminCompaniesQuerySchema>;

export const adminCompanySchema = companySummarySchema.extend({
  owner: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }).nullable(),
  preparerName: z.string().nullable(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminCompaniesResponseSchema = z.object({
  companies: z.array(adminCompanySchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type AdminCompaniesResponse = z.infer<typeof adminCompaniesResponseSchema>;

/* ------------------------------------------------------------------ activity */

/** GET /api/admin/company/{id}/activity: newest first. */
export const companyActivityQuerySchema = z.object({
  cursor: cursorParamSchema.optional(),
  take: take(20),
});
export type CompanyActivityQuery = z.infer<typeof companyActivityQuerySchema>;

export const companyActivityItemSchema = z.object({
  id: z.string(),
  /** company.locked, company.status_reset, document.final_uploaded, ... */
  action: z.string(),
  actorName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type CompanyActivityItem = z.infer<typeof companyActivityItemSchema>;

export const companyActivityResponseSchema = z.object({
  activity: z.array(companyActivityItemSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type CompanyActivityResponse = z.infer<typeof companyActivityResponseSchema>;

/* ------------------------------------------------------------------ lock */

const reasonText = (required: string) =>
  textSchema().trim().min(1, required).max(500, 'Keep the reason under 500 characters');

/**
 * PUT /api/admin/company/{id}/lock: `locked` true (the default) locks the client's dashboard for this company with
 * a reason the client is shown; false unlocks it (a reason is optional then, and kept in the log).
 */
export const lockCompanyBodySchema = z
  .object({
    locked: z.boolean().default(true),
    reason: reasonText(adminMessages.errors.lockReasonRequired).optional(),
  })
  .refine((b) => !b.locked || !!b.reason, { message: adminMessages.errors.lockReasonRequired, path: ['reason'] });
export type LockCompanyBody = z.input<typeof lockCompanyBodySchema>;

export const companyMutationResponseSchema = z.object({ message: z.string(), company: companySchema });
export type AdminCompanyMutationResponse = z.infer<typeof companyMutationResponseSchema>;

/* ------------------------------------------------------------------ preview */

/**
 * GET /api/admin/company/{id}/preview: the company as its client sees it: the client's dashboard for this company
 * (the same read model as GET /api/client/dashboard) and the company record (as GET /api/client/company).
 */
export const companyPreviewResponseSchema = z.object({
  dashboard: clientDashboardSchema,
  company: companySchema,
});
export type CompanyPreviewResponse = z.infer<typeof companyPreviewResponseSchema>;

/* ------------------------------------------------------------------ reassign, reset */

export const reassignPreparerBodySchema = z.object({ newPreparerId: z.uuid('Choose the new preparer') });
export type ReassignPreparerBody = z.infer<typeof reassignPreparerBodySchema>;
export const reassignPreparerResponseSchema = companyMutationResponseSchema.extend({
  /** Open tasks of the company that moved to the new preparer. */
  tasksMoved: z.number().int(),
});
export type ReassignPreparerResponse = z.infer<typeof reassignPreparerResponseSchema>;

/** PUT /api/admin/company/{id}/reset-status: one of COMPANY_STATUSES and the reason (the client is told both). */
export const resetCompanyStatusBodySchema = z.object({
  newStatus: z.enum(COMPANY_STATUSES),
  reason: reasonText(adminMessages.errors.statusReasonRequired),
});
export type ResetCompanyStatusBody = z.infer<typeof resetCompanyStatusBodySchema>;
