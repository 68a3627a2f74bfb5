import { z } from 'zod';
import { emailSchema, roleSchema } from './auth';
import { taskSummarySchema } from './client-area';
import { companySummarySchema } from './companies';
import { cursorParamSchema } from './cursor';
import { textSchema } from './fields';
import { invoiceSchema } from './invoices';
import type { Role } from './roles';

/**
 * The admin console's users and assignments (part 2 sections 3, 6, 7 Admin): the two user lists, a user's
 * dashboard, the account actions and the assignment tree.
 */

/** Users created with these roles appear in the company-users list; the others in the client list (part 2 section 3). */
export const COMPANY_USER_ROLES = ['admin', 'approver', 'preparer'] as const satisfies readonly Role[];
export const CLIENT_USER_ROLES = ['client', 'nri_client'] as const satisfies readonly Role[];

/** Part 2 section 9: admin user lists take 100 by default. */
export const ADMIN_USERS_TAKE_DEFAULT = 100;
export const ADMIN_USERS_TAKE_MAX = 500;

/**
 * Texts the spec does not give (its catalogue names only the success and fallback texts); ours, written here once
 * so the server and the console agree.
 */
export const adminUserMessages = {
  /** Our words for the designed calls' failures. */
  fallback: {
    defaultNriPreparer: 'Failed to load the default NRI preparer',
    saveDefaultNriPreparer: 'Failed to save the default NRI preparer',
  },
  success: {
    /** Not in the spec's list (our words). */
    defaultNriPreparerSet: 'Default NRI preparer saved',
    defaultNriPreparerCleared: 'Default NRI preparer cleared',
    /** Not in the spec's list: "User blocked" / "User unblocked". */
    userBlocked: 'User blocked',
    userUnblocked: 'User unblocked',
    /** The spec gives no role-change success text; a role change is an update of the user. */
    roleChanged: 'User updated',
  },
  errors: {
    userNotFound: 'User not found',
    emailTaken: 'An account with this e-mail address already exists',
    notSelf: 'You cannot do this to your own account',
    lastAdmin: 'This is the last active administrator: make another administrator first',
    deleted: 'This account has been deleted and cannot be changed',
    roleOutOfList: 'That role does not belong in this list',
    notPreparer: 'The preparer must be a user with the preparer role',
    notApprover: 'The approver must be a user with the approver role',
    notClient: 'The client must be a user with the client role',
    notNri: 'The NRI client must be a user with the nri_client role',
    /** Our words: the default NRI preparer must be able to work. */
    defaultPreparerNotActive: 'The default preparer must be an active account with the preparer role',
    assignmentNotFound: 'Assignment not found',
    approverIdsRequired: 'Give approverId or approverIds',
    suspendMessageRequired: 'Say why the account is suspended: the user reads it at sign-in',
  },
} as const;

const boolQuery = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .transform((v) => v === 'true')
  .optional();

/** GET /api/admin/users/company and /api/admin/users/clients. */
export const adminUsersQuerySchema = z.object({
  /** Name or e-mail contains (case-insensitive). */
  q: textSchema().trim().max(100).optional(),
  role: roleSchema.optional(),
  isVerified: boolQuery,
  isSuspended: boolQuery,
  isDeleted: boolQuery,
  take: z.coerce.number().int().min(1).max(ADMIN_USERS_TAKE_MAX).default(ADMIN_USERS_TAKE_DEFAULT),
  cursor: cursorParamSchema.optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** A user as the admin sees them: account state included, never the password hash or token version. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: roleSchema,
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  isVerified: z.boolean(),
  isBlocked: z.boolean(),
  isSuspended: z.boolean(),
  suspensionMessage: z.string().nullable(),
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
  requiredChangePassword: z.boolean(),
  canEditProfile: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
  /**
   * How many users match the filters (all pages). A search (`q`) counts up to 1,000: beyond that, count is 1,000
   * and countCapped is true ("1,000 or more").
   */
  count: z.number().int(),
  countCapped: z.boolean(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid('Not a valid user id') });

const nameSchema = textSchema().trim().min(1, 'Enter the name').max(120, 'At most 120 characters');

/** POST /api/admin/users: the new user gets a set-password mail and must choose a password. */
export const createUserBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role: roleSchema,
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** PUT /api/admin/users/{id}: details only (role, block, suspension have their own calls). */
export const updateUserBodySchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    phone: textSchema().trim().max(40).nullable().optional(),
    countryCode: textSchema().trim().max(8).nullable().optional(),
    isVerified: z.boolean().optional(),
    canEditProfile: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update');
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const changeRoleBodySchema = z.object({ newRole: roleSchema });
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

/** PUT /api/admin/users/{id}/block: blocks by default; `isBlocked: false` lifts the block. */
export const blockUserBodySchema = z.object({ isBlocked: z.boolean().default(true) }).optional();

export const suspendUserBodySchema = z.object({
  message: textSchema()
    .trim()
    .min(1, adminUserMessages.errors.suspendMessageRequired)
    .max(500, 'At most 500 characters'),
});
export type SuspendUserBody = z.infer<typeof suspendUserBodySchema>;

export const adminUserMutationResponseSchema = z.object({ message: z.string(), user: adminUserSchema });
export type AdminUserMutationResponse = z.infer<typeof adminUserMutationResponseSchema>;

/* ---------------------------------------------------------------- assignments */

export const ASSIGNMENT_KINDS = ['preparer_approver', 'preparer_client', 'preparer_nri'] as const;
export type AssignmentKindName = (typeof ASSIGNMENT_KINDS)[number];

export const assignApproverBodySchema = z.object({ preparerId: z.uuid('Not a valid preparer id'), approverId: z.uuid('Not a valid approver id') });
export const assignPreparerBodySchema = z.object({ clientId: z.uuid('Not a valid client id'), preparerId: z.uuid('Not a valid preparer id') });
export const assignNriBodySchema = z.object({ nriUserId: z.uuid('Not a valid NRI client id'), preparerId: z.uuid('Not a valid preparer id') });
export type AssignApproverBody = z.infer<typeof assignApproverBodySchema>;
export type AssignPreparerBody = z.infer<typeof assignPreparerBodySchema>;
export type AssignNriBody = z.infer<typeof assignNriBodySchema>;

const personSchema = z.object({ id: z.uuid(), fullName: z.string(), email: z.string(), role: roleSchema });
export type AssignmentPerson = z.infer<typeof personSchema>;

/** One role assignment: the preparer and the approver, client or NRI client on the other end. */
export const assignmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ASSIGNMENT_KINDS),
  preparer: personSchema,
  target: personSchema,
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const assignmentResponseSchema = z.object({
  message: z.string(),
  assignment: assignmentSchema,
  /** assign-preparer: how many of the client's companies and open tasks moved to the preparer. */
  companiesAssigned: z.number().int().optional(),
  tasksMoved: z.number().int().optional(),
});
export type AssignmentResponse = z.infer<typeof assignmentResponseSchema>;

const uuidList = z
  .string()
  .max(37 * 200)
  .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(z.uuid('Not a valid approver id')).max(200, 'At most 200 approvers'));

/**
 * GET /api/admin/assignment-tree: by approverId or approverIds (comma list). Neither: the whole tree (the admin
 * console's view), including preparers without an approver.
 */
export const assignmentTreeQuerySchema = z.object({
  approverId: z.uuid('Not a valid approver id').optional(),
  approverIds: uuidList.optional(),
});
export type AssignmentTreeQuery = z.infer<typeof assignmentTreeQuerySchema>;

export const assignmentTreeResponseSchema = z.object({
  preparerToApprover: z.array(assignmentSchema),
  preparerClients: z.array(assignmentSchema),
  preparerNri: z.array(assignmentSchema),
});
export type AssignmentTree = z.infer<typeof assignmentTreeResponseSchema>;

/**
 * GET and PUT /api/admin/assignment-defaults/nri-preparer (designed): the preparer a paid NRI filing is assigned
 * to when its client has none yet. Without one (or when that account can no longer work), the active preparer
 * with the fewest NRI clients is chosen (`fallback`).
 */
export const defaultNriPreparerResponseSchema = z.object({
  preparer: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }).nullable(),
  fallback: z.literal('least_loaded'),
});
export type DefaultNriPreparerResponse = z.infer<typeof defaultNriPreparerResponseSchema>;
/** preparerId null clears the default. */
export const setDefaultNriPreparerBodySchema = z.object({ preparerId: z.uuid('Not a valid preparer id').nullable() });
export type SetDefaultNriPreparerBody = z.infer<typeof setDefaultNriPreparerBodySchema>;
export const setDefaultNriPreparerResponseSchema = defaultNriPreparerResponseSchema.extend({ message: z.string() });

export const assignmentIdParamsSchema = z.object({ id: z.uuid('Not a valid assignment id') });
export const removeAssignmentResponseSchema = z.object({ message: z.string(), id: z.uuid() });
export type RemoveAssignmentResponse = z.infer<typeof removeAssignmentResponseSchema>;

/* ---------------------------------------------------------------- a user's dashboard */

/** GET /api/admin/user/{id}/dashboard: what that user sees. */
export const userDashboardResponseSchema = z.object({
  user: adminUserSchema,
  /** Companies they own (client) or are preparer of (preparer), or reach through their preparers (approver). */
  companies: z.array(companySummarySchema),
  companiesHasMore: z.boolean(),
  /** Their own open tasks (client, NRI client) or the open tasks they are responsible for (preparer). */
  tasks: z.array(taskSummarySchema),
  openTaskCount: z.number().int(),
  invoices: z.array(invoiceSchema),
  /** Every assignment this user is on either end of. */
  assignments: z.array(assignmentSchema),
});
export type UserDashboard = z.infer<typeof userDashboardResponseSchema>;
