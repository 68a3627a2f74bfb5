import { z } from 'zod';
import { calendarActionSchema, insightFieldsSchema, insightUpdatedResponseSchema } from './admin-comms';
import { updateCalendarEntryBodySchema } from './calendar';
import { CALENDAR_KINDS, CALENDAR_STATUSES } from './compliance-rules';
import { documentSchema, notificationSchema, TASK_PRIORITIES, TASK_STATUSES, taskSchema, taskSummarySchema } from './client-area';
import { createCompanyTaskBodySchema } from './company-preparer';
import { cursorParamSchema } from './cursor';
import { isoDateSchema, textSchema } from './fields';

/**
 * The preparer's calls (part 2 section 7 "Preparer", /api/preparer/*) that the preparer module answers: the
 * dashboard, assigned users, KYC records, recommendations, notifications, calendar, document verification and the
 * work queue of tasks. (GET/PUT company/{id}, status/{id} and send-to-approver/{id} are the approvals module's:
 * approvals.ts.)
 *
 * Who may call: preparers (their companies, i.e. companies.preparer_id, and the clients assigned to them) and
 * admins (every company and client: the platform-wide view). Approvers may call the reads (GET) and see the work
 * of the preparers under them, read-only. Clients and NRI clients get the route-level 403; a record out of the
 * caller's reach answers 404.
 */

const limitQuery = (def: number, max: number) => z.coerce.number().int().min(1).max(max).default(def);
/** A "true"/"false" query flag (absent: the default the call states). */
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const personRef = z.object({ id: z.uuid(), fullName: z.string(), email: z.string() });

/** /api/preparer/kyc/{id}: a company id. */
export const preparerCompanyParamsSchema = z.object({ id: z.uuid('Not a valid company id') });
/** /api/preparer/recommendations/{id}, notify/{id}, tasks/user/{id}: a client (or NRI client) user id. */
export const preparerUserParamsSchema = z.object({ id: z.uuid('Not a valid user id') });
/** /api/preparer/calendar/{id}: a calendar entry id. */
export const preparerCalendarParamsSchema = z.object({ id: z.uuid('Not a valid calendar entry id') });
/** /api/preparer/verify-document/{id}: a document id. */
export const preparerDocumentParamsSchema = z.object({ id: z.uuid('Not a valid document id') });
/** /api/preparer/task/{id}: a task id. */
export const preparerTaskParamsSchema = z.object({ id: z.uuid('Not a valid task id') });

/* ------------------------------------------------------------------ dashboard */

/**
 * Whose work the dashboard shows: a preparer's own; an approver's, the preparers under them; an admin's, the
 * whole platform.
 */
export const PREPARER_DASHBOARD_VIEWS = ['preparer', 'approver', 'admin'] as const;

export const dashboardClientSchema = personRef.extend({
  /** Live companies of this client in the caller's reach. */
  companies: z.number().int(),
});

export const waitingDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  ownerId: z.uuid(),
  ownerName: z.string().nullable(),
  taskId: z.uuid().nullable(),
  uploadedAt: z.string(),
});
export type WaitingDocument = z.infer<typeof waitingDocumentSchema>;

export const dashboardDeadlineSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string().nullable(),
  title: z.string(),
  dueDate: z.string(),
  status: z.enum(CALENDAR_STATUSES),
  kind: z.enum(CALENDAR_KINDS),
});
export type DashboardDeadline = z.infer<typeof dashboardDeadlineSchema>;

/** Work the approver sent back to the preparer (filled by the approvals module). */
export const returnedItemSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string().nullable(),
  reason: z.string().nullable(),
  decidedAt: z.string(),
});
export type ReturnedItem = z.infer<typeof returnedItemSchema>;

export const preparerDashboardSchema = z.object({
  view: z.enum(PREPARER_DASHBOARD_VIEWS),
  /** Clients reached: owners of the companies in reach, clients assigned (preparer_client) and NRI clients assigned (preparer_nri, 0 companies); the first 10 by name. */
  assignedClients: z.object({ count: z.number().int(), items: z.array(dashboardClientSchema) }),
  /** Companies in reach (live). */
  companiesCount: z.number().int(),
  /** Open tasks of the companies in reach, by status (every open status, zero included), and how many are overdue. */
  openTasks: z.object({
    total: z.number().int(),
    overdue: z.number().int(),
    byStatus: z.array(z.object({ status: z.enum(TASK_STATUSES), count: z.number().int() })),
  }),
  /** Documents waiting for verification (Pending), oldest first: the first 10 and the count. */
  documentsAwaitingVerification: z.object({ count: z.number().int(), items: z.array(waitingDocumentSchema) }),
  /** Open calendar entries due from today to 30 days ahead, soonest first: the first 20 and the count. */
  upcomingDeadlines: z.object({ from: z.string(), to: z.string(), count: z.number().int(), items: z.array(dashboardDeadlineSchema) }),
  /** Items the approver returned to the preparer, newest first (the approvals module fills it). */
  returnedByApprover: z.array(returnedItemSchema),
});
export type PreparerDashboard = z.infer<typeof preparerDashboardSchema>;
export const preparerDashboardResponseSchema = z.object({ dashboard: preparerDashboardSchema });

/* ------------------------------------------------------------------ assigned users */

/**
 * GET /api/preparer/assigned-users: two keyset-paged lists, newest first, each with its own cursor. q matches,
 * case-insensitively, a company's name or its owner's name or e-mail, and an NRI user's name or e-mail.
 * includeCompanies / includeNri (default true) leave a list out (answered empty, hasMore false).
 */
export const assignedUsersQuerySchema = z.object({
  q: textSchema().trim().max(100).optional(),
  takeCompanies: limitQuery(20, 100),
  takeNris: limitQuery(20, 100),
  cursorCompany: cursorParamSchema.optional(),
  cursorNri: cursorParamSchema.optional(),
  includeCompanies: flag,
  includeNri: flag,
});
export type AssignedUsersQuery = z.infer<typeof assignedUsersQuerySchema>;

export const assignedCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  registrationNumber: z.string().nullable(),
  jurisdiction: z.string(),
  status: z.string(),
  incorporationStatus: z.string(),
  owner: personRef.nullable(),
  preparerId: z.uuid().nullable(),
  openTasks: z.number().int(),
  createdAt: z.string(),
});
export type AssignedCompany = z.infer<typeof assignedCompanySchema>;

export const assignedNriSchema = personRef.extend({
  isSuspended: z.boolean(),
  openTasks: z.number().int(),
  createdAt: z.string(),
});
export type AssignedNri = z.infer<typeof assignedNriSchema>;

const pageInfoSchema = z.object({ nextCursor: z.string().nullable(), hasMore: z.boolean() });
export const assignedUsersResponseSchema = z.object({
  companies: z.array(assignedCompanySchema),
  nris: z.array(assignedNriSchema),
  pageInfo: z.object({ companies: pageInfoSchema, nris: pageInfoSchema }),
});
export type AssignedUsersResponse = z.infer<typeof assignedUsersResponseSchema>;

/* ------------------------------------------------------------------ KYC */

export const KYC_SUBJECT_TYPES = ['company', 'director', 'shareholder'] as const;
export type KycSubjectType = (typeof KYC_SUBJECT_TYPES)[number];
export const KYC_RISK_RATINGS = ['low', 'medium', 'high'] as const;
export type KycRiskRating = (typeof KYC_RISK_RATINGS)[number];

/**
 * POST /api/preparer/kyc/{id}: a KYC check on the company or one of its directors or shareholders (subjectId
 * names the person; the company itself needs none). Each check is a new record: the list is the history.
 */
export const recordKycBodySchema = z
  .object({
    subjectType: z.enum(KYC_SUBJECT_TYPES).default('company'),
    subjectId: z.uuid('Not a valid director or shareholder id').nullable().optional(),
    identityVerified: z.boolean().default(false),
    addressVerified: z.boolean().default(false),
    pepScreened: z.boolean().default(false),
    sanctionsScreened: z.boolean().default(false),
    riskRating: z.enum(KYC_RISK_RATINGS),
    notes: textSchema().trim().max(2000).nullable().optional(),
    nextReviewDate: isoDateSchema.nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.subjectType !== 'company' && !b.subjectId) {
      ctx.addIssue({ code: 'custom', path: ['subjectId'], message: `Name the ${b.subjectType} the check is about` });
    }
  });
export type RecordKycBody = z.infer<typeof recordKycBodySchema>;

export const kycRecordSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  subjectType: z.enum(KYC_SUBJECT_TYPES),
  subjectId: z.uuid().nullable(),
  subjectName: z.string(),
  identityVerified: z.boolean(),
  addressVerified: z.boolean(),
  pepScreened: z.boolean(),
  sanctionsScreened: z.boolean(),
  riskRating: z.enum(KYC_RISK_RATINGS),
  notes: z.string().nullable(),
  nextReviewDate: z.string().nullable(),
  recordedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  recordedAt: z.string(),
});
export type KycRecord = z.infer<typeof kycRecordSchema>;
export const kycRecordResponseSchema = z.object({ message: z.string(), record: kycRecordSchema });
/** GET /api/preparer/kyc/{id}: the company's KYC records, newest first (at most 200). */
export const kycRecordsResponseSchema = z.object({ items: z.array(kycRecordSchema) });

/* ------------------------------------------------------------------ recommendations, notifications, calendar */

/**
 * PUT /api/preparer/recommendations/{id} (multipart): the same fields as the admin's insight recommendation
 * (content, keepFileIds; files in the field `files`). "Insight recommendation updated".
 */
export const preparerRecommendationFieldsSchema = insightFieldsSchema;
export const preparerRecommendationResponseSchema = insightUpdatedResponseSchema;

/** POST /api/preparer/notify/{id}: an in-app notification to a client. */
export const notifyClientBodySchema = z.object({
  title: textSchema().trim().min(1).max(200),
  message: textSchema().trim().min(1).max(2000),
});
export type NotifyClientBody = z.infer<typeof notifyClientBodySchema>;
export const notifyClientResponseSchema = z.object({ message: z.string(), notification: notificationSchema });

/** PUT /api/preparer/calendar/{id}: as the admin's calendar action update. "Calendar action updated". */
export const preparerCalendarBodySchema = updateCalendarEntryBodySchema;
export const preparerCalendarResponseSchema = z.object({ message: z.string(), entry: calendarActionSchema });

/* ------------------------------------------------------------------ document verification */

export const DOCUMENT_VERDICTS = ['Approved', 'Rejected'] as const;
/** PUT /api/preparer/verify-document/{id}: "Document approved" / "Document rejected" (a rejection needs a reason). */
export const verifyDocumentBodySchema = z
  .object({
    status: z.enum(DOCUMENT_VERDICTS),
    reason: textSchema().trim().max(2000).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.status === 'Rejected' && !b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A rejected document requires a reason' });
  });
export type VerifyDocumentBody = z.infer<typeof verifyDocumentBodySchema>;
export const verifyDocumentResponseSchema = z.object({ message: z.string(), document: documentSchema });

/* ------------------------------------------------------------------ tasks */

/** POST /api/preparer/assign-task: a task for a company's client, as POST /api/company-preparer/{id}/tasks. */
export const assignTaskBodySchema = createCompanyTaskBodySchema.extend({ companyId: z.uuid('Not a valid company id') });
export type AssignTaskBody = z.infer<typeof assignTaskBodySchema>;
export const preparerTaskMutationResponseSchema = z.object({ message: z.string(), task: taskSchema });

/** A task in the staff's work queue: the summary, with the client it is for. */
export const preparerTaskSchema = taskSummarySchema.extend({ client: personRef.nullable() });
export type PreparerTask = z.infer<typeof preparerTaskSchema>;

/**
 * GET /api/preparer/assigned-tasks: the work queue, soonest due first (no due date last), then by id; keyset
 * paged. Without status (or includeClosed=true) only open tasks. q: words of the title, the company's name or the
 * client's name or e-mail. dueBefore: due on or before that day.
 */
export const assignedTasksQuerySchema = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  companyId: z.uuid('Not a valid company id').optional(),
  q: textSchema().trim().max(100).optional(),
  dueBefore: isoDateSchema.optional(),
  includeClosed: flag,
  cursor: cursorParamSchema.optional(),
  limit: limitQuery(20, 100),
});
export type AssignedTasksQuery = z.infer<typeof assignedTasksQuerySchema>;
export const assignedTasksResponseSchema = z.object({ items: z.array(preparerTaskSchema), nextCursor: z.string().nullable(), hasMore: z.boolean() });
export type AssignedTasksResponse = z.infer<typeof assignedTasksResponseSchema>;

/** The statuses staff may set by hand (completing goes through review; cancelling is DELETE). */
export const STAFF_TASK_STATUS_MOVES = ['Pending', 'InProgress'] as const;

/** PUT /api/preparer/task/{id}: "Updated successfully"; the client is told. */
export const updateTaskBodySchema = z
  .object({
    title: textSchema().trim().min(1).max(200),
    description: textSchema().trim().max(2000).nullable(),
    dueDate: isoDateSchema.nullable(),
    priority: z.enum(TASK_PRIORITIES),
    status: z.enum(STAFF_TASK_STATUS_MOVES),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type UpdateTaskBody = z.infer<typeof updateTaskBodySchema>;

/** GET /api/preparer/tasks/user/{id}: one client's tasks across their companies in reach, newest first. */
export const userTasksQuerySchema = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  openOnly: flag,
  companyId: z.uuid('Not a valid company id').optional(),
  cursor: cursorParamSchema.optional(),
  limit: limitQuery(20, 50),
});
export type UserTasksQuery = z.infer<typeof userTasksQuerySchema>;
export const userTasksResponseSchema = z.object({ user: personRef, items: z.array(taskSummarySchema), nextCursor: z.string().nullable() });
export type UserTasksResponse = z.infer<typeof userTasksResponseSchema>;
