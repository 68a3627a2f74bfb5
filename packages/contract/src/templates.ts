import { z } from 'zod';
import { cursorParamSchema } from './cursor';
import { textSchema } from './fields';

/**
 * Document templates and the documents generated from them (part 2 sections 3, 6, 7, 8; issue 17). A template has
 * versions; each version is a file in one engine: a DOCX filled with docxtemplater (`{company.name}`, loops
 * `{#directors}{fullName}{/directors}`, conditions `{#hasShareholders}...{/hasShareholders}`), or an HTML page
 * written in Handlebars (`{{company.name}}`, `{{#each directors}}...{{/each}}`, `{{#if ...}}`) rendered to PDF.
 * Every placeholder must name data a company offers (TEMPLATE_DATA_FIELDS): an unknown one is refused on upload.
 */

export const TEMPLATE_PURPOSES = [
  'board_resolution',
  'agm_minutes',
  'share_certificate',
  'register',
  'engagement_letter',
  'other',
] as const;
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number];
export const TEMPLATE_PURPOSE_LABELS: Record<TemplatePurpose, string> = {
  board_resolution: 'Board resolution',
  agm_minutes: 'AGM minutes',
  share_certificate: 'Share certificate',
  register: 'Statutory register',
  engagement_letter: 'Engagement letter',
  other: 'Other',
};

/** The file a template is written as: a Word document, or an HTML page (rendered to PDF). */
export const TEMPLATE_FORMATS = ['docx', 'html'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];
export const TEMPLATE_ENGINES = ['docxtemplater', 'handlebars'] as const;
export type TemplateEngine = (typeof TEMPLATE_ENGINES)[number];
/** The one engine each format is filled with. */
export const ENGINE_OF_FORMAT: Record<TemplateFormat, TemplateEngine> = {
  docx: 'docxtemplater',
  html: 'handlebars',
};
/** What a generated document is delivered as. */
export const OUTPUT_OF_FORMAT: Record<TemplateFormat, 'docx' | 'pdf'> = { docx: 'docx', html: 'pdf' };

/* ------------------------------------------------------------------ the data a template may use */

/** A field of the data: a text (or number or yes/no), an object of fields, or a list of objects. */
export type TemplateField =
  'value' | { object: Record<string, TemplateField> } | { list: Record<string, TemplateField> };

const v = 'value' as const;
const DIRECTOR_FIELDS: Record<string, TemplateField> = {
  number: v,
  fullName: v,
  nationality: v,
  idType: v,
  idNumber: v,
  dateOfBirth: v,
  address: v,
  email: v,
  isNominee: v,
};
const SHAREHOLDER_FIELDS: Record<string, TemplateField> = {
  number: v,
  fullName: v,
  type: v,
  nationality: v,
  idNumber: v,
  address: v,
  shares: v,
  sharesText: v,
  shareClass: v,
  percentage: v,
};
const SERVICE_FIELDS: Record<string, TemplateField> = {
  number: v,
  name: v,
  status: v,
  startedAt: v,
  price: v,
};

/**
 * Everything a company offers a template (built from the company's records when a document is generated).
 * `custom` holds the values given with the generate call (overrides: `custom.meetingDate`, ...).
 */
export const TEMPLATE_DATA_FIELDS: Record<string, TemplateField> = {
  company: {
    object: {
      name: v,
      registrationNumber: v,
      jurisdiction: v,
      jurisdictionName: v,
      companyType: v,
      incorporationDate: v,
      financialYearEnd: v,
      businessActivity: v,
      contactEmail: v,
      contactNumber: v,
      registeredAddress: v,
    },
  },
  registeredAddress: v,
  directors: { list: DIRECTOR_FIELDS },
  shareholders: { list: SHAREHOLDER_FIELDS },
  services: { list: SERVICE_FIELDS },
  hasDirectors: v,
  hasShareholders: v,
  hasServices: v,
  directorsCount: v,
  shareholdersCount: v,
  totalShares: v,
  totalSharesText: v,
  date: { object: { today: v, todayLong: v, year: v } },
  firm: { object: { name: v, registrationNumber: v, address: v, email: v, phone: v, website: v } },
  preparer: { object: { fullName: v, email: v } },
  custom: { object: {} },
};

/** `custom.<name>`: a value given with the generate call. */
export const CUSTOM_KEY = /^custom\.[A-Za-z][A-Za-z0-9_]{0,39}$/;

/* ------------------------------------------------------------------ templates */

export const templateVersionSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  engine: z.enum(TEMPLATE_ENGINES),
  /** The storage key of the version's file. */
  contentStoragePath: z.string(),
  changeLog: z.string().nullable(),
  createdAt: z.string(),
  /** The placeholders the file uses (as found on upload). */
  placeholders: z.array(z.string()).optional(),
  createdBy: z.string().nullable().optional(),
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

export const documentTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  purpose: z.string(),
  format: z.enum(TEMPLATE_FORMATS),
  isActive: z.boolean(),
  createdAt: z.string(),
  versionsCount: z.number().int(),
  latestVersion: templateVersionSchema.nullable(),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((s) => s === 'true');
export const TEMPLATE_PAGE_SIZE = 20;
export const listTemplatesQuerySchema = z.object({
  purpose: z.enum(TEMPLATE_PURPOSES).optional(),
  format: z.enum(TEMPLATE_FORMATS).optional(),
  active: booleanQuery.optional(),
  cursor: cursorParamSchema.optional(),
  take: z.coerce.number().int().min(1).max(100).default(TEMPLATE_PAGE_SIZE),
});
export type ListTemplatesQuery = z.infer<typeof listTemplatesQuerySchema>;
export const listTemplatesResponseSchema = z.object({
  templates: z.array(documentTemplateSchema),
  pageInfo: z.object({ nextCursor: z.string().nullable(), hasMore: z.boolean() }),
});
export type ListTemplatesResponse = z.infer<typeof listTemplatesResponseSchema>;

export const templateIdParamsSchema = z.object({ id: z.uuid('Not a valid template id') });

/** POST /api/documents/templates (multipart): these text fields plus the first version's file in `file`. */
export const createTemplateFieldsSchema = z.object({
  name: textSchema().trim().min(3, { error: 'Enter the template name (at least 3 characters)' }).max(120),
  purpose: z.enum(TEMPLATE_PURPOSES, { error: 'Choose what the template is for' }),
  format: z.enum(TEMPLATE_FORMATS, { error: 'Choose DOCX or HTML' }),
  changeLog: textSchema().trim().max(1000).optional(),
});
export type CreateTemplateFields = z.infer<typeof createTemplateFieldsSchema>;

/** POST /api/documents/templates/{id}/versions (multipart): `file`, the engine (must fit the format) and a change log. */
export const addTemplateVersionFieldsSchema = z.object({
  engine: z.enum(TEMPLATE_ENGINES, { error: 'Choose the engine: docxtemplater or handlebars' }).optional(),
  changeLog: textSchema().trim().min(3, { error: 'Say what changed in this version' }).max(1000),
});
export type AddTemplateVersionFields = z.infer<typeof addTemplateVersionFieldsSchema>;

export const templateResponseSchema = z.object({ message: z.string(), template: documentTemplateSchema });
export type TemplateResponse = z.infer<typeof templateResponseSchema>;

/** GET /api/documents/templates/versions?templateId=: a template's versions (templates are the firm's, not a client's). */
export const templateVersionsQuerySchema = z.object({ templateId: z.uuid('Not a valid template id') });
export const templateVersionsResponseSchema = z.object({ versions: z.array(templateVersionSchema) });
export type TemplateVersionsResponse = z.infer<typeof templateVersionsResponseSchema>;

/* ------------------------------------------------------------------ generating */

const overridesSchema = z
  .record(z.string().max(60), textSchema().max(2000))
  .refine((o) => Object.keys(o).length <= 40, { error: 'At most 40 overrides' })
  .optional();

/** Which template: a template's latest version (templateId, or templateId with version "latest"), or one version. */
export const generateCompanyDocumentBodySchema = z
  .object({
    templateId: z.uuid('Not a valid template id').optional(),
    templateVersionId: z.union([z.uuid('Not a valid template version id'), z.literal('latest')]).optional(),
    companyId: z.uuid('Not a valid company id'),
    /** Values by placeholder path: `custom.meetingDate`, or a company field to replace (`date.today`). */
    overrides: overridesSchema,
    /** The document's name in the client's documents (default: the template's name). */
    name: textSchema().trim().min(1).max(200).optional(),
  })
  .refine((b) => !!b.templateId || (!!b.templateVersionId && b.templateVersionId !== 'latest'), {
    error: 'Choose a template (templateId) or one of its versions (templateVersionId)',
    path: ['templateId'],
  });
export type GenerateCompanyDocumentBody = z.infer<typeof generateCompanyDocumentBodySchema>;

export const generateCompanyDocumentResponseSchema = z.object({
  message: z.string(),
  clientDocumentId: z.uuid(),
  generatedDocumentId: z.uuid(),
  url: z.string(),
});
export type GenerateCompanyDocumentResponse = z.infer<typeof generateCompanyDocumentResponseSchema>;

/** POST /api/documents/templates/preview: render a template against a company without storing anything. */
export const previewTemplateBodySchema = z.object({
  templateId: z.uuid('Not a valid template id'),
  companyId: z.uuid('Not a valid company id'),
  templateVersionId: z.uuid('Not a valid template version id').optional(),
  overrides: overridesSchema,
});
export type PreviewTemplateBody = z.infer<typeof previewTemplateBodySchema>;

export const generatedDocumentSchema = z.object({
  id: z.uuid(),
  generatedDocumentId: z.uuid(),
  clientDocumentId: z.uuid().nullable(),
  templateId: z.uuid().nullable(),
  templateName: z.string().nullable(),
  templateVersionId: z.uuid().nullable(),
  version: z.number().int().nullable(),
  companyId: z.uuid(),
  companyName: z.string().nullable(),
  name: z.string(),
  fileName: z.string(),
  format: z.enum(['docx', 'pdf']),
  /** A fresh signed download link (null once deleted or purged). */
  url: z.string().nullable(),
  generatedBy: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  deletedReason: z.string().nullable(),
  filePurged: z.boolean(),
});
export type GeneratedDocument = z.infer<typeof generatedDocumentSchema>;

export const listGeneratedDocumentsQuerySchema = z.object({
  companyId: z.uuid('Not a valid company id').optional(),
  templateId: z.uuid('Not a valid template id').optional(),
  includeDeleted: booleanQuery.optional(),
  cursor: cursorParamSchema.optional(),
  take: z.coerce.number().int().min(1).max(100).default(TEMPLATE_PAGE_SIZE),
});
export type ListGeneratedDocumentsQuery = z.infer<typeof listGeneratedDocumentsQuerySchema>;
export const listGeneratedDocumentsResponseSchema = z.object({
  items: z.array(generatedDocumentSchema),
  pageInfo: z.object({ nextCursor: z.string().nullable(), hasMore: z.boolean() }),
});
export type ListGeneratedDocumentsResponse = z.infer<typeof listGeneratedDocumentsResponseSchema>;

/**
 * DELETE /api/documents/generated (by generatedDocumentId or clientDocumentId; both must name the same one). Soft (default): the record stays with the reason and the client no longer sees
 * the document. hard: the record is removed. purgeS3: the stored file is removed as well.
 */
export const deleteGeneratedDocumentBodySchema = z
  .object({
    generatedDocumentId: z.uuid('Not a valid generated document id').optional(),
    clientDocumentId: z.uuid('Not a valid document id').optional(),
    hard: z.boolean().default(false),
    purgeS3: z.boolean().default(false),
    deletedReason: textSchema().trim().min(3, { error: 'Give a reason (at least 3 characters)' }).max(500),
  })
  .refine((b) => !!b.generatedDocumentId || !!b.clientDocumentId, {
    error: 'Name the document: generatedDocumentId or clientDocumentId',
    path: ['generatedDocumentId'],
  });
export type DeleteGeneratedDocumentBody = z.input<typeof deleteGeneratedDocumentBodySchema>;

export const deleteGeneratedDocumentResponseSchema = z.object({
  message: z.string(),
  generatedDocumentId: z.uuid(),
  hard: z.boolean(),
  purged: z.boolean(),
});
export type DeleteGeneratedDocumentResponse = z.infer<typeof deleteGeneratedDocumentResponseSchema>;
