import { z } from 'zod';
import { COMPLIANCE_RULE_CODE_LIST } from './compliance-rule-codes';
import { isoDateSchema } from './fields';

/**
 * Due-date extensions (CBDT / MCA circulars, IRAS and FTA announcements) as data: admins keep them in the API's
 * due_date_extensions table; the calendar applies them on top of the statutory date (applyExtensions in
 * ./compliance-rules) and shows the reference. Every change writes an audit row.
 */
export const dueDateExtensionSchema = z.object({
  id: z.uuid(),
  ruleCode: z.string(),
  periodEnd: z.string().nullable(),
  newDueDate: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DueDateExtensionRow = z.infer<typeof dueDateExtensionSchema>;
export const dueDateExtensionListSchema = z.object({ items: z.array(dueDateExtensionSchema) });

const ruleCode = z.enum(COMPLIANCE_RULE_CODE_LIST, { error: 'Choose a rule the calendar applies (e.g. IN_ITR6)' });

export const dueDateExtensionBodySchema = z.object({
  ruleCode,
  periodEnd: isoDateSchema.nullable(),
  newDueDate: isoDateSchema,
  reference: z.string({ error: 'Enter the circular or notification' }).trim().min(3, { error: 'Enter the circular or notification' }).max(300),
});
export type DueDateExtensionBody = z.infer<typeof dueDateExtensionBodySchema>;
export const updateDueDateExtensionBodySchema = dueDateExtensionBodySchema.partial().refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type UpdateDueDateExtensionBody = z.infer<typeof updateDueDateExtensionBodySchema>;

/**
 * What a new database starts with. CBDT Circular No. 15/2025 (29 October 2025): returns of assessees in clause (a)
 * of Explanation 2 to s139(1) (companies and audited assessees) for AY 2025-26 from 31 October to 10 December
 * 2025, and so the tax audit report to 10 November 2025.
 */
export const DEFAULT_DUE_DATE_EXTENSIONS = [
  { ruleCode: 'IN_ITR6', periodEnd: '2025-03-31', newDueDate: '2025-12-10', reference: 'CBDT Circular No. 15/2025 dated 29 October 2025' },
  { ruleCode: 'IN_TAX_AUDIT', periodEnd: '2025-03-31', newDueDate: '2025-11-10', reference: 'CBDT Circular No. 15/2025 dated 29 October 2025' },
] as const satisfies readonly DueDateExtensionBody[];

export const dueDateExtensionResponseSchema = z.object({
  message: z.string(),
  extension: dueDateExtensionSchema,
  /** Companies whose calendars were recomputed now (the rest follow with the scheduled roll). */
  resynced: z.number().int(),
});
