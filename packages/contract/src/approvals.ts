import { z } from 'zod';
import { taskSummarySchema } from './client-area';
import { updateCompanyStatusBodySchema } from './company-preparer';
import {
  companySchema,
  directorBodySchema,
  directorSchema,
  shareholderBodySchema,
  shareholderSchema,
  updateCompanyBodySchema,
} from './companies';
import { cursorParamSchema } from './cursor';
import { textSchema } from './fields';

/**
 * The four-eyes approval of preparers' work (issue 14, designed: the spec says approvers "review preparers' work"
 * and shows none of their calls).
 *
 * A preparer's changes to a company's record (details, directors, shareholders: PUT /api/preparer/company/{id};
 * status: PUT /api/preparer/status/{id} and POST /api/company-preparer/{id}/status) are STAGED in the company's open
 * draft, not applied: the client keeps seeing the live record. PUT /api/preparer/send-to-approver/{id} sends the
 * draft, with the company's tasks the preparer approved (task status AwaitingApproval), to the approvers above the
 * preparer. The approver approves (everything is applied in one transaction, tasks Completed) or returns it with a
 * reason (the changes go back into the preparer's draft, tasks back to 'complete (pending review)'). An admin's
 * same calls apply directly, with no approval.
 *
 * Scope: a preparer reaches the drafts and requests of the companies they prepare; an approver the requests of the
 * preparers under them (preparer_approver); an admin everything. Anything else answers 404; clients get the
 * route-level 403.
 *
 * The diff is computed when the request is sent (against the live record at that moment) and kept with the
 * request, so the history shows what was decided on; the draft's diff (GET /api/preparer/company/{id}) is computed
 * on read.
 */

/* ------------------------------------------------------------------ states */

export const APPROVAL_STATES = ['draft', 'pending', 'approved', 'returned'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  draft: 'Draft',
  pending: 'Waiting for approval',
  approved: 'Approved',
  returned: 'Returned to preparer',
};
/** The decisions an approver makes (history filter). */
export const APPROVAL_DECISIONS = ['approved', 'returned'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

const companyIdParam = z.uuid('Not a valid company id');
const limitQuery = (def: number, max: number) => z.coerce.number().int().min(1).max(max).default(def);
const personRef = z.object({ id: z.uuid(), fullName: z.string(), email: z.string() });
const companyRef = z.object({ id: z.uuid(), name: z.string() });

/** /api/preparer/company/{id}, /api/preparer/status/{id}, /api/preparer/send-to-approver/{id}: a company id. */
export const preparerCompanyParamsSchema = z.object({ id: companyIdParam });
/** /api/approver/requests/{id} and its decisions: an approval request id. */
export const approvalRequestParamsSchema = z.object({ id: z.uuid('Not a valid request id') });

/* ------------------------------------------------------------------ staged changes */

const u = updateCompanyBodySchema.shape;
/** The company details a preparer may change (status has its own call). Each one optional. */
export const stagedCompanyFieldsSchema = z.object({
  name: u.name,
  registrationNumber: u.registrationNumber,
  jurisdiction: u.jurisdiction,
  companyType: u.companyType,
  incorporationDate: u.incorporationDate,
  financialYearEnd: u.financialYearEnd,
  registeredAddress: u.registeredAddress,
  businessActivity: u.businessActivity,
  contactEmail: u.contactEmail,
  contactNumber: u.contactNumber,
});
export type StagedCompanyFields = z.infer<typeof stagedCompanyFieldsSchema>;
export const STAGED_COMPANY_FIELDS = Object.keys(stagedCompanyFieldsSchema.shape) as Array<keyof StagedCompanyFields>;

/** The status fields (the same body as POST /api/company-preparer/{id}/status). */
export const stagedStatusSchema = z.object({
  status: updateCompanyStatusBodySchema.shape.status,
  incorporationStatus: updateCompanyStatusBodySchema.shape.incorporationStatus,
  statusRemarks: updateCompanyStatusBodySchema.shape.statusRemarks,
});
export type StagedStatus = z.infer<typeof stagedStatusSchema>;

const MAX_PART_CHANGES = 50;
const idList = (what: string) => z.array(z.uuid(`Not a valid ${what} id`)).max(MAX_PART_CHANGES);

/** Director changes: new people, changes to existing ones (by id, only the fields changed), removals (ids). */
export const directorChangesInputSchema = z.object({
  created: z.array(directorBodySchema).max(MAX_PART_CHANGES).default([]),
  updated: z.array(directorBodySchema.partial().extend({ id: z.uuid('Not a valid director id') })).max(MAX_PART_CHANGES).default([]),
  deleted: idList('director').default([]),
});
export const shareholderChangesInputSchema = z.object({
  created: z.array(shareholderBodySchema).max(MAX_PART_CHANGES).default([]),
  updated: z.array(shareholderBodySchema.partial().extend({ id: z.uuid('Not a valid shareholder id') })).max(MAX_PART_CHANGES).default([]),
  deleted: idList('shareholder').default([]),
});

/**
 * PUT /api/preparer/company/{id}: any of the three parts. A preparer's changes are merged into the company's
 * draft (a field sent again replaces the staged value; an update of a person created in the draft changes that
 * staged person, whose id is the one GET answers; deleting it drops it from the draft); an admin's are applied.
 */
export const preparerCompanyUpdateBodySchema = z
  .object({
    company: stagedCompanyFieldsSchema.optional(),
    directors: directorChangesInputSchema.optional(),
    shareholders: shareholderChangesInputSchema.optional(),
  })
  .refine(
    (b) =>
      (b.company && Object.values(b.company).some((v) => v !== undefined)) ||
      (b.directors && b.directors.created.length + b.directors.updated.length + b.directors.deleted.length > 0) ||
      (b.shareholders && b.shareholders.created.length + b.shareholders.updated.length + b.shareholders.deleted.length > 0),
    { message: 'Send at least one change to the company, its directors or its shareholders' },
  );
export type PreparerCompanyUpdateBody = z.infer<typeof preparerCompanyUpdateBodySchema>;

/** PUT /api/preparer/status/{id}: the company-preparer status body (at least one of the three). */
export const preparerStatusBodySchema = updateCompanyStatusBodySchema;
export type PreparerStatusBody = z.infer<typeof preparerStatusBodySchema>;

/** A person staged as new: the fields sent, with the id the draft gave them (used to change or drop them). */
const stagedDirectorSchema = directorBodySchema.extend({ id: z.uuid() });
const stagedShareholderSchema = shareholderBodySchema.extend({ id: z.uuid() });

/** The staged changes as kept in the draft and in a request: what approving applies. */
export const stagedChangesSchema = z.object({
  company: stagedCompanyFieldsSchema.nullable(),
  status: stagedStatusSchema.nullable(),
  directors: z.object({
    created: z.array(stagedDirectorSchema),
    updated: z.array(directorBodySchema.partial().extend({ id: z.uuid() })),
    deleted: z.array(z.uuid()),
  }),
  shareholders: z.object({
    created: z.array(stagedShareholderSchema),
    updated: z.array(shareholderBodySchema.partial().extend({ id: z.uuid() })),
    deleted: z.array(z.uuid()),
  }),
});
export type StagedChanges = z.infer<typeof stagedChangesSchema>;

/* ------------------------------------------------------------------ the diff */

export const DIFF_ENTITIES = ['company', 'director', 'shareholder', 'status', 'task'] as const;
export const DIFF_CHANGES = ['created', 'updated', 'deleted', 'completed'] as const;
/** One changed record: which, how, and each field before and after (null where there is none). */
export const approvalDiffEntrySchema = z.object({
  entity: z.enum(DIFF_ENTITIES),
  entityId: z.string().nullable(),
  label: z.string(),
  change: z.enum(DIFF_CHANGES),
  fields: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type ApprovalDiffEntry = z.infer<typeof approvalDiffEntrySchema>;

/* ------------------------------------------------------------------ the preparer's calls */

/** The latest request of the company that was decided or sent (null when none). */
export const lastApprovalRequestSchema = z.object({
  id: z.uuid(),
  state: z.enum(APPROVAL_STATES),
  /** The approver's reason when returned; their note when approved. */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

/**
 * GET /api/preparer/company/{id}: the live record (what the client sees), the staged changes of the open draft
 * (created, updated and deleted lists per part, or null when nothing is staged), its diff against the live record,
 * and the last request's state.
 */
export const preparerCompanyDetailsSchema = z.object({
  company: companySchema,
  directors: z.array(directorSchema),
  shareholders: z.array(shareholderSchema),
  pendingChanges: stagedChangesSchema.nullable(),
  pendingDiff: z.array(approvalDiffEntrySchema),
  /** Tasks the preparer approved that wait to be sent (AwaitingApproval, not yet in a pending request). */
  tasksAwaitingApproval: z.array(taskSummarySchema),
  /** Requests of this company waiting for the approver. */
  pendingRequests: z.number().int(),
  lastRequest: lastApprovalRequestSchema.nullable(),
});
export type PreparerCompanyDetails = z.infer<typeof preparerCompanyDetailsSchema>;
export const preparerCompanyDetailsResponseSchema = preparerCompanyDetailsSchema;

/** How the change was taken: staged for approval (preparer) or applied (admin). */
export const APPROVAL_OUTCOMES = ['staged', 'applied'] as const;
/** PUT /api/preparer/company/{id}: "Updated successfully", with the record and the draft as they now stand. */
export const preparerCompanyUpdateResponseSchema = preparerCompanyDetailsSchema.extend({
  message: z.string(),
  outcome: z.enum(APPROVAL_OUTCOMES),
});

/** The company status with what is staged (the company-preparer status plus the draft's status part). */
export const preparerStatusResponseSchema = z.object({
  message: z.string(),
  outcome: z.enum(APPROVAL_OUTCOMES),
  /** The live status (what the client sees). */
  status: z.object({ status: z.string(), incorporationStatus: z.string(), statusRemarks: z.string().nullable(), updatedAt: z.string() }),
  /** The status change staged in the draft (null when none, or when applied). */
  pendingStatus: stagedStatusSchema.nullable(),
});
export type PreparerStatusResponse = z.infer<typeof preparerStatusResponseSchema>;

/** PUT /api/preparer/send-to-approver/{id}: the preparer's note to the approver (required). */
export const sendToApproverBodySchema = z.object({ note: textSchema().trim().min(1, 'Add a note for the approver').max(2000) });
export type SendToApproverBody = z.infer<typeof sendToApproverBodySchema>;

/* ------------------------------------------------------------------ requests */

export const approvalRequestSummarySchema = z.object({
  id: z.uuid(),
  state: z.enum(APPROVAL_STATES),
  company: companyRef,
  preparer: personRef.nullable(),
  note: z.string().nullable(),
  /** How many records change (diff entries) and how many tasks wait to be completed. */
  changeCount: z.number().int(),
  taskCount: z.number().int(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: personRef.nullable(),
  decisionReason: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type ApprovalRequestSummary = z.infer<typeof approvalRequestSummarySchema>;

/** GET /api/approver/requests/{id}: the request with its note, preparer, company, diff and tasks. */
export const approvalRequestDetailSchema = approvalRequestSummarySchema.extend({
  diff: z.array(approvalDiffEntrySchema),
  tasks: z.array(taskSummarySchema),
});
export type ApprovalRequestDetail = z.infer<typeof approvalRequestDetailSchema>;
export const approvalRequestResponseSchema = z.object({ request: approvalRequestDetailSchema });

/** PUT /api/preparer/send-to-approver/{id}: "Sent to approver", with the request as sent. */
export const sendToApproverResponseSchema = z.object({ message: z.string(), request: approvalRequestDetailSchema });

/** POST /api/approver/requests/{id}/approve: an optional note. */
export const approveRequestBodySchema = z
  .object({ note: textSchema().trim().max(2000).optional() })
  .nullish();
export type ApproveRequestBody = z.infer<typeof approveRequestBodySchema>;
/** POST /api/approver/requests/{id}/return: the reason (required). */
export const returnRequestBodySchema = z.object({ reason: textSchema().trim().min(1, 'Give the preparer a reason').max(2000) });
export type ReturnRequestBody = z.infer<typeof returnRequestBodySchema>;
/** "Approved" / "Returned to preparer" */
export const approvalDecisionResponseSchema = z.object({ message: z.string(), request: approvalRequestDetailSchema });

/* ------------------------------------------------------------------ the approver's lists */

/** GET /api/approver/queue: pending requests, oldest first (keyset on submittedAt, id). */
export const approverQueueQuerySchema = z.object({
  preparerId: z.uuid('Not a valid preparer id').optional(),
  companyId: z.uuid('Not a valid company id').optional(),
  /** Company name or preparer name, case-insensitive, anywhere in the text. */
  q: textSchema().trim().max(100).optional(),
  cursor: cursorParamSchema.optional(),
  limit: limitQuery(20, 100),
});
export type ApproverQueueQuery = z.infer<typeof approverQueueQuerySchema>;
export const approvalRequestListResponseSchema = z.object({ items: z.array(approvalRequestSummarySchema), nextCursor: z.string().nullable() });
export type ApprovalRequestList = z.infer<typeof approvalRequestListResponseSchema>;

/** GET /api/approver/history: decided requests, newest first (keyset on decidedAt, id). */
export const approverHistoryQuerySchema = z.object({
  decision: z.enum(APPROVAL_DECISIONS).optional(),
  preparerId: z.uuid('Not a valid preparer id').optional(),
  cursor: cursorParamSchema.optional(),
  limit: limitQuery(20, 100),
});
export type ApproverHistoryQuery = z.infer<typeof approverHistoryQuerySchema>;

/** GET /api/approver/dashboard */
export const approverDashboardSchema = z.object({
  counts: z.object({
    pending: z.number().int(),
    /** Returned to the preparer and not sent again yet. */
    returnedAwaitingResubmission: z.number().int(),
    /** Approved or returned in the last 7 days. */
    decidedLast7Days: z.number().int(),
    preparers: z.number().int(),
  }),
  /** The oldest pending requests (up to 5). */
  oldestPending: z.array(approvalRequestSummarySchema),
});
export type ApproverDashboard = z.infer<typeof approverDashboardSchema>;
export const approverDashboardResponseSchema = z.object({ dashboard: approverDashboardSchema });

/** GET /api/approver/preparers: the load of each preparer under the approver (admin: every preparer). */
export const preparerLoadSchema = z.object({
  preparer: personRef,
  companies: z.number().int(),
  openTasks: z.number().int(),
  overdueTasks: z.number().int(),
  pendingRequests: z.number().int(),
  returnedRequests: z.number().int(),
});
export type PreparerLoad = z.infer<typeof preparerLoadSchema>;
export const approverPreparersResponseSchema = z.object({ items: z.array(preparerLoadSchema) });

/** For the preparer dashboard: requests the approver returned that were not sent again yet. */
export const returnedApprovalItemSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  reason: z.string().nullable(),
  decidedAt: z.string(),
});
export type ReturnedApprovalItem = z.infer<typeof returnedApprovalItemSchema>;
