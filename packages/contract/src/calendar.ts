import { z } from 'zod';
import { isoDateSchema, textSchema } from './fields';
import { CALENDAR_KINDS, CALENDAR_STATUSES } from './compliance-rules';

/**
 * A compliance calendar entry: a statutory deadline generated from the company's jurisdiction and dates
 * (source 'rule', see compliance-rules.ts) or one that staff added (source 'staff').
 */
export const calendarEntrySchema = z.object({
  id: z.uuid(),
  companyId: z.uuid().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  /** YYYY-MM-DD */
  dueDate: z.string(),
  /** upcoming | due_soon (within 30 days) | overdue | done | not_applicable */
  status: z.enum(CALENDAR_STATUSES),
  kind: z.enum(CALENDAR_KINDS),
  source: z.enum(['rule', 'staff']),
  /** The statute or authority's rule behind a generated entry. */
  reference: z.string().nullable(),
  /** The financial year (tax period) end it belongs to, when it belongs to one. */
  periodEnd: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarQuerySchema = z.object({
  companyId: z.uuid().optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Leave out done and not-applicable entries. */
  openOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarResponseSchema = z.object({ items: z.array(calendarEntrySchema) });

/** Staff adding an entry (service function addCalendarEntry; the staff routes are the admin/preparer modules'). */
export const addCalendarEntryBodySchema = z.object({
  title: textSchema().trim().min(1).max(200),
  description: textSchema().trim().max(2000).nullable().optional(),
  dueDate: isoDateSchema,
  kind: z.enum(CALENDAR_KINDS).default('other'),
});
export type AddCalendarEntryBody = z.input<typeof addCalendarEntryBodySchema>;

/** Staff updating an entry: reschedule, rename, or record it done / not applicable / open again. */
export const updateCalendarEntryBodySchema = z
  .object({
    title: textSchema().trim().min(1).max(200),
    description: textSchema().trim().max(2000).nullable(),
    dueDate: isoDateSchema,
    state: z.enum(['open', 'done', 'not_applicable']),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type UpdateCalendarEntryBody = z.infer<typeof updateCalendarEntryBodySchema>;
