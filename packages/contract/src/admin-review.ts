import { z } from 'zod';
import { DOCUMENT_PURPOSES, DOCUMENT_STATUSES, documentSchema } from './client-area';
import { INCORPORATION_STATUSES, jurisdictionSchema } from './companies';
import { cursorParamSchema } from './cursor';
import { textSchema } from './fields';
import { incorporationSessionSchema } from './incorporation';
import { invoiceSchema } from './invoices';
import { adminMessages } from './messages';

/**
 * The admin's review work (part 2 sections 3, 4, 6, 7 "Admin", 8): the document review queue, stored files,
 * approving and rejecting documents, incorporations (list, status, invoice). Users and assignments are in their
 * own contract file.
 */

const cursor = cursorParamSchema.optional();
/** Admin lists page by `take` (the spec's name in the admin user lists) and `cursor`. */
const take = (def: number) => z.coerce.number().int().min(1).max(100).default(def);
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const idParam = z.uuid('Not a valid id');

export const adminIdParamsSchema = z.object({ id: idParam });

/* ------------------------------------------------------------------ documents */

/** A document as the admin sees it: the client's document plus whose it is and who reviewed it. */
export const adminDocumentSchema = documentSchema.extend({
  ownerName: z.string().nullable(),
  companyName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** GET /api/admin/documents: every live document, newest first. */
export const adminDocumentsQuerySchema = z.object({
  companyId: idParam.optional(),
  userId: idParam.optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  purpose: z.enum(DOCUMENT_PURPOSES).optional(),
  cursor,
  take: take(50),
});
export type AdminDocumentsQuery = z.infer<typeof adminDocumentsQuerySchema>;
export const adminDocumentsResponseSchema = z.object({
  documents: z.array(adminDocumentSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type AdminDocumentsResponse = z.infer<typeof adminDocumentsResponseSchema>;

/**
 * GET /api/admin/documents/signed: the review queue. Documents waiting for review (status Pending), oldest first
 * (first come, first reviewed), each file with a fresh signed URL valid until `expiresAt`.
 */
export const reviewQueueQuerySchema = z.object({
  companyId: idParam.optional(),
  userId: idParam.optional(),
  cursor,
  take: take(20),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;
export const reviewQueueResponseSchema = adminDocumentsResponseSchema.extend({
  /** When the signed URLs in this answer stop working (ask again for fresh ones). */
  expiresAt: z.string(),
  /** Documents waiting for review in all (with the same filters). */
  count: z.number().int(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

/** One stored file of a document (GET /api/admin/files). */
export const adminFileSchema = z.object({
  /** The file's id within its document (as in the document's files). */
  fileId: z.uuid(),
  documentId: z.uuid(),
  documentName: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  pageLabel: z.string().nullable(),
  purpose: z.enum(DOCUMENT_PURPOSES),
  status: z.enum(DOCUMENT_STATUSES),
  isVerified: z.boolean(),
  ownerId: z.uuid(),
  ownerName: z.string().nullable(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  /** A short-lived signed download URL. */
  url: z.string(),
  uploadedAt: z.string(),
});
export type AdminFile = z.infer<typeof adminFileSchema>;

export const adminFilesQuerySchema = z.object({
  companyId: idParam.optional(),
  userId: idParam.optional(),
  purpose: z.enum(DOCUMENT_PURPOSES).optional(),
  isVerified: booleanQuery.optional(),
  cursor,
  take: take(50),
});
export type AdminFilesQuery = z.infer<typeof adminFilesQuerySchema>;
export const adminFilesResponseSchema = z.object({
  files: z.array(adminFileSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type AdminFilesResponse = z.infer<typeof adminFilesResponseSchema>;

/** POST /api/admin/documents/{id}/reject: a reason is required (part 2 section 5); the client is told it. */
export const rejectDocumentBodySchema = z.object({
  reason: textSchema()
    .trim()
    .min(1, adminMessages.errors.rejectReasonRequired)
    .max(1000, 'Keep the reason under 1,000 characters'),
});
export type RejectDocumentBody = z.infer<typeof rejectDocumentBodySchema>;
export const reviewDocumentResponseSchema = z.object({ message: z.string(), document: adminDocumentSchema });
export type ReviewDocumentResponse = z.infer<typeof reviewDocumentResponseSchema>;

/* ------------------------------------------------------------------ incorporations */

/**
 * An incorporation is a company the firm is incorporating (or has incorporated), with the application it came
 * from when it came through onboarding. `id` is the company's id. Its status is one of INCORPORATION_STATUSES
 * (contract/companies.ts: pending, documents_requested, kyc_review, name_reserved, filed, incorporated, rejected),
 * the documented list the spec leaves open (part 2 section 4). An admin may set any status from any other: the
 * registries send applications back and forth, so the list is an order of progress, not a one-way machine.
 */
export const incorporationSummarySchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  jurisdiction: jurisdictionSchema,
  companyType: z.string(),
  /** One of COMPANY_STATUSES. */
  status: z.string(),
  incorporationStatus: z.enum(INCORPORATION_STATUSES),
  statusRemarks: z.string().nullable(),
  owner: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }).nullable(),
  preparerName: z.string().nullable(),
  /** The onboarding application (staging session) the company came from, if any. */
  sessionId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IncorporationSummary = z.infer<typeof incorporationSummarySchema>;

export const adminIncorporationsQuerySchema = z.object({
  status: z.enum(INCORPORATION_STATUSES).optional(),
  /** Company name, case-insensitive, anywhere in the name. */
  q: textSchema().trim().max(100).optional(),
  cursor,
  take: take(50),
});
export type AdminIncorporationsQuery = z.infer<typeof adminIncorporationsQuerySchema>;
export const adminIncorporationsResponseSchema = z.object({
  incorporations: z.array(incorporationSummarySchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type AdminIncorporationsResponse = z.infer<typeof adminIncorporationsResponseSchema>;

/** GET /api/admin/incorporation/{id}: one incorporation with its application, files and invoices. */
export const adminIncorporationResponseSchema = z.object({
  incorporation: incorporationSummarySchema,
  /** The application with its uploaded files (fresh signed URLs), when the company came through onboarding. */
  session: incorporationSessionSchema.nullable(),
  invoices: z.array(invoiceSchema),
});
export type AdminIncorporationResponse = z.infer<typeof adminIncorporationResponseSchema>;

export const setIncorporationStatusBodySchema = z.object({
  newStatus: z.enum(INCORPORATION_STATUSES, { error: `Choose one of: ${INCORPORATION_STATUSES.join(', ')}` }),
  /** Shown to the client with the new status; required when rejecting (the client must know why). */
  remarks: textSchema().trim().max(1000, 'Keep the remarks under 1,000 characters').optional(),
}).refine((v) => v.newStatus !== 'rejected' || (v.remarks ?? '').length > 0, {
  path: ['remarks'],
  message: 'Give the reason for rejecting the application',
});
export type SetIncorporationStatusBody = z.infer<typeof setIncorporationStatusBodySchema>;
export const setIncorporationStatusResponseSchema = z.object({ message: z.string(), incorporation: incorporationSummarySchema });

/**
 * POST /api/admin/incorporation/{id}/generate-invoice. Without lines the invoice is priced from the application
 * (the incorporation package and the services selected, from the catalogue); a company that did not come through
 * onboarding needs lines. The invoice is issued unpaid to the company's owner, due in `dueDays` days.
 */
export const generateInvoiceBodySchema = z
  .object({
    lines: z
      .array(
        z.object({
          description: textSchema().trim().min(1, 'Describe the line').max(200),
          quantity: z.number().int().min(1).max(1000).default(1),
          unitPriceMinor: z.number().int().min(0).max(100_000_000_00),
        }),
      )
      .min(1, 'Add at least one line')
      .max(50)
      .optional(),
    currency: z.string().regex(/^[A-Z]{3}$/, 'A three-letter currency code, such as SGD').optional(),
    dueDays: z.number().int().min(0).max(365).optional(),
  })
  .default({});
export type GenerateInvoiceBody = z.infer<typeof generateInvoiceBodySchema>;
export const generateInvoiceResponseSchema = z.object({ message: z.string(), invoice: invoiceSchema });
export type GenerateInvoiceResponse = z.infer<typeof generateInvoiceResponseSchema>;

/**
 * Texts of the review screens the spec does not give (designed). The calls' own texts are in adminMessages
 * (Document approved, Failed to reject document, Incorporation status updated, Invoice generated, ...).
 */
export const adminReviewTexts = {
  fallback: {
    reviewQueue: 'Failed to load the review queue',
    incorporations: 'Failed to load incorporations',
    incorporation: 'Failed to load the incorporation',
  },
} as const;
