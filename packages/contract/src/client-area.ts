import { z } from 'zod';
import { cursorParamSchema } from './cursor';
import { calendarEntrySchema } from './calendar';
import { companySchema, companySummarySchema } from './companies';
import { textSchema } from './fields';

/**
 * The client area (part 1 sections 3, 4 and 7, "Client area"): every call under /api/client.
 * A client may own several companies; calls that concern one company take an optional `companyId` query and
 * default to the client's most recently created company.
 */

/* ------------------------------------------------------------------ statuses */

/**
 * Task statuses (the spec shows InProgress, Pending and 'complete (pending review)'; the full list is designed):
 * - Pending: assigned, nothing done yet
 * - InProgress: the client is working on it, or has submitted it and the preparer is reviewing it
 * - 'complete (pending review)': the client marked it complete; the preparer has not reviewed it yet
 * - AwaitingApproval: the preparer accepted it; it waits for the approver above them (four eyes, issue 14), and is
 *   not done for the client until approved (an approver's return puts it back to 'complete (pending review)')
 * - Completed: the preparer accepted it (closed)
 * - Rejected: the preparer sent it back with a reason; the client must act again
 * - Cancelled: withdrawn by staff (closed)
 */
export const TASK_STATUSES = [
  'Pending',
  'InProgress',
  'complete (pending review)',
  'AwaitingApproval',
  'Completed',
  'Rejected',
  'Cancelled',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PENDING_REVIEW: TaskStatus = 'complete (pending review)';
/** Statuses in which the client still has something to do or wait for. */
export const OPEN_TASK_STATUSES: readonly TaskStatus[] = ['Pending', 'InProgress', 'complete (pending review)', 'AwaitingApproval', 'Rejected'];
/** The preparer approved the task; the approver above them has not yet (the approvals module's gate). */
export const TASK_AWAITING_APPROVAL: TaskStatus = 'AwaitingApproval';
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  Pending: 'To do',
  InProgress: 'In progress',
  'complete (pending review)': 'Complete (pending review)',
  AwaitingApproval: 'Awaiting approval',
  Completed: 'Completed',
  Rejected: 'Changes requested',
  Cancelled: 'Cancelled',
};
export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** A required document: Required until something is uploaded, then Pending until staff approve or reject it. */
export const REQUIREMENT_STATUSES = ['Required', 'Pending', 'Approved', 'Rejected'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

export const DOCUMENT_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** What a document is for: uploaded to a task requirement, a final (signed) document, KYC, or general. */
export const DOCUMENT_PURPOSES = ['requirement', 'final', 'kyc', 'incorporation', 'generated', 'general'] as const;
export type DocumentPurpose = (typeof DOCUMENT_PURPOSES)[number];

const cursorQuery = cursorParamSchema.optional();
const limitQuery = (def: number, max: number) => z.coerce.number().int().min(1).max(max).default(def);
const personRef = z.object({ id: z.uuid(), fullName: z.string() });

export const companyIdQuerySchema = z.object({ companyId: z.uuid('Not a valid company id').optional() });
export type CompanyIdQuery = z.infer<typeof companyIdQuerySchema>;
export const idParamsSchema = z.object({ id: z.uuid('Not a valid id') });

/* ------------------------------------------------------------------ documents */

/** One file of a document (a document may be a bundle of several, in order). */
export const documentFileSchema = z.object({
  fileId: z.uuid(),
  name: z.string(),
  /** A short-lived signed download URL (given to the owner and authorised staff only). */
  url: z.string().optional(),
  pageLabel: z.string().nullable().optional(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  position: z.number().int(),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export const documentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  purpose: z.enum(DOCUMENT_PURPOSES),
  status: z.enum(DOCUMENT_STATUSES),
  isVerified: z.boolean(),
  rejectionReason: z.string().nullable(),
  companyId: z.uuid().nullable(),
  ownerId: z.uuid(),
  taskId: z.uuid().nullable(),
  requirementId: z.uuid().nullable(),
  /** What the document is (a KYC file type: passport, nricFront, proofOfAddress, ...), when known. */
  documentType: z.string().nullable(),
  /** The director or shareholder the document is about (KYC documents), when it is about one. */
  directorId: z.uuid().nullable(),
  shareholderId: z.uuid().nullable(),
  /** The first file's URL, for single-file documents. */
  url: z.string().optional(),
  files: z.array(documentFileSchema),
  uploadedAt: z.string(),
  updatedAt: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

export const listDocumentsQuerySchema = z.object({
  companyId: z.uuid().optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  purpose: z.enum(DOCUMENT_PURPOSES).optional(),
  cursor: cursorQuery,
  limit: limitQuery(20, 100),
});
export type ListDocumentsQuery = z.infer<typeof listDocumentsQuerySchema>;
export const listDocumentsResponseSchema = z.object({ items: z.array(documentSchema), nextCursor: z.string().nullable() });

/**
 * POST /api/client/tasks/requirements/{id}/upload (multipart): one file as `document` or several as `documents`,
 * optional `pageLabels` (JSON text of a list, or one label) and `replace` ("true": the new files replace what was
 * uploaded; otherwise they are added to the bundle). PDF, JPEG or PNG, 10 MB each, up to 20 files.
 */
export const requirementUploadFieldsSchema = z.object({
  pageLabels: textSchema().max(4000).optional(),
  replace: z.enum(['true', 'false', '1', '0']).optional(),
});
export const requirementUploadResponseSchema = z.object({
  message: z.string(),
  requirementId: z.uuid(),
  uploadedDoc: documentSchema,
});
export type RequirementUploadResponse = z.infer<typeof requirementUploadResponseSchema>;

/**
 * POST /api/client/upload-final-doc (multipart, field `file`): a final, signed document for a company.
 * Optional fields: companyId (default the client's company), name (default the file name), taskId.
 */
export const finalUploadFieldsSchema = z.object({
  companyId: z.uuid('Not a valid company id').optional(),
  name: textSchema().trim().min(1).max(200).optional(),
  taskId: z.uuid('Not a valid task id').optional(),
});
export const documentResponseSchema = z.object({ message: z.string(), document: documentSchema });
export type DocumentResponse = z.infer<typeof documentResponseSchema>;
/** DELETE /api/client/document/{id}. */
export const deleteDocumentResponseSchema = z.object({ message: z.string(), id: z.uuid(), deleted: z.literal(true) });
export const documentFileParamsSchema = z.object({ docId: z.uuid('Not a valid document id'), fileId: z.uuid('Not a valid file id') });
/** A fresh signed URL for one file (GET /api/client/documents/{docId}/files/{fileId}/url). */
export const fileUrlResponseSchema = z.object({ url: z.string(), expiresAt: z.string() });

/* ------------------------------------------------------------------ notifications */

export const NOTIFICATION_TYPES = ['payment', 'document', 'task', 'action', 'invoice', 'system', 'broadcast'] as const;
export const notificationSchema = z.object({
  id: z.uuid(),
  isRead: z.boolean(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  /** An in-app path to open (e.g. /dashboard/client/tasks/...), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const listNotificationsQuerySchema = z.object({
  unreadOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  cursor: cursorQuery,
  limit: limitQuery(20, 100),
});
export const listNotificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponseSchema>;
/** PUT /api/client/notification/{id}/read */
export const notificationReadResponseSchema = z.object({
  message: z.string(),
  notification: notificationSchema,
  unreadCount: z.number().int(),
});
/** PUT /api/client/notifications/read-all ("Marked as read") */
export const notificationsReadAllResponseSchema = z.object({ message: z.string(), updated: z.number().int(), unreadCount: z.literal(0) });

/* ------------------------------------------------------------------ actions */

export const ACTION_TYPES = ['info', 'request', 'reminder', 'deadline', 'document', 'payment', 'task'] as const;
export const actionSchema = z.object({
  id: z.uuid(),
  clientAck: z.boolean(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  link: z.string().nullable(),
  companyId: z.uuid().nullable(),
  taskId: z.uuid().nullable(),
  dueDate: z.string().nullable(),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  ackAt: z.string().nullable(),
});
export type Action = z.infer<typeof actionSchema>;
export const actionAckResponseSchema = z.object({ message: z.string(), action: actionSchema });

/* ------------------------------------------------------------------ tasks */

export const taskSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  category: z.string().nullable(),
  dueDate: z.string().nullable(),
  isOverdue: z.boolean(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  assignedBy: personRef.nullable(),
  requirementsTotal: z.number().int(),
  requirementsUploaded: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;

export const taskSchema = taskSummarySchema.extend({
  submittedAt: z.string().nullable(),
  submissionMessage: z.string().nullable(),
  completedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The preparer's reason when they sent it back (status Rejected). */
  reviewReason: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const listTasksQuerySchema = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  /** Only tasks still open (see OPEN_TASK_STATUSES). */
  openOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  companyId: z.uuid().optional(),
  /** Words of the title, case-insensitive. */
  search: textSchema().trim().max(100).optional(),
  cursor: cursorQuery,
  limit: limitQuery(20, 50),
});
export type ListTasksQuery = z.infer<typeof listTasksQuerySchema>;
/** GET /api/client/tasks/assigned: newest first; fetch the next page with nextCursor. */
export const listTasksResponseSchema = z.object({ items: z.array(taskSummarySchema), nextCursor: z.string().nullable() });
export type ListTasksResponse = z.infer<typeof listTasksResponseSchema>;

export const requiredDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(REQUIREMENT_STATUSES),
  isRequired: z.boolean(),
  /** Whether several files (a bundle) are expected, e.g. every page of a passport. */
  allowMultiple: z.boolean(),
  uploadedDoc: documentSchema.nullable(),
});
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;
/** GET /api/client/tasks/assigned/{id} */
export const taskDetailResponseSchema = z.object({ task: taskSchema, requiredDocuments: z.array(requiredDocumentSchema) });
export type TaskDetailResponse = z.infer<typeof taskDetailResponseSchema>;

/** POST /api/client/tasks/assigned/{id}/submit; message defaults to "Task submitted for review". */
/** The body may be left out altogether (no body arrives as null). */
export const submitTaskBodySchema = z.object({ message: textSchema().trim().max(1000).optional() }).nullish();
export const taskMutationResponseSchema = z.object({ message: z.string(), task: taskSchema });
export type TaskMutationResponse = z.infer<typeof taskMutationResponseSchema>;

/** GET /api/client/actions: the action centre. */
export const actionCentreResponseSchema = z.object({
  actions: z.array(actionSchema),
  /** Open tasks, most urgent first. */
  tasks: z.array(taskSummarySchema),
  unacknowledgedCount: z.number().int(),
});
export type ActionCentre = z.infer<typeof actionCentreResponseSchema>;

/* ------------------------------------------------------------------ status summary */

export const STEP_STATES = ['done', 'current', 'upcoming', 'blocked'] as const;
export const statusStepSchema = z.object({
  key: z.string(),
  label: z.string(),
  state: z.enum(STEP_STATES),
  /** When the step was reached (done/current) or is due (upcoming compliance steps), YYYY-MM-DD. */
  date: z.string().nullable(),
  description: z.string().nullable(),
});
export type StatusStep = z.infer<typeof statusStepSchema>;
export const statusSummarySchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  status: z.string(),
  incorporationStatus: z.string(),
  statusRemarks: z.string().nullable(),
  updatedAt: z.string(),
  /** The incorporation path, then the compliance year's steps. */
  steps: z.array(statusStepSchema),
  compliance: z.object({
    nextDue: calendarEntrySchema.nullable(),
    overdue: z.number().int(),
    dueSoon: z.number().int(),
  }),
});
export type StatusSummary = z.infer<typeof statusSummarySchema>;
/** GET /api/client/status/summary; summary is null while the client has no company. */
export const statusSummaryResponseSchema = z.object({ summary: statusSummarySchema.nullable() });

/* ------------------------------------------------------------------ insights, chat agents */

export const INSIGHT_KINDS = ['recommendation', 'deadline', 'document', 'task', 'invoice', 'compliance'] as const;
export const insightSchema = z.object({
  id: z.string(),
  kind: z.enum(INSIGHT_KINDS),
  severity: z.enum(['info', 'warning', 'critical']),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;
export const recommendationSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  files: z.array(z.object({ fileId: z.uuid(), name: z.string(), url: z.string().optional() })),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
/** GET /api/client/insights: the staff's latest recommendation plus insights drawn from the client's records. */
export const insightsResponseSchema = z.object({
  recommendation: recommendationSchema.nullable(),
  items: z.array(insightSchema),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;

export const chatAgentSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  /** preparer | approver | admin */
  role: z.string(),
  email: z.string(),
  /** How the client knows them: "Your preparer", "Reviewing approver", ... */
  title: z.string(),
});
export type ChatAgent = z.infer<typeof chatAgentSchema>;
export const chatAgentsResponseSchema = z.object({ agents: z.array(chatAgentSchema) });

/* ------------------------------------------------------------------ invoices */

/*
 * Invoices are the invoices module's (contract invoices.ts): GET /api/client/invoices answers
 * listInvoicesResponseSchema (query listInvoicesQuerySchema: status, cursor, limit), GET /api/client/invoices/{id}
 * answers invoiceResponseSchema, GET /api/client/invoices/{id}/pdf the PDF (?download=1 to save it). The pay
 * button of an unpaid (status 'issued') invoice calls POST /api/payment/create-invoice-order (payments module).
 */

/* ------------------------------------------------------------------ company, dashboard */

export const companyChoiceSchema = z.object({ id: z.uuid(), name: z.string() });
/** GET /api/client/company: the chosen company in full (null without one) and every company of the client. */
export const clientCompanyResponseSchema = z.object({
  company: companySchema.nullable(),
  companies: z.array(companyChoiceSchema),
});

export const clientDashboardSchema = z.object({
  user: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
  company: companySummarySchema.nullable(),
  companies: z.array(companyChoiceSchema),
  counts: z.object({
    openTasks: z.number().int(),
    tasksPendingReview: z.number().int(),
    documentsPending: z.number().int(),
    documentsRejected: z.number().int(),
    unreadNotifications: z.number().int(),
    unacknowledgedActions: z.number().int(),
    unpaidInvoices: z.number().int(),
    overdueDeadlines: z.number().int(),
  }),
  nextDeadlines: z.array(calendarEntrySchema),
  openTasks: z.array(taskSummarySchema),
  recentNotifications: z.array(notificationSchema),
  preparer: chatAgentSchema.nullable(),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;
export const clientDashboardResponseSchema = z.object({ dashboard: clientDashboardSchema });
