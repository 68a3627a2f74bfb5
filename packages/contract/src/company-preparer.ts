import { z } from 'zod';
import {
  actionSchema,
  DOCUMENT_STATUSES,
  documentSchema,
  TASK_PRIORITIES,
  TASK_STATUSES,
  taskSchema,
  taskSummarySchema,
} from './client-area';
import { COMPANY_STATUSES, companySchema, INCORPORATION_STATUSES } from './companies';
import { calendarQuerySchema } from './calendar';
import { cursorParamSchema } from './cursor';
import { isoDateSchema, textSchema } from './fields';

/**
 * The company preparer's calls (part 2 section 7 "Company preparer, under /api/company-preparer/{id}"): the staff
 * side of one company's work. Preparers reach the companies they are the preparer of, approvers read those of the
 * preparers under them, admins reach every company; anyone else gets 404 for the company (clients: 403 for the
 * route). Writes are the preparer's and the admin's.
 */

const companyId = z.uuid('Not a valid company id');
const cursorQuery = cursorParamSchema.optional();
const limitQuery = (def: number, max: number) => z.coerce.number().int().min(1).max(max).default(def);
const personRef = z.object({ id: z.uuid(), fullName: z.string(), email: z.string() });

/** /api/company-preparer/{id}/... */
export const companyPreparerParamsSchema = z.object({ id: companyId });
/** /api/company-preparer/{id}/actions/{actionId}/ack */
export const companyPreparerActionParamsSchema = z.object({ id: companyId, actionId: z.uuid('Not a valid action id') });
/** /api/company-preparer/tasks/{id} and its review: a task id. */
export const companyPreparerTaskParamsSchema = z.object({ id: z.uuid('Not a valid task id') });

/* ------------------------------------------------------------------ summary */

/** GET /api/company-preparer/{id}/summary: the company with its counts, its client and what is waiting. */
export const companyPreparerSummarySchema = z.object({
  company: companySchema,
  owner: personRef.nullable(),
  /** Actions sent to the client that they have not acknowledged yet. */
  unacknowledgedActions: z.number().int(),
  /** The most urgent open tasks (due date first). */
  openTasks: z.array(taskSummarySchema),
});
export type CompanyPreparerSummary = z.infer<typeof companyPreparerSummarySchema>;
export const companyPreparerSummaryResponseSchema = z.object({ summary: companyPreparerSummarySchema });

/* ------------------------------------------------------------------ status */

/** The preparer state's company status (part 2 section 3): status, incorporationStatus, statusRemarks, updatedAt. */
export const companyStatusSchema = z.object({
  status: z.string(),
  incorporationStatus: z.string(),
  statusRemarks: z.string().nullable(),
  updatedAt: z.string(),
});
export type CompanyStatusRecord = z.infer<typeof companyStatusSchema>;
export const companyStatusResponseSchema = z.object({ status: companyStatusSchema });

/** POST /api/company-preparer/{id}/status: at least one of the three; statusRemarks null clears the remarks. */
export const updateCompanyStatusBodySchema = z
  .object({
    status: z.enum(COMPANY_STATUSES).optional(),
    incorporationStatus: z.enum(INCORPORATION_STATUSES).optional(),
    statusRemarks: textSchema().trim().max(2000).nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.incorporationStatus !== undefined || b.statusRemarks !== undefined, {
    message: 'Send status, incorporationStatus or statusRemarks',
  });
export type UpdateCompanyStatusBody = z.infer<typeof updateCompanyStatusBodySchema>;
/**
 * "Status updated". A preparer's change is staged for the approver (outcome `staged`: `status` is still the live
 * status the client sees, `pendingStatus` the staged one); an admin's is applied (`applied`).
 */
export const companyStatusMutationResponseSchema = z.object({
  message: z.string(),
  status: companyStatusSchema,
  outcome: z.enum(['staged', 'applied']).optional(),
  pendingStatus: z
    .object({ status: z.enum(COMPANY_STATUSES).optional(), incorporationStatus: z.enum(INCORPORATION_STATUSES).optional(), statusRemarks: z.string().nullable().optional() })
    .nullable()
    .optional(),
});

/* ------------------------------------------------------------------ calendar */

/** GET /api/company-preparer/{id}/calendar (designed): the client's calendar query, the company being in the path. */
export const companyCalendarQuerySchema = calendarQuerySchema.omit({ companyId: true });

/* ------------------------------------------------------------------ documents */

export const companyDocumentsQuerySchema = z.object({
  status: z.enum(DOCUMENT_STATUSES).optional(),
  cursor: cursorQuery,
  limit: limitQuery(20, 50),
});
export type CompanyDocumentsQuery = z.infer<typeof companyDocumentsQuerySchema>;
/** GET /api/company-preparer/{id}/documents: every live document of the company, newest first. */
export const companyDocumentsResponseSchema = z.object({ items: z.array(documentSchema), nextCursor: z.string().nullable() });

/**
 * POST /api/company-preparer/{id}/documents (multipart): one file in the field `file` (PDF, JPG, PNG or DOCX,
 * checked by content as the client's uploads are), with optional text fields: name, and taskId (a task of this
 * company). The document belongs to the company's client and is shown to them; the preparer uploaded it, so it
 * is verified.
 */
export const companyDocumentUploadFieldsSchema = z.object({
  name: textSchema().trim().min(1).max(200).optional(),
  taskId: z.uuid('Not a valid task id').optional(),
});
export const companyDocumentResponseSchema = z.object({ message: z.string(), document: documentSchema });

/* ------------------------------------------------------------------ actions */

/** The kinds of action a preparer sends ('task' actions are made with a task). */
export const SENDABLE_ACTION_TYPES = ['info', 'request', 'reminder', 'deadline', 'document', 'payment'] as const;

/** GET /api/company-preparer/{id}/actions: the company's actions, unacknowledged first, then newest. */
export const companyActionsResponseSchema = z.object({ items: z.array(actionSchema) });

/** POST /api/company-preparer/{id}/actions: ask the company's client to note or do something ("Action sent"). */
export const sendActionBodySchema = z.object({
  title: textSchema().trim().min(1).max(200),
  message: textSchema().trim().min(1).max(2000),
  type: z.enum(SENDABLE_ACTION_TYPES).default('info'),
  dueDate: isoDateSchema.nullable().optional(),
});
export type SendActionBody = z.infer<typeof sendActionBodySchema>;
/** "Action sent" / "Action acknowledged" */
export const companyActionResponseSchema = z.object({ message: z.string(), action: actionSchema });

/* ------------------------------------------------------------------ tasks */

export const companyTasksQuerySchema = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  openOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  cursor: cursorQuery,
  limit: limitQuery(20, 50),
});
export type CompanyTasksQuery = z.infer<typeof companyTasksQuerySchema>;
/** GET /api/company-preparer/{id}/tasks: the company's tasks, newest first. */
export const companyTasksResponseSchema = z.object({ items: z.array(taskSummarySchema), nextCursor: z.string().nullable() });

export const requiredDocumentInputSchema = z.object({
  name: textSchema().trim().min(1).max(200),
  description: textSchema().trim().max(1000).nullable().optional(),
  /** Defaults to true: the client cannot mark the task complete without it. */
  isRequired: z.boolean().optional(),
  /** Several files (a bundle) rather than one. */
  allowMultiple: z.boolean().optional(),
});

/** POST /api/company-preparer/{id}/tasks: a task for the company's client ("Task created"); the client is told. */
export const createCompanyTaskBodySchema = z.object({
  title: textSchema().trim().min(1).max(200),
  description: textSchema().trim().max(2000).nullable().optional(),
  dueDate: isoDateSchema,
  priority: z.enum(TASK_PRIORITIES).default('normal'),
  category: textSchema().trim().max(100).nullable().optional(),
  requiredDocuments: z.array(requiredDocumentInputSchema).max(20).default([]),
});
export type CreateCompanyTaskBody = z.infer<typeof createCompanyTaskBodySchema>;
export const companyTaskMutationResponseSchema = z.object({ message: z.string(), task: taskSchema });

/**
 * POST /api/company-preparer/tasks/{id}/review?action=...&reason=... ("Task reviewed"); the client is notified.
 * - approve: the work is accepted; the task is Completed (closed).
 * - return: sent back for changes; the task is Rejected ("Changes requested"), stays in the client's open list
 *   with the reason, and the client acts on it again. A reason is required.
 * - reject: the work is refused and will not be pursued; the task is Cancelled (closed) with the reason. A
 *   reason is required.
 */
export const TASK_REVIEW_ACTIONS = ['approve', 'return', 'reject'] as const;
export type TaskReviewAction = (typeof TASK_REVIEW_ACTIONS)[number];
export const reviewTaskQuerySchema = z
  .object({
    action: z.enum(TASK_REVIEW_ACTIONS),
    reason: textSchema().trim().max(2000).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.action !== 'approve' && !q.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A reason is required to return or reject a task' });
    }
  });
export type ReviewTaskQuery = z.infer<typeof reviewTaskQuerySchema>;
