import { z } from 'zod';
import { actionSchema, documentSchema, taskSchema, taskSummarySchema, TASK_STATUSES } from './client-area';
import { createCompanyTaskBodySchema, sendActionBodySchema, reviewTaskQuerySchema } from './company-preparer';
import { cursorParamSchema } from './cursor';
import { isoDateSchema, textSchema } from './fields';
import { aadhaarProblem, DEDUCTIONS, GENDERS, INCOME_SOURCES, NRI_RETURN_TYPES, normaliseAadhaar, normalisePan, normalisePassport, panProblem, passportProblem } from './nri-onboarding';

/**
 * The NRI line after payment (part 2 sections 3, 6 and 7): the NRI client's own area under /api/nri-client
 * (14 calls) and the NRI preparer's calls under /api/nri-preparer (12 calls).
 *
 * A filing is one income-tax return of an NRI client (assessment year, return type, ITR stage, draft decision).
 * Its artifacts (the draft computation and the filed acknowledgement) are documents of the client uploaded by the
 * preparer. An NRI client reaches only their own records (404 otherwise); a preparer only the NRI clients assigned
 * to them (preparer_nri), an approver those of the preparers under them (read only), the admin every one.
 */

const limitQuery = (def: number, max: number) => z.coerce.number().int().min(1).max(max).default(def);
const personRef = z.object({ id: z.uuid(), fullName: z.string(), email: z.string() });
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/* ------------------------------------------------------------------ ITR stages */

/**
 * The documented ITR stages, in order (designed with the web): a filing moves forward through them; a preparer
 * (or admin) sets the stage, and every move is kept in the filing's history (the statusMap's `reachedAt`).
 */
export const ITR_STAGES = [
  'documents_pending',
  'documents_collected',
  'draft_prepared',
  'draft_approved',
  'filed',
  'e_verified',
  'processed',
  'refund_issued',
] as const;
export type ItrStage = (typeof ITR_STAGES)[number];
export const ITR_STAGE_LABELS: Record<ItrStage, string> = {
  documents_pending: 'Documents pending',
  documents_collected: 'Documents collected',
  draft_prepared: 'Draft computation ready',
  draft_approved: 'Draft approved',
  filed: 'Return filed',
  e_verified: 'E-verified',
  processed: 'Processed by the department',
  refund_issued: 'Refund issued',
};
/** The stage list with labels, in order (for timelines). */
export const ITR_STAGE_LIST: ReadonlyArray<{ key: ItrStage; label: string }> = ITR_STAGES.map((key) => ({ key, label: ITR_STAGE_LABELS[key] }));

/**
 * The client's decision on the draft computation:
 * - none: no draft uploaded yet
 * - awaiting_decision: the preparer uploaded a draft; the client approves it or asks for changes
 * - approved: the client approved the draft (typed signature)
 * - changes_requested: the client asked for changes (with a reason); a new draft makes it awaiting_decision again
 */
export const ITR_DRAFT_STATUSES = ['none', 'awaiting_decision', 'approved', 'changes_requested'] as const;
export type ItrDraftStatus = (typeof ITR_DRAFT_STATUSES)[number];
export const ITR_DRAFT_STATUS_LABELS: Record<ItrDraftStatus, string> = {
  none: 'No draft yet',
  awaiting_decision: 'Waiting for your decision',
  approved: 'Approved',
  changes_requested: 'Changes requested',
};

export { NRI_RETURN_TYPES, type NriReturnType } from './nri-onboarding';

/** An assessment year as the department writes it: "2026-27" (the second part is the next year). */
export const assessmentYearSchema = z
  .string()
  .regex(/^\d{4}-\d{2}$/, 'An assessment year looks like 2026-27')
  .refine((v) => (Number(v.slice(0, 4)) + 1) % 100 === Number(v.slice(5)), 'An assessment year covers two consecutive years, like 2026-27');

/** What a preparer's upload is to the filing: a plain document, the draft computation or the filed acknowledgement. */
export const NRI_DOCUMENT_KINDS = ['general', 'draft_computation', 'acknowledgement'] as const;
export type NriDocumentKind = (typeof NRI_DOCUMENT_KINDS)[number];

/* ------------------------------------------------------------------ params */

/** /api/nri-client/tasks/{id} */
export const nriTaskParamsSchema = z.object({ id: z.uuid('Not a valid task id') });
/** /api/nri-client/tasks/{id}/requirements/{reqDocId}/upload */
export const nriRequirementParamsSchema = z.object({ id: z.uuid('Not a valid task id'), reqDocId: z.uuid('Not a valid requirement id') });
/** /api/nri-client/tasks/{id}/requirements/{reqDocId}/files/{fileId} (fileId: a file of the requirement's document) */
export const nriRequirementFileParamsSchema = nriRequirementParamsSchema.extend({ fileId: z.uuid('Not a valid file id') });
/** /api/nri-client/actions/{id}/ack */
export const nriActionParamsSchema = z.object({ id: z.uuid('Not a valid action id') });
/** /api/nri-preparer/{id}/... : id is the NRI client's user id. */
export const nriPreparerParamsSchema = z.object({ id: z.uuid('Not a valid user id') });
/** /api/nri-preparer/{id}/actions/{actionId}/ack */
export const nriPreparerActionParamsSchema = z.object({ id: z.uuid('Not a valid user id'), actionId: z.uuid('Not a valid action id') });
/** /api/nri-preparer/tasks/{id}/details and /review */
export const nriPreparerTaskParamsSchema = z.object({ id: z.uuid('Not a valid task id') });

/* ------------------------------------------------------------------ profile */

export const nriAddressSchema = z.object({
  streetAddress: z.string().nullable(),
  streetAddress2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  otherCountry: z.string().nullable(),
});
export const nriIdentitySchema = z.object({
  aadhaarStatus: z.string().nullable(),
  aadhaarNumber: z.string().nullable(),
  panStatus: z.string().nullable(),
  panNumber: z.string().nullable(),
  passportNumber: z.string().nullable(),
});

/** The NRI client's details (from the onboarding session, then kept here); canEditProfile is the preparer's toggle. */
export const nriProfileSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  contactNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  residencyStatus: z.string().nullable(),
  address: nriAddressSchema,
  identity: nriIdentitySchema,
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  stayDuration: z.object({ daysInIndia: z.number().int().nullable(), daysInIndia4Yrs: z.number().int().nullable() }),
  jurisdictionOfResidence: z.string().nullable(),
  taxpayerIdentificationNumber: z.string().nullable(),
  incomeSources: z.array(z.string()),
  deductions: z.array(z.string()),
  /**
   * Whether the client may change these details themselves (PUT /api/nri-client/update): the account's own flag
   * (the User's canEditProfile, which the admin's user edit sets too), toggled by the NRI preparer; true until
   * staff lock it.
   */
  canEditProfile: z.boolean(),
  updatedAt: z.string(),
});
export type NriProfile = z.infer<typeof nriProfileSchema>;

const optText = (max: number) => textSchema().trim().max(max).nullable().optional();
/** An identity number normalised, then checked by the onboarding's rule (one rule for the wizard and the profile). */
const checkedId = (normalise: (v: string) => string, problem: (v: string) => string | null) =>
  textSchema()
    .trim()
    .transform(normalise)
    .superRefine((v, ctx) => {
      const why = problem(v);
      if (why) ctx.addIssue({ code: 'custom', message: why });
    });
/** An NRI client's own PAN: the format with the entity character, and P (an individual). */
export const panNumberSchema = checkedId(normalisePan, (v) => panProblem(v, { individual: true }));
/** 12 digits, not starting 0 or 1, with the Verhoeff check digit. */
export const aadhaarNumberSchema = checkedId(normaliseAadhaar, aadhaarProblem);
export const passportNumberSchema = checkedId(normalisePassport, passportProblem);

/**
 * PUT /api/nri-client/update and POST /api/nri-preparer/{id}/profile: the details to change (at least one field;
 * null clears a field). Identity numbers are checked for their format.
 */
export const updateNriProfileFieldsSchema = z.object({
  fullName: textSchema().trim().min(1).max(200).optional(),
  contactNumber: optText(40),
  countryCode: optText(10),
  address: z
    .object({
      streetAddress: optText(200),
      streetAddress2: optText(200),
      city: optText(100),
      state: optText(100),
      postalCode: optText(20),
      country: optText(100),
      otherCountry: optText(100),
    })
    .optional(),
  identity: z
    .object({
      panNumber: panNumberSchema.nullable().optional(),
      aadhaarNumber: aadhaarNumberSchema.nullable().optional(),
      passportNumber: passportNumberSchema.nullable().optional(),
    })
    .optional(),
  dob: isoDateSchema.nullable().optional(),
  gender: z.enum(GENDERS, { error: 'Choose a gender' }).nullable().optional(),
  stayDuration: z
    .object({
      daysInIndia: z.number().int().min(0).max(366).nullable().optional(),
      daysInIndia4Yrs: z.number().int().min(0).max(1461).nullable().optional(),
    })
    .optional(),
  jurisdictionOfResidence: optText(100),
  taxpayerIdentificationNumber: optText(50),
  incomeSources: z.array(z.enum(INCOME_SOURCES)).max(INCOME_SOURCES.length).optional(),
  deductions: z.array(z.enum(DEDUCTIONS)).max(DEDUCTIONS.length).optional(),
});
const someField = (b: Record<string, unknown>) => Object.values(b).some((v) => v !== undefined);
export const updateNriProfileBodySchema = updateNriProfileFieldsSchema.refine(someField, { message: 'Send at least one field to change' });
export type UpdateNriProfileBody = z.infer<typeof updateNriProfileBodySchema>;
/** POST /api/nri-preparer/{id}/profile: the same fields, and/or the canEditProfile toggle. */
export const preparerUpdateNriProfileBodySchema = updateNriProfileFieldsSchema
  .extend({ canEditProfile: z.boolean().optional() })
  .refine(someField, { message: 'Send at least one field to change' });
export type PreparerUpdateNriProfileBody = z.infer<typeof preparerUpdateNriProfileBodySchema>;

/** GET /api/nri-client/details */
export const nriProfileResponseSchema = z.object({ profile: nriProfileSchema });
/** PUT /api/nri-client/update ("Updated successfully"), POST /api/nri-preparer/{id}/profile */
export const nriProfileMutationResponseSchema = z.object({ message: z.string(), profile: nriProfileSchema });

/* ------------------------------------------------------------------ filing */

export const draftDecisionSchema = z.object({
  action: z.enum(['approve', 'request_changes']),
  fullName: z.string(),
  reason: z.string().nullable(),
  decidedAt: z.string(),
});

export const nriFilingSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  assessmentYear: z.string(),
  returnType: z.enum(NRI_RETURN_TYPES),
  itrStatus: z.enum(ITR_STAGES),
  itrDraftStatus: z.enum(ITR_DRAFT_STATUSES),
  /** The last draft decision, when the client made one. */
  draftDecision: draftDecisionSchema.nullable(),
  /** The e-filing acknowledgement number, once filed. */
  acknowledgementNumber: z.string().nullable(),
  statusRemarks: z.string().nullable(),
  preparer: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NriFiling = z.infer<typeof nriFilingSchema>;

/** One stage of the statusMap: reached (at or before the current stage) and when it was last reached. */
export const itrStageStateSchema = z.object({
  key: z.enum(ITR_STAGES),
  label: z.string(),
  reached: z.boolean(),
  current: z.boolean(),
  reachedAt: z.string().nullable(),
});
export type ItrStageState = z.infer<typeof itrStageStateSchema>;

/**
 * GET /api/nri-client/itr/status: the current filing's stage. With no filing yet (an account the admin made):
 * every stage unreached, itrStatus and updatedAt null, itrDraftStatus none, filingId null.
 */
export const itrStatusSchema = z.object({
  statusMap: z.array(itrStageStateSchema),
  itrStatus: z.enum(ITR_STAGES).nullable(),
  updatedAt: z.string().nullable(),
  itrDraftStatus: z.enum(ITR_DRAFT_STATUSES),
  filingId: z.uuid().nullable(),
  assessmentYear: z.string().nullable(),
  returnType: z.enum(NRI_RETURN_TYPES).nullable(),
  statusRemarks: z.string().nullable(),
  /**
   * The filing's dates by its form (no audit assumed): due, belated and revised, and the Act that governs the year
   * (returnDueDates in ./compliance-rules; Finance Act 2026). Null with no filing. Optional so older clients stay valid.
   */
  returnDates: z
    .object({
      dueDate: z.string(),
      belatedBy: z.string(),
      revisedBy: z.string(),
      revisedFeeAfter: z.string().nullable(),
      act: z.string(),
      reference: z.string(),
    })
    .nullable()
    .optional(),
});
export type ItrStatus = z.infer<typeof itrStatusSchema>;
export const itrStatusResponseSchema = itrStatusSchema;

/**
 * GET /api/nri-client/filing-artifacts: the current filing's draft computation and filed acknowledgement, each the
 * document the preparer uploaded (files with signed URLs), or null.
 */
export const filingArtifactsResponseSchema = z.object({
  filingId: z.uuid().nullable(),
  assessmentYear: z.string().nullable(),
  itrDraftStatus: z.enum(ITR_DRAFT_STATUSES),
  draftDecision: draftDecisionSchema.nullable(),
  draftComputation: documentSchema.nullable(),
  acknowledgement: documentSchema.nullable(),
});
export type FilingArtifacts = z.infer<typeof filingArtifactsResponseSchema>;

/**
 * POST /api/nri-client/filing-artifacts/draft/decide ("Draft decision recorded"): fullName is the typed signature
 * and must match the account's name (case and spacing aside); reason is required to request changes. Only while
 * the draft awaits a decision.
 */
export const DRAFT_DECISION_ACTIONS = ['approve', 'request_changes'] as const;
export const draftDecisionBodySchema = z
  .object({
    action: z.enum(DRAFT_DECISION_ACTIONS),
    fullName: textSchema().trim().min(1, 'Type your full name to sign').max(200),
    reason: textSchema().trim().max(2000).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'request_changes' && !b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say what should change in the draft' });
  });
export type DraftDecisionBody = z.infer<typeof draftDecisionBodySchema>;
export const draftDecisionResponseSchema = z.object({ message: z.string(), filing: nriFilingSchema });

/* ------------------------------------------------------------------ client: tasks, documents, actions */

/** GET /api/nri-client/tasks: the client's tasks, newest first; onlyOpen=true keeps the open ones. */
export const nriTasksQuerySchema = z.object({
  onlyOpen: flag,
  status: z.enum(TASK_STATUSES).optional(),
  cursor: cursorParamSchema.optional(),
  limit: limitQuery(20, 50),
});
export type NriTasksQuery = z.infer<typeof nriTasksQuerySchema>;
export const nriTasksResponseSchema = z.object({ items: z.array(taskSummarySchema), nextCursor: z.string().nullable() });
// GET /api/nri-client/tasks/{id}: the client area's taskDetailResponseSchema (task, requiredDocuments with uploadedDoc).

/**
 * POST /api/nri-client/tasks/{id}/requirements/{reqDocId}/upload (multipart, one file in the field `file`; PDF,
 * JPEG or PNG): the file joins the requirement's document (a requirement that takes one file keeps one).
 * Answer: the client area's requirementUploadResponseSchema (message, requirementId, uploadedDoc).
 */
/** DELETE /api/nri-client/tasks/{id}/requirements/{reqDocId}/files/{fileId}: the last file removes the document. */
export const nriRequirementFileDeleteResponseSchema = z.object({
  message: z.string(),
  requirementId: z.uuid(),
  uploadedDoc: documentSchema.nullable(),
});
// POST /api/nri-client/tasks/{id}/submit: the client area's submitTaskBodySchema / taskMutationResponseSchema
// (the task as the server left it).

/** GET /api/nri-client/actions?limit= (default 20): newest first; the unacknowledged count alongside. */
export const nriActionsQuerySchema = z.object({ limit: limitQuery(20, 100) });
export const nriActionsResponseSchema = z.object({ items: z.array(actionSchema), unacknowledgedCount: z.number().int() });
// POST /api/nri-client/actions/{id}/ack: the client area's actionAckResponseSchema ("Action acknowledged").

/** GET /api/nri-client/documents and GET /api/nri-preparer/{id}/documents: newest first, keyset paged. */
export const nriDocumentsQuerySchema = z.object({ cursor: cursorParamSchema.optional(), limit: limitQuery(20, 100) });
export type NriDocumentsQuery = z.infer<typeof nriDocumentsQuerySchema>;
export const nriDocumentsResponseSchema = z.object({ items: z.array(documentSchema), nextCursor: z.string().nullable() });
// GET /api/nri-client/invoices: the invoices contract's listInvoicesQuerySchema / listInvoicesResponseSchema.

/* ------------------------------------------------------------------ preparer */

/** GET /api/nri-preparer/{id}/summary */
export const nriPreparerSummarySchema = z.object({
  client: personRef,
  profile: nriProfileSchema,
  filing: nriFilingSchema.nullable(),
  preparer: personRef.nullable(),
  unacknowledgedActions: z.number().int(),
  /** Documents of the client waiting for review. */
  pendingDocuments: z.number().int(),
  /** The most urgent open tasks (due date first). */
  openTasks: z.array(taskSummarySchema),
});
export type NriPreparerSummary = z.infer<typeof nriPreparerSummarySchema>;
export const nriPreparerSummaryResponseSchema = z.object({ summary: nriPreparerSummarySchema });

/** GET /api/nri-preparer/{id}/status: the status object (as the client reads it) plus updatedAt. */
export const nriPreparerStatusResponseSchema = z.object({ status: itrStatusSchema, updatedAt: z.string().nullable() });
/**
 * POST /api/nri-preparer/{id}/status ("Status updated"): move the current filing to a stage; optional remarks
 * (null clears) and the acknowledgement number (when filed). The client is notified; an audit row is written.
 */
export const updateNriStatusBodySchema = z.object({
  itrStatus: z.enum(ITR_STAGES),
  statusRemarks: textSchema().trim().max(2000).nullable().optional(),
  acknowledgementNumber: textSchema().trim().min(1).max(50).nullable().optional(),
});
export type UpdateNriStatusBody = z.infer<typeof updateNriStatusBodySchema>;
export const nriStatusMutationResponseSchema = z.object({ message: z.string(), status: itrStatusSchema, updatedAt: z.string().nullable() });

/**
 * POST /api/nri-preparer/{id}/documents (multipart): one file in `file` (PDF, JPG, PNG, DOCX); optional text
 * fields name, taskId (a task of this client) and kind: general (default), draft_computation (becomes the
 * filing's draft: itrDraftStatus awaiting_decision, the client is asked to decide) or acknowledgement (the filed
 * return's acknowledgement).
 */
export const nriDocumentUploadFieldsSchema = z.object({
  name: textSchema().trim().min(1).max(200).optional(),
  taskId: z.uuid('Not a valid task id').optional(),
  kind: z.enum(NRI_DOCUMENT_KINDS).default('general'),
});
export type NriDocumentUploadFields = z.infer<typeof nriDocumentUploadFieldsSchema>;
export const nriDocumentUploadResponseSchema = z.object({ message: z.string(), document: documentSchema, filing: nriFilingSchema.nullable() });

/** GET /api/nri-preparer/{id}/actions: unacknowledged first, then newest. */
export const nriPreparerActionsResponseSchema = z.object({ items: z.array(actionSchema) });
/** POST /api/nri-preparer/{id}/actions ("Action sent"): the company preparer's body. */
/**
 * POST /api/nri-preparer/{id}/tasks (designed; the company preparer's POST .../tasks for an NRI client): a task
 * with its required documents for the NRI client, who is notified ("Task created"). Answer: { message, task }.
 */
export const createNriTaskBodySchema = createCompanyTaskBodySchema;
export type CreateNriTaskBody = z.infer<typeof createNriTaskBodySchema>;

export const sendNriActionBodySchema = sendActionBodySchema;
export type SendNriActionBody = z.infer<typeof sendNriActionBodySchema>;
/** POST /api/nri-preparer/{id}/actions ("Action sent"), PATCH .../actions/{actionId}/ack ("Action acknowledged") */
export const nriActionResponseSchema = z.object({ message: z.string(), action: actionSchema });

/** GET /api/nri-preparer/{id}/filing/current: the current filing (null before there is one) and its artifacts. */
export const nriCurrentFilingResponseSchema = z.object({
  filing: nriFilingSchema.nullable(),
  draftComputation: documentSchema.nullable(),
  acknowledgement: documentSchema.nullable(),
});

// GET /api/nri-preparer/tasks/{id}/details: the client area's taskDetailResponseSchema.
/**
 * PUT /api/nri-preparer/tasks/{id}/review?action=&reason= ("Task reviewed"): approve (Completed: an NRI task has
 * no company, so no approval request follows), return (Rejected with the reason, back in the client's open list),
 * reject (Cancelled with the reason).
 */
export const nriReviewTaskQuerySchema = reviewTaskQuerySchema;
export const nriTaskMutationResponseSchema = z.object({ message: z.string(), task: taskSchema });

/** The date a filing's opening tasks are due: designed, 30 days after payment. */
export const NRI_OPENING_TASK_DUE_DAYS = 30;
