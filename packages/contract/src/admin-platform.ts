import { z } from 'zod';
import { cursorParamSchema } from './cursor';
import { textSchema } from './fields';

/**
 * The admin console's platform calls (part 2 section 7 Admin): the dashboard and system summary (counts that matter
 * to the firm, from real records), their CSV export, the metrics (also as Prometheus text at /metrics) and the audit
 * log with its CSV export.
 */

/** Money in integer minor units with its ISO 4217 currency (never a float, never mixed currencies). */
export const currencyAmountSchema = z.object({ currency: z.string(), amountMinor: z.number().int() });
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

export const statusCountSchema = z.object({ status: z.string(), count: z.number().int() });

/** The counts of GET /api/admin/dashboard (and the first part of the summary). */
export const platformCountsSchema = z.object({
  /** Client and NRI client accounts that are not deleted. */
  clients: z.object({ total: z.number().int(), client: z.number().int(), nriClient: z.number().int() }),
  /** Staff accounts that are not deleted. */
  staff: z.object({ admin: z.number().int(), approver: z.number().int(), preparer: z.number().int() }),
  companies: z.object({ total: z.number().int(), byStatus: z.array(statusCountSchema) }),
  /** Companies whose incorporation is neither incorporated nor rejected, and onboarding sessions not yet completed. */
  incorporations: z.object({ inProgress: z.number().int(), onboardingSessions: z.number().int() }),
  /** Documents waiting for review (status Pending). */
  documentsWaiting: z.number().int(),
  /** Open tasks past their due date; open calendar entries past their due date. */
  overdue: z.object({ tasks: z.number().int(), calendarEntries: z.number().int() }),
  /** Paid payments in the current UTC month and year, per currency. */
  revenue: z.object({ month: z.array(currencyAmountSchema), year: z.array(currencyAmountSchema) }),
  /** Successful sign-ins (audit rows auth.login) and the distinct users behind them. */
  signIns: z.object({ last24h: z.number().int(), last30d: z.number().int(), usersLast30d: z.number().int() }),
});
export type PlatformCounts = z.infer<typeof platformCountsSchema>;

export const adminDashboardResponseSchema = z.object({
  generatedAt: z.string(),
  counts: platformCountsSchema,
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;

/** The summary's series, for its charts: sign-ins per day (30 days), revenue per month (12 months, per currency). */
export const adminSummaryResponseSchema = z.object({
  generatedAt: z.string(),
  counts: platformCountsSchema,
  series: z.object({
    signInsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
    revenueByMonth: z.array(z.object({ month: z.string(), currency: z.string(), amountMinor: z.number().int() })),
    usersByRole: z.array(z.object({ role: z.string(), count: z.number().int() })),
    incorporationsByStatus: z.array(statusCountSchema),
  }),
});
export type AdminSummaryResponse = z.infer<typeof adminSummaryResponseSchema>;

/** GET /api/admin/metrics: this instance's request figures since it started, the job queue and the database. */
export const adminMetricsResponseSchema = z.object({
  generatedAt: z.string(),
  uptimeSeconds: z.number(),
  requests: z.object({
    total: z.number().int(),
    /** Answers with a 5xx status. */
    errors: z.number().int(),
    /** Answers with a 4xx status. */
    clientErrors: z.number().int(),
    /** errors / total (0 when there were no requests). */
    errorRate: z.number(),
    /** Estimated from the duration histogram, in milliseconds; null before the first request. */
    p50Ms: z.number().nullable(),
    p95Ms: z.number().nullable(),
  }),
  /** Per status class, for the chart. */
  byStatusClass: z.array(z.object({ statusClass: z.string(), count: z.number().int() })),
  /** Requests per duration bucket (upper bound in ms; null is "slower than the last bound"). */
  latencyBuckets: z.array(z.object({ leMs: z.number().nullable(), count: z.number().int() })),
  jobs: z.object({ queued: z.number().int(), active: z.number().int(), failed: z.number().int() }),
  database: z.object({ sizeBytes: z.number().int() }),
  memory: z.object({ rssBytes: z.number().int(), heapUsedBytes: z.number().int() }),
});
export type AdminMetricsResponse = z.infer<typeof adminMetricsResponseSchema>;

export const AUDIT_LOGS_TAKE_DEFAULT = 50;
export const AUDIT_LOGS_TAKE_MAX = 200;

export const auditMessages = {
  errors: {
    fromAfterTo: 'The start date must be on or before the end date',
    actorUnknown: 'No user has that e-mail address',
  },
} as const;

const dateSchema = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });

const auditLogFiltersObject = z.object({
  /** A user id or an e-mail address. */
  actor: textSchema().trim().max(254).optional(),
  /** An action name, e.g. auth.login or user.blocked (exact). */
  action: textSchema().trim().max(100).optional(),
  targetType: textSchema().trim().max(100).optional(),
  targetId: textSchema().trim().max(200).optional(),
  /** Inclusive UTC days. */
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
const fromNotAfterTo = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

/** GET /api/admin/audit-logs/export: the list's filters. */
export const auditLogFiltersSchema = auditLogFiltersObject.refine(fromNotAfterTo, { message: auditMessages.errors.fromAfterTo, path: ['to'] });
export type AuditLogFilters = z.infer<typeof auditLogFiltersSchema>;

/** GET /api/admin/audit-logs: filters and keyset paging, newest first. */
export const auditLogsQuerySchema = auditLogFiltersObject
  .extend({
    take: z.coerce.number().int().min(1).max(AUDIT_LOGS_TAKE_MAX).default(AUDIT_LOGS_TAKE_DEFAULT),
    cursor: cursorParamSchema.optional(),
  })
  .refine(fromNotAfterTo, { message: auditMessages.errors.fromAfterTo, path: ['to'] });
export type AuditLogsQuery = z.infer<typeof auditLogsQuerySchema>;

export const auditLogSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditLogsResponseSchema = z.object({
  logs: z.array(auditLogSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type AuditLogsResponse = z.infer<typeof auditLogsResponseSchema>;

/** The columns of the audit log export, in order. */
export const AUDIT_CSV_COLUMNS = ['id', 'created_at', 'actor_id', 'actor_email', 'actor_role', 'action', 'target_type', 'target_id', 'ip', 'meta'] as const;
