import { z } from 'zod';
import { textSchema } from './fields';
import { JURISDICTIONS, SERVICE_LINES } from './services';

/**
 * Baseline documents (part 2, "Baseline document": identified by slug; list state items, total, page (default 1),
 * pageSize (default 20), includeInactive, sortOrder): the standard documents every client must provide, per
 * service and jurisdiction. The active list becomes the required documents of the tasks a new company or an NRI
 * filing opens with. Admins keep the list; staff read it.
 */

export const BASELINE_APPLIES_TO = ['company', 'director', 'shareholder', 'nri'] as const;
export type BaselineAppliesTo = (typeof BASELINE_APPLIES_TO)[number];
export const BASELINE_APPLIES_TO_LABELS: Record<BaselineAppliesTo, string> = {
  company: 'The company',
  director: 'Each director',
  shareholder: 'Each shareholder',
  nri: 'NRI client',
};

/** How an NRI filing's opening tasks group the list: identity documents, then income documents. */
export const BASELINE_CATEGORIES = ['identity', 'address', 'corporate', 'income'] as const;
export type BaselineCategory = (typeof BASELINE_CATEGORIES)[number];

export const BASELINE_PAGE_DEFAULT = 1;
export const BASELINE_PAGE_SIZE_DEFAULT = 20;
export const BASELINE_PAGE_SIZE_MAX = 100;
export const BASELINE_IMPORT_MAX = 500;
/** Words the routes use after /api/baseline-docs/, so no document may take them as its slug. */
export const BASELINE_RESERVED_SLUGS = ['reorder', 'export', 'import'] as const;

export const baselineSlugSchema = z
  .string({ error: 'Enter a slug' })
  .trim()
  .min(2, { error: 'At least 2 characters' })
  .max(80, { error: 'At most 80 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lower-case letters, digits and single hyphens, e.g. director-passport' })
  .refine((s) => !(BASELINE_RESERVED_SLUGS as readonly string[]).includes(s), { error: 'This word is reserved; choose another slug' });

export const baselineDocSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The service line it is needed for; null: every service. */
  service: z.enum(SERVICE_LINES).nullable(),
  /** null: every jurisdiction. */
  jurisdiction: z.enum(JURISDICTIONS).nullable(),
  appliesTo: z.enum(BASELINE_APPLIES_TO),
  category: z.enum(BASELINE_CATEGORIES),
  /** NRI only: asked for only when the client reports one of these income sources (empty: always). */
  incomeSources: z.array(z.string()),
  isRequired: z.boolean(),
  allowMultiple: z.boolean(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BaselineDoc = z.infer<typeof baselineDocSchema>;

const nameSchema = textSchema().trim().min(2, { error: 'Enter a name (at least 2 characters)' }).max(200, { error: 'At most 200 characters' });
const descriptionSchema = textSchema().trim().max(1000, { error: 'At most 1000 characters' }).nullable().optional();
const incomeSourceSchema = z.string().trim().regex(/^[a-z_]{2,40}$/, { error: 'Use an income source key, e.g. capital_gains' });

export const baselineDocBodySchema = z.object({
  slug: baselineSlugSchema,
  name: nameSchema,
  description: descriptionSchema,
  service: z.enum(SERVICE_LINES, { error: `Choose one of ${SERVICE_LINES.join(', ')}` }).nullable().default(null),
  jurisdiction: z.enum(JURISDICTIONS, { error: 'Choose SG, AE or IN' }).nullable().default(null),
  appliesTo: z.enum(BASELINE_APPLIES_TO, { error: `Choose one of ${BASELINE_APPLIES_TO.join(', ')}` }),
  category: z.enum(BASELINE_CATEGORIES, { error: `Choose one of ${BASELINE_CATEGORIES.join(', ')}` }).default('identity'),
  incomeSources: z.array(incomeSourceSchema).max(20).default([]),
  isRequired: z.boolean().default(true),
  allowMultiple: z.boolean().default(false),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
});
export type BaselineDocBody = z.infer<typeof baselineDocBodySchema>;
export type BaselineDocInput = z.input<typeof baselineDocBodySchema>;

export const updateBaselineDocBodySchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    service: z.enum(SERVICE_LINES).nullable(),
    jurisdiction: z.enum(JURISDICTIONS).nullable(),
    appliesTo: z.enum(BASELINE_APPLIES_TO),
    category: z.enum(BASELINE_CATEGORIES),
    incomeSources: z.array(incomeSourceSchema).max(20),
    isRequired: z.boolean(),
    allowMultiple: z.boolean(),
    isActive: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type UpdateBaselineDocBody = z.infer<typeof updateBaselineDocBodySchema>;

const booleanQuery = z.enum(['true', 'false'], { error: 'Use true or false' }).transform((v) => v === 'true');

export const listBaselineDocsQuerySchema = z.object({
  q: textSchema().trim().max(100).optional(),
  includeInactive: booleanQuery.optional(),
  service: z.enum(SERVICE_LINES).optional(),
  jurisdiction: z.enum(JURISDICTIONS).optional(),
  appliesTo: z.enum(BASELINE_APPLIES_TO).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(BASELINE_PAGE_DEFAULT),
  pageSize: z.coerce.number().int().min(1).max(BASELINE_PAGE_SIZE_MAX).default(BASELINE_PAGE_SIZE_DEFAULT),
  /** The list's order by position: asc (default) or desc. */
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});
export type ListBaselineDocsQuery = z.infer<typeof listBaselineDocsQuerySchema>;

export const baselineDocListSchema = z.object({
  items: z.array(baselineDocSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BaselineDocList = z.infer<typeof baselineDocListSchema>;

export const baselineSlugParamsSchema = z.object({ slug: baselineSlugSchema });

export const baselineDocResponseSchema = z.object({ message: z.string(), item: baselineDocSchema });
export type BaselineDocResponse = z.infer<typeof baselineDocResponseSchema>;

/** PUT /api/baseline-docs/reorder: the list of slugs in their new order (the others keep their place after them). */
export const reorderBaselineDocsBodySchema = z.object({
  slugs: z
    .array(baselineSlugSchema)
    .min(1, { error: 'Send the slugs in their new order' })
    .max(1000)
    .refine((s) => new Set(s).size === s.length, 'A slug appears twice'),
});
export type ReorderBaselineDocsBody = z.infer<typeof reorderBaselineDocsBodySchema>;

export const baselineMessageSchema = z.object({ message: z.string() });

/** One item of an export file or an import: the fields that define a document, in list order. */
export const baselineExportItemSchema = baselineDocBodySchema;
export const baselineExportFileSchema = z.object({
  format: z.literal('quayside.baseline-docs.v1'),
  exportedAt: z.string(),
  items: z.array(baselineDocSchema.omit({ id: true, deletedAt: true, createdAt: true, updatedAt: true })),
});
export type BaselineExportFile = z.infer<typeof baselineExportFileSchema>;

/**
 * POST /api/baseline-docs/import: the whole list, all or nothing. Every item is checked (400 naming each item and
 * field at fault, nothing saved); slugs already on the list are updated (and restored), new ones added; the list's
 * order follows the file's. Documents not in the file are left as they are.
 */
export const importBaselineDocsBodySchema = z.object({
  items: z
    .array(baselineDocBodySchema)
    .min(1, { error: 'The file has no items' })
    .max(BASELINE_IMPORT_MAX, { error: `At most ${BASELINE_IMPORT_MAX} items` })
    .superRefine((items, ctx) => {
      const seen = new Map<string, number>();
      items.forEach((item, i) => {
        const first = seen.get(item.slug);
        if (first !== undefined) ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: `Duplicate slug "${item.slug}" (also item ${first + 1})` });
        else seen.set(item.slug, i);
      });
    }),
});
export type ImportBaselineDocsBody = z.infer<typeof importBaselineDocsBodySchema>;
export const importBaselineDocsResponseSchema = z.object({ message: z.string(), imported: z.number().int(), created: z.number().int(), updated: z.number().int() });

const nri = (slug: string, name: string, description: string, category: BaselineCategory, extra: Partial<BaselineDocInput> = {}): BaselineDocInput => ({
  slug,
  name,
  description,
  service: 'nri-tax',
  jurisdiction: 'IN',
  appliesTo: 'nri',
  category,
  ...extra,
});

const person = (appliesTo: 'director' | 'shareholder', jurisdiction: 'SG' | 'AE' | 'IN' | null, slug: string, name: string, description: string, category: BaselineCategory): BaselineDocInput => ({
  slug,
  name,
  description,
  service: 'incorporation',
  jurisdiction,
  appliesTo,
  category,
});

/**
 * The firm's starting list (inserted by the migration that creates the table; staff edit from there). The NRI
 * rows are the documents an NRI filing's opening tasks ask for; the company rows those of a new company.
 */
export const DEFAULT_BASELINE_DOCS: readonly BaselineDocInput[] = [
  nri('nri-pan-card', 'PAN card', 'Both sides, clearly readable', 'identity'),
  nri('nri-passport-pages', 'Passport pages', 'Photo page and the pages with entry and exit stamps', 'identity', { allowMultiple: true }),
  nri('nri-form-16', 'Form 16/16A or Form 26AS/AIS', 'Form 16 or 16A from whoever deducted tax in India, or your Form 26AS / Annual Information Statement from the income-tax portal', 'income'),
  nri('nri-bank-statements', 'Bank statements', 'Statements of your NRO (and NRE) accounts for the financial year', 'income', { allowMultiple: true }),
  nri('nri-capital-gains', 'Capital gains statements', 'Statements from your broker or fund house, and sale and purchase deeds for property sold', 'income', { allowMultiple: true, incomeSources: ['capital_gains', 'property_sale'] }),
  nri('nri-rent-receipts', 'Rent receipts or lease agreement', 'For the Indian property you let', 'income', { allowMultiple: true, isRequired: false, incomeSources: ['house_property'] }),
  person('director', null, 'director-passport', 'Passport', 'Photo page of a passport valid for at least six months', 'identity'),
  person('director', null, 'director-proof-of-address', 'Proof of address', 'A utility bill or bank statement from the last three months', 'address'),
  person('director', 'SG', 'sg-director-nric', 'NRIC or employment pass', 'Singapore citizens and residents: NRIC (both sides); others: the employment or dependant pass', 'identity'),
  person('director', 'IN', 'in-director-pan-din', 'PAN card and DIN', 'PAN card, and the Director Identification Number if already allotted', 'identity'),
  person('director', 'AE', 'ae-director-emirates-id', 'Emirates ID or visa page', 'UAE residents: Emirates ID (both sides); others: the entry visa page', 'identity'),
  person('shareholder', null, 'shareholder-passport', 'Passport', 'Photo page of a passport valid for at least six months', 'identity'),
  person('shareholder', null, 'shareholder-proof-of-address', 'Proof of address', 'A utility bill or bank statement from the last three months', 'address'),
  { slug: 'company-registered-address-proof', name: 'Registered office address proof', description: 'Tenancy agreement or the landlord\'s consent, and a recent utility bill of the premises', service: 'incorporation', jurisdiction: null, appliesTo: 'company', category: 'corporate' },
  { slug: 'in-company-noc-premises', name: 'No-objection certificate for the premises', description: 'NOC from the owner of the registered office (India)', service: 'incorporation', jurisdiction: 'IN', appliesTo: 'company', category: 'corporate' },
  { slug: 'ae-company-ejari', name: 'Ejari or flexi-desk lease', description: 'The registered lease of the office (UAE)', service: 'incorporation', jurisdiction: 'AE', appliesTo: 'company', category: 'corporate' },
  { slug: 'company-source-of-funds', name: 'Source of funds declaration', description: 'Where the paid-up capital comes from (AML)', service: null, jurisdiction: null, appliesTo: 'company', category: 'corporate', isRequired: false },
];

/**
 * What POST /api/baseline-docs/import takes at the door: an items list of any objects. Each item is then checked
 * with importBaselineDocsBodySchema by the service, so that a refused file answers one text ("nothing was saved")
 * with every item and field at fault (items.3.slug), rather than the first schema error.
 */
export const importBaselineDocsRequestSchema = z.object({
  items: z.array(z.record(z.string(), z.unknown())).max(BASELINE_IMPORT_MAX, { error: `At most ${BASELINE_IMPORT_MAX} items` }),
});
