import { z } from 'zod';
import { cursorParamSchema } from './cursor';
import { emailSchema, otpCodeSchema } from './auth';
import { orderSummarySchema } from './cart';
import { COMPANY_TYPES, COMPANY_TYPE_LABELS, SHAREHOLDER_TYPES, financialYearEndSchema, type CompanyType } from './companies';
import { INCORPORATION_FIRST_STEP } from './constants';
import { incorporationMessages } from './messages';
import { JURISDICTIONS, JURISDICTION_LABELS, serviceSchema, type Jurisdiction } from './services';
import { hasOffensiveWord, restrictedWordIn } from './company-name-words';

/**
 * The incorporation onboarding (part 1 sections 3, 4, 7; part 2 "Incorporation staging session"): every call
 * under /api/incorporation. A visitor starts a session (no account yet); the session id is the unguessable key
 * that reaches it. The wizard saves drafts step by step (lenient "draft" schemas: typed and bounded, fields may be
 * missing); paying or completing checks the whole application with the strict schemas below
 * (checkIncorporationReady), and the web forms validate each step with the same strict schemas.
 */

const MSG = incorporationMessages.errors;

/* ------------------------------------------------------------------ steps and constants */

/** The wizard's steps (designed; the spec only says it starts at step 1). currentStep is one of these numbers. */
export const INCORPORATION_STEPS = [
  { step: 1, key: 'contact', label: 'Your details' },
  { step: 2, key: 'verify', label: 'Verify e-mail' },
  { step: 3, key: 'company', label: 'Company' },
  { step: 4, key: 'directors', label: 'Directors' },
  { step: 5, key: 'shareholders', label: 'Shareholders' },
  { step: 6, key: 'services', label: 'Services' },
  { step: 7, key: 'review', label: 'Review and pay' },
] as const;
export const INCORPORATION_LAST_STEP = INCORPORATION_STEPS.length;

export const MAX_DIRECTORS = 20;
export const MAX_SHAREHOLDERS = 50;
export const MAX_SELECTED_SERVICES = 30;

/** Which company types can be formed where (uses the company record's types). */
export const COMPANY_TYPES_BY_JURISDICTION: Record<Jurisdiction, readonly CompanyType[]> = {
  SG: ['private_limited', 'llp'],
  AE: ['free_zone', 'mainland_llc'],
  // A one person company (Companies Act 2013 s2(62)): one member, who must be an individual (checkIncorporationReady).
  IN: ['private_limited', 'opc', 'llp'],
};

/** The legal ending a name takes by jurisdiction and type, for display ("Harbourline Trading Pte. Ltd."). */
export const LEGAL_ENDINGS: Record<Jurisdiction, Partial<Record<CompanyType, string>>> = {
  SG: { private_limited: 'Pte. Ltd.', llp: 'LLP' },
  AE: { free_zone: 'FZE', mainland_llc: 'LLC' },
  // An OPC's name carries "(OPC)" before "Private Limited" (Companies Act 2013 s12(3); MCA's naming practice).
  IN: { private_limited: 'Private Limited', opc: '(OPC) Private Limited', llp: 'LLP' },
};

export const INCORPORATION_ROLE_TYPES = ['director', 'shareholder'] as const;
export type IncorporationRoleType = (typeof INCORPORATION_ROLE_TYPES)[number];

/** KYC file types a person's entry can carry. */
export const INCORPORATION_FILE_TYPES = [
  'passport',
  'proofOfAddress',
  'nationalId',
  'nricFront',
  'nricBack',
  'aadhaarFront',
  'aadhaarBack',
  'emiratesIdFront',
  'emiratesIdBack',
  'panCard',
  'photo',
  'certificateOfIncorporation',
  'constitution',
  'boardResolution',
  'other',
] as const;
export type IncorporationFileType = (typeof INCORPORATION_FILE_TYPES)[number];
export const INCORPORATION_FILE_TYPE_LABELS: Record<IncorporationFileType, string> = {
  passport: 'passport',
  proofOfAddress: 'proof of address',
  nationalId: 'national ID',
  nricFront: 'NRIC (front)',
  nricBack: 'NRIC (back)',
  aadhaarFront: 'Aadhaar card (front)',
  aadhaarBack: 'Aadhaar card (back)',
  emiratesIdFront: 'Emirates ID (front)',
  emiratesIdBack: 'Emirates ID (back)',
  panCard: 'PAN card',
  photo: 'photo',
  certificateOfIncorporation: 'certificate of incorporation',
  constitution: 'constitution',
  boardResolution: 'board resolution',
  other: 'supporting document',
};

export const DIRECTOR_ID_TYPES = ['passport', 'nric', 'fin', 'aadhaar', 'pan', 'emirates_id', 'other'] as const;
export type DirectorIdType = (typeof DIRECTOR_ID_TYPES)[number];

/**
 * KYC files the firm needs before it can act (checked when paying or completing), by the person's identity
 * document. The spec names no document fields (part 1 section 3: entries carry "uploaded file URLs by file type"),
 * so the set is designed from what the registries accept:
 * - NRIC (a Singapore citizen or PR): the NRIC front and back, which carry the photo and the registered address;
 *   no passport. One who is not ordinarily resident also shows where they live now (proof of address).
 * - Aadhaar (an Indian resident): the card's front and back (identity and address).
 * - Emirates ID (a UAE resident): the passport and the Emirates ID front and back.
 * - PAN: the PAN card and a proof of address.
 * - Passport, FIN (a pass holder in Singapore, who shows the passport) or another document: the passport and a
 *   proof of address.
 * A corporate shareholder: its certificate of incorporation. A shareholder who is also a director (same e-mail)
 * is covered by the director's files (checkIncorporationReady).
 */
export const KYC_FILES_BY_ID_TYPE: Record<DirectorIdType, readonly IncorporationFileType[]> = {
  passport: ['passport', 'proofOfAddress'],
  nric: ['nricFront', 'nricBack'],
  fin: ['passport', 'proofOfAddress'],
  aadhaar: ['aadhaarFront', 'aadhaarBack'],
  pan: ['panCard', 'proofOfAddress'],
  emirates_id: ['passport', 'emiratesIdFront', 'emiratesIdBack'],
  other: ['passport', 'proofOfAddress'],
};

/** The KYC files a person must provide: see KYC_FILES_BY_ID_TYPE. No identity type chosen yet: as for a passport. */
export function requiredKycFilesFor(person: {
  type?: 'individual' | 'corporate' | undefined;
  idType?: DirectorIdType | undefined | null;
  isResident?: boolean | undefined;
}): readonly IncorporationFileType[] {
  if (person.type === 'corporate') return ['certificateOfIncorporation'];
  const files = KYC_FILES_BY_ID_TYPE[person.idType ?? 'passport'] ?? KYC_FILES_BY_ID_TYPE.passport;
  if (person.idType === 'nric' && person.isResident === false) return [...files, 'proofOfAddress'];
  return files;
}

/** Files a person may add besides the required ones (offered, never asked for): a passport holder's national ID. */
export function optionalKycFilesFor(person: {
  type?: 'individual' | 'corporate' | undefined;
  idType?: DirectorIdType | undefined | null;
}): IncorporationFileType[] {
  if (person.type === 'corporate') return ['constitution'];
  const idType = person.idType ?? 'passport';
  return idType === 'passport' || idType === 'fin' || idType === 'other' ? ['nationalId'] : [];
}

/** Uploads: PDF, JPEG or PNG (checked by content), at most 10 MB. */
export const INCORPORATION_UPLOAD_KINDS = ['pdf', 'jpg', 'png'] as const;
export const INCORPORATION_UPLOAD_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/* ------------------------------------------------------------------ small field schemas */

const isoDate = z.iso.date('Use the date format YYYY-MM-DD');
const required = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(min, { error: min <= 1 ? `Enter the ${label}` : `Enter the ${label} (at least ${min} characters)` })
    .max(max, { error: `Keep the ${label} under ${max} characters` });
const draftText = (max: number) => z.string().trim().max(max, { error: `Keep it under ${max} characters` });

/** Today as YYYY-MM-DD (UTC). */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/**
 * The date the client would like the company registered: today or later (a registry cannot register a company
 * in the past). Compared with today in UTC, so a visitor ahead of UTC is never refused their own today.
 */
export const registrationDateSchema = isoDate.refine((d) => d >= todayIso(), { error: MSG.registrationDatePast });

/**
 * Why a proposed name (the first or the alternative) cannot be used on its face, before any availability
 * check: an offensive word, or a word needing an authority's approval where the company is registered (every
 * registry's words while the jurisdiction is not chosen). Null when none. The server and the wizard use it
 * alike; whether the name is free is the server's check-name.
 */
export function companyNameProblem(name: string, jurisdiction?: Jurisdiction | null): string | null {
  if (hasOffensiveWord(name)) return MSG.nameOffensive;
  const restricted = restrictedWordIn(name, jurisdiction);
  return restricted ? MSG.nameRestricted(restricted.word, restricted.authority) : null;
}

/** A phone number as typed: digits with optional +, spaces, ( ) and -; 6 to 15 digits. */
export const phoneSchema = z
  .string({ error: 'Enter a phone number' })
  .trim()
  .min(1, { error: 'Enter a phone number' })
  .max(30, { error: 'Enter a phone number of at most 15 digits' })
  .regex(/^\+?[0-9 ()-]+$/, { error: 'Use digits, spaces, +, ( ) and - only' })
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, { error: 'Enter a phone number of 6 to 15 digits' });

/** The country of the phone number: a dialling code (+65) or an ISO country code (SG). */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^(\+\d{1,4}|[A-Za-z]{2})$/, { error: 'Use a dialling code such as +65, or a country code such as SG' });

/** Age in whole years on a date (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, on: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  if (!y || !m || !d) return Number.NaN;
  let age = on.getUTCFullYear() - y;
  const monthDiff = on.getUTCMonth() + 1 - m;
  if (monthDiff < 0 || (monthDiff === 0 && on.getUTCDate() < d)) age -= 1;
  return age;
}

/* ------------------------------------------------------------------ files */

/** A file on a person's entry. `url` is a signed, expiring download link the server adds when it answers. */
export const fileRefSchema = z.object({
  fileId: z.uuid(),
  name: z.string().max(255),
  url: z.string().max(4000).optional(),
});
export type FileRef = z.infer<typeof fileRefSchema>;
/** Files of one person keyed by file type: { passport: {fileId, name, url}, proofOfAddress: {...} }. */
export const personFilesSchema = z.partialRecord(z.enum(INCORPORATION_FILE_TYPES), fileRefSchema);
export type PersonFiles = z.infer<typeof personFilesSchema>;

/** One uploaded file as the session lists it (the staging form's "files keyed by roleType, index, fileType"). */
export const uploadedFileSchema = z.object({
  fileId: z.uuid(),
  roleType: z.enum(INCORPORATION_ROLE_TYPES),
  index: z.number().int(),
  fileType: z.enum(INCORPORATION_FILE_TYPES),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
  uploadedAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/* ------------------------------------------------------------------ people */

/** A director, complete (each wizard step validates with this; paying checks it for every entry). */
export const directorEntrySchema = z.object({
  fullName: required('full name', 2, 160),
  email: emailSchema,
  phone: phoneSchema.optional(),
  nationality: required('nationality', 2, 80),
  idType: z.enum(DIRECTOR_ID_TYPES, { error: 'Choose the type of identity document' }),
  idNumber: required('ID number', 3, 40).regex(/^[A-Za-z0-9 /-]+$/, {
    error: 'Use letters, digits, spaces, / and - only',
  }),
  dateOfBirth: isoDate
    .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), {
      error: 'Enter a real date of birth',
    })
    .refine((d) => ageOn(d) >= 18, { error: 'Directors must be at least 18 years old' }),
  address: required('residential address', 5, 400),
  /** Ordinarily resident in the company's jurisdiction (Singapore requires one such director). */
  isResident: z.boolean().default(false),
  files: personFilesSchema.default({}),
});
export type DirectorEntry = z.output<typeof directorEntrySchema>;

/** A director as the wizard saves it on the way (fields may still be missing; formats checked when paying). */
export const directorDraftSchema = z.object({
  fullName: draftText(160).optional(),
  email: draftText(254).optional(),
  phone: draftText(30).optional(),
  nationality: draftText(80).optional(),
  idType: z.enum(DIRECTOR_ID_TYPES, { error: 'Choose the type of identity document' }).optional(),
  idNumber: draftText(40).optional(),
  dateOfBirth: z.union([isoDate, z.literal('')]).optional(),
  address: draftText(400).optional(),
  isResident: z.boolean().optional(),
  files: personFilesSchema.optional(),
});
export type DirectorDraft = z.infer<typeof directorDraftSchema>;

/** A shareholder, complete. For a corporate shareholder, fullName is the company's name and idNumber its
 * registration number; nationality is its country of incorporation. */
export const shareholderEntrySchema = z.object({
  type: z.enum(SHAREHOLDER_TYPES).default('individual'),
  /** An individual's identity document (decides the KYC files asked for); a passport when not given. */
  idType: z.enum(DIRECTOR_ID_TYPES, { error: 'Choose the type of identity document' }).optional(),
  fullName: required('name', 2, 160),
  email: emailSchema,
  nationality: required('nationality (or country of incorporation)', 2, 80),
  idNumber: required('passport or registration number', 3, 40).regex(/^[A-Za-z0-9 /-]+$/, {
    error: 'Use letters, digits, spaces, / and - only',
  }),
  address: required('address', 5, 400),
  shares: z
    .number({ error: 'Enter the number of shares' })
    .int({ error: 'Whole shares only' })
    .min(1, { error: 'At least 1 share' })
    .max(1_000_000_000_000, { error: 'At most 1,000,000,000,000 shares' }),
  shareClass: z.string().trim().min(1).max(40).default('Ordinary'),
  files: personFilesSchema.default({}),
});
export type ShareholderEntry = z.output<typeof shareholderEntrySchema>;

export const shareholderDraftSchema = z.object({
  type: z.enum(SHAREHOLDER_TYPES).optional(),
  idType: z.enum(DIRECTOR_ID_TYPES, { error: 'Choose the type of identity document' }).optional(),
  fullName: draftText(160).optional(),
  email: draftText(254).optional(),
  nationality: draftText(80).optional(),
  idNumber: draftText(40).optional(),
  address: draftText(400).optional(),
  shares: z
    .number({ error: 'Enter the number of shares' })
    .int({ error: 'Whole shares only' })
    .min(0)
    .max(1_000_000_000_000, { error: 'At most 1,000,000,000,000 shares' })
    .optional(),
  shareClass: draftText(40).optional(),
  files: personFilesSchema.optional(),
});
export type ShareholderDraft = z.infer<typeof shareholderDraftSchema>;

/* ------------------------------------------------------------------ company details */

export const shareCapitalSchema = z.object({
  currency: z
    .string({ error: 'Choose the currency of the share capital' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'Use a 3-letter currency code such as SGD' }),
  /** Number of shares the company issues on incorporation; the shareholders' shares must add up to it. */
  issuedShares: z
    .number({ error: 'Enter the number of shares issued' })
    .int({ error: 'Whole shares only' })
    .min(1, { error: 'Issue at least 1 share' })
    .max(1_000_000_000_000, { error: 'At most 1,000,000,000,000 shares' }),
  /** Paid-up capital in minor units of the currency (100000 = 1,000.00). */
  paidUpCapitalMinor: z
    .number({ error: 'Enter the paid-up capital' })
    .int({ error: 'Use minor units (cents)' })
    .min(1, { error: 'Paid-up capital must be more than zero' })
    .max(100_000_000_000_000, { error: 'Paid-up capital is too large' }),
}, { error: 'Enter the share capital' });
export type ShareCapital = z.output<typeof shareCapitalSchema>;

const companyTypeOffered = (v: { jurisdiction: Jurisdiction; companyType: CompanyType }) =>
  COMPANY_TYPES_BY_JURISDICTION[v.jurisdiction].includes(v.companyType);

/** The company's details, complete. */
export const companyDetailsSchema = z
  .object({
    jurisdiction: z.enum(JURISDICTIONS, { error: 'Choose where the company will be registered' }),
    companyType: z.enum(COMPANY_TYPES, { error: 'Choose the type of company' }),
    businessActivity: required('business activity', 5, 400),
    /** The registry's activity code (SSIC in Singapore, NIC in India), when known. */
    activityCode: z.string().trim().max(20).optional(),
    /** Blank: the firm's registered office address service is used. */
    registeredAddress: z.string().trim().max(400).optional(),
    financialYearEnd: z.string({ error: 'Enter the financial year end (MM-DD)' }).pipe(financialYearEndSchema),
    shareCapital: shareCapitalSchema,
  })
  .refine(companyTypeOffered, {
    path: ['companyType'],
    error: (iss) => {
      const v = iss.input as { jurisdiction: Jurisdiction; companyType: CompanyType };
      return MSG.companyTypeNotOffered(
        COMPANY_TYPE_LABELS[v.companyType]?.toLowerCase() ?? String(v.companyType),
        JURISDICTION_LABELS[v.jurisdiction] ?? String(v.jurisdiction),
      );
    },
  });
export type CompanyDetails = z.output<typeof companyDetailsSchema>;

export const companyDetailsDraftSchema = z.object({
  jurisdiction: z.enum(JURISDICTIONS, { error: 'Choose where the company will be registered' }).optional(),
  companyType: z.enum(COMPANY_TYPES, { error: 'Choose the type of company' }).optional(),
  businessActivity: draftText(400).optional(),
  activityCode: draftText(20).optional(),
  registeredAddress: draftText(400).optional(),
  financialYearEnd: z.union([financialYearEndSchema, z.literal('')]).optional(),
  shareCapital: z
    .object({
      currency: shareCapitalSchema.shape.currency.optional(),
      issuedShares: shareCapitalSchema.shape.issuedShares.optional(),
      paidUpCapitalMinor: z.number().int().min(0).max(100_000_000_000_000).optional(),
    })
    .optional(),
});
export type CompanyDetailsDraft = z.infer<typeof companyDetailsDraftSchema>;

/* ------------------------------------------------------------------ share allocation */

/**
 * Why the shareholders' shares do not add up to the shares issued, or null when they do. The shareholders
 * step uses it on the client; the server checks it again when paying or completing.
 */
export function shareAllocationError(
  shareholders: ReadonlyArray<{ shares?: number | undefined }>,
  issuedShares: number | undefined | null,
): string | null {
  if (!issuedShares) return MSG.issuedSharesMissing;
  const allocated = shareholders.reduce((sum, s) => sum + (s.shares ?? 0), 0);
  return allocated === issuedShares ? null : MSG.sharesMismatch(allocated, issuedShares);
}

/**
 * A one person company has exactly one shareholder, an individual (its sole member); null when the company is not
 * an OPC or the rule holds. The shareholders step uses it on the client; the server checks it when paying.
 */
export function opcMemberError(
  companyType: CompanyType | undefined | null,
  shareholders: ReadonlyArray<{ type?: 'individual' | 'corporate' | undefined; nationality?: string | undefined }>,
): string | null {
  if (companyType !== 'opc' || shareholders.length === 0) return null;
  const member = shareholders[0];
  if (shareholders.length > 1 || (member?.type ?? 'individual') !== 'individual') return MSG.opcOneMember;
  // Nationality is free text: "Indian", "India", "IN" and "IND" all name India; blank is left to the entry's own check.
  const nationality = member?.nationality?.trim() ?? '';
  if (nationality && !/^(indian?|in|ind)$/i.test(nationality)) return MSG.opcIndianMember;
  return null;
}

/** The shareholders step as a form: the list plus the issued shares it must add up to. */
export const shareholdersStepSchema = z
  .object({
    issuedShares: shareCapitalSchema.shape.issuedShares,
    shareholderData: z.array(shareholderEntrySchema).min(1, { error: MSG.shareholdersRequired }).max(MAX_SHAREHOLDERS),
  })
  .superRefine((v, ctx) => {
    if (v.shareholderData.length === 0) return;
    const error = shareAllocationError(v.shareholderData, v.issuedShares);
    if (error) ctx.addIssue({ code: 'custom', path: ['shareholderData'], message: error });
  });

/* ------------------------------------------------------------------ the session */

/** The session as the API answers it (resume, update, admin). */
export const incorporationSessionSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  /** An alternative name, used if the first is refused by the registry. */
  companyName_optional: z.string().nullable(),
  contactEmail: z.string(),
  contactNumber: z.string(),
  countryCode: z.string().nullable(),
  /** The date the client would like the company registered (YYYY-MM-DD), when they have one. */
  registrationDate: z.string().nullable(),
  /** Entries carry their uploaded files by file type, each with a fresh signed url. */
  directorData: z.array(directorDraftSchema),
  shareholderData: z.array(shareholderDraftSchema),
  servicesSelected: z.array(z.number().int()),
  companyDetails: companyDetailsDraftSchema.nullable(),
  useNomineeDirector: z.boolean(),
  currentStep: z.number().int(),
  /** in_progress until the payment is received; then completed. */
  status: z.enum(['in_progress', 'completed']),
  isEmailVerified: z.boolean(),
  isPaid: z.boolean(),
  isCompleted: z.boolean(),
  /** The company created on completion. */
  companyId: z.uuid().nullable(),
  /** Every uploaded file, keyed by roleType, index and fileType. */
  uploadedFiles: z.array(uploadedFileSchema),
  /** What the selected services cost, priced by the server (the fixed package, nominee director, tax). */
  quote: orderSummarySchema.nullable(),
  /** The latest payment's status (created, paid, failed, refunded), or null before any. */
  paymentStatus: z.enum(['created', 'paid', 'failed', 'refunded']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type IncorporationSession = z.infer<typeof incorporationSessionSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid application id' }) });

/** POST /start */
export const startIncorporationBodySchema = z.object({
  contactNumber: phoneSchema,
  contactEmail: emailSchema,
  fullName: required('full name', 2, 160),
  countryCode: countryCodeSchema.optional(),
});
export type StartIncorporationBody = z.infer<typeof startIncorporationBodySchema>;

export const sessionResponseSchema = z.object({ message: z.string(), session: incorporationSessionSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
/**
 * GET /resume/{id} and the admin's GET /admin/staging/{id}: the session with its data and currentStep. Once the
 * application is completed (paid), the public calls (resume, complete) answer its state only: id, status, the
 * flags, currentStep, paymentStatus and the dates, with the personal fields empty ('' or null), the lists empty,
 * no files, no quote and no companyId. The admin's staging calls still answer everything.
 */
export const resumeResponseSchema = z.object({ session: incorporationSessionSchema });

/**
 * PUT /update/{id} (and the admin's PUT /admin/staging/{id}): any subset of the session's fields plus
 * currentStep. Each field given replaces the stored one (companyDetails and the person lists whole); changing
 * the contact e-mail asks for a new verification.
 * Files: uploads stay with the person at their index. When a list is reordered or someone is removed, send each
 * entry's `files` back as the session gave them (only fileId counts; a url sent back is ignored) so the files
 * follow their person; files of people beyond the end of the new list are deleted.
 */
export const updateIncorporationFieldsSchema = z.object({
  fullName: required('full name', 2, 160).optional(),
  companyName: draftText(160).nullable().optional(),
  companyName_optional: draftText(160).nullable().optional(),
  contactEmail: emailSchema.optional(),
  contactNumber: phoneSchema.optional(),
  countryCode: countryCodeSchema.nullable().optional(),
  registrationDate: registrationDateSchema.nullable().optional(),
  directorData: z.array(directorDraftSchema).max(MAX_DIRECTORS, { error: `At most ${MAX_DIRECTORS} directors` }).optional(),
  shareholderData: z
    .array(shareholderDraftSchema)
    .max(MAX_SHAREHOLDERS, { error: `At most ${MAX_SHAREHOLDERS} shareholders` })
    .optional(),
  servicesSelected: z
    .array(z.number().int().positive())
    .max(MAX_SELECTED_SERVICES, { error: `At most ${MAX_SELECTED_SERVICES} services` })
    .optional(),
  companyDetails: companyDetailsDraftSchema.nullable().optional(),
  useNomineeDirector: z.boolean().optional(),
  currentStep: z
    .number()
    .int()
    .min(INCORPORATION_FIRST_STEP, { error: `Steps start at ${INCORPORATION_FIRST_STEP}` })
    .max(INCORPORATION_LAST_STEP, { error: `There are ${INCORPORATION_LAST_STEP} steps` })
    .optional(),
});

/**
 * Both names follow the same rules (issue 12 item 4); the words are judged for the jurisdiction sent with them,
 * else every registry's (the server judges again with the application's own jurisdiction). Kept apart from the
 * fields so a form can `.pick()` the fields it edits (zod refuses to pick from a refined object) and add the rule.
 */
export function checkIncorporationNames(
  v: { companyName?: string | null; companyName_optional?: string | null; companyDetails?: { jurisdiction?: string | null } | null },
  ctx: z.RefinementCtx,
): void {
  const jurisdiction = (v.companyDetails?.jurisdiction ?? null) as Parameters<typeof companyNameProblem>[1];
  for (const field of ['companyName', 'companyName_optional'] as const) {
    const name = v[field];
    const problem = name ? companyNameProblem(name, jurisdiction) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
  }
  if (v.companyName && v.companyName_optional && sameName(v.companyName, v.companyName_optional)) {
    ctx.addIssue({ code: 'custom', path: ['companyName_optional'], message: MSG.alternativeSameAsFirst });
  }
}

export const updateIncorporationBodySchema = updateIncorporationFieldsSchema.superRefine(checkIncorporationNames);
export type UpdateIncorporationBody = z.infer<typeof updateIncorporationBodySchema>;

/** Two names that read the same (case, spacing and punctuation aside). */
export function sameName(a: string, b: string): boolean {
  const plain = (v: string) => v.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return plain(a) === plain(b);
}

/** POST /check-name. sessionId: the asker's own application, which does not count against the name. */
export const checkNameBodySchema = z.object({
  companyName: z
    .string({ error: MSG.nameRequired })
    .trim()
    .min(1, { error: MSG.nameRequired })
    .max(160, { error: 'Keep the name under 160 characters' }),
  sessionId: z.uuid().optional(),
  /** Where the company will be registered, when chosen: restricted words are those of that registry. */
  jurisdiction: z.enum(JURISDICTIONS).optional(),
});
export type CheckNameBody = z.infer<typeof checkNameBodySchema>;
export const checkNameResponseSchema = z.object({
  data: z.object({
    available: z.boolean(),
    /** Why the name cannot be used, when it cannot. */
    reason: z.string().optional(),
    /** The comparable form (no case, punctuation, spacing or legal ending). */
    normalized: z.string(),
  }),
});
export type CheckNameResponse = z.infer<typeof checkNameResponseSchema>;

/** GET /service-details?ids=4,5,8 (comma list; unknown ids are left out). */
export const serviceDetailsQuerySchema = z.object({
  ids: z
    .string({ error: 'Give the service ids, e.g. ids=4,5' })
    .trim()
    .regex(/^\d{1,6}(,\d{1,6}){0,49}$/, { error: 'Give up to 50 service ids separated by commas, e.g. ids=4,5' })
    .transform((v) => [...new Set(v.split(',').map(Number))]),
});
export const serviceDetailsResponseSchema = z.object({
  services: z.array(serviceSchema),
  /** The incorporation cart's fixed item (service id 4). */
  fixedServiceId: z.number().int(),
});

/** POST /upload-file/{id}: multipart with file, roleType, index and fileType (these are its text fields). */
export const uploadFileFieldsSchema = z.object({
  roleType: z.enum(INCORPORATION_ROLE_TYPES, { error: 'roleType must be director or shareholder' }),
  index: z.coerce
    .number({ error: 'index must be a number' })
    .int({ error: 'index must be a whole number' })
    .min(0, { error: 'index starts at 0' })
    .max(MAX_SHAREHOLDERS - 1, { error: `index must be below ${MAX_SHAREHOLDERS}` }),
  fileType: z.enum(INCORPORATION_FILE_TYPES, {
    error: `fileType must be one of: ${INCORPORATION_FILE_TYPES.join(', ')}`,
  }),
});
export type UploadFileFields = z.infer<typeof uploadFileFieldsSchema>;
export const uploadFileResponseSchema = z.object({
  message: z.string(),
  /** Signed, expiring link to the file. */
  url: z.string(),
  expiresAt: z.string(),
  file: uploadedFileSchema,
});
export type UploadFileResponse = z.infer<typeof uploadFileResponseSchema>;

/** POST /send-otp/{id}: the code goes to the session's contact e-mail. */
export const sendOtpResponseSchema = z.object({
  message: z.string(),
  /** The address the code went to, partly hidden (j***@example.com). */
  sentTo: z.string(),
  expiresAt: z.string(),
});
/** POST /verify-otp/{id} */
export const verifyOtpBodySchema = z.object({ otp: otpCodeSchema });

/**
 * POST /complete. Completion happens when the payment is received; this call checks the whole application
 * (e-mail verified, details complete, shares adding up) and answers the completed session. While everything is
 * in order but unpaid it answers 402 PAYMENT_REQUIRED; the wizard then opens the checkout.
 */
export const completeBodySchema = z.object({ sessionId: z.uuid({ error: 'Not a valid application id' }) });

/* ------------------------------------------------------------------ admin (staging) */

/** One staging session in the admin list. */
export const stagingSummarySchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  contactEmail: z.string(),
  contactNumber: z.string(),
  countryCode: z.string().nullable(),
  companyName: z.string().nullable(),
  jurisdiction: z.enum(JURISDICTIONS).nullable(),
  currentStep: z.number().int(),
  status: z.enum(['in_progress', 'completed']),
  isEmailVerified: z.boolean(),
  isPaid: z.boolean(),
  companyId: z.uuid().nullable(),
  fileCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StagingSummary = z.infer<typeof stagingSummarySchema>;

export const listStagingQuerySchema = z.object({
  /** Name, e-mail, phone or company name, case-insensitive. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(['in_progress', 'completed']).optional(),
  cursor: cursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListStagingQuery = z.infer<typeof listStagingQuerySchema>;
export const listStagingResponseSchema = z.object({
  stagingCompanies: z.array(stagingSummarySchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export const deleteStagingResponseSchema = z.object({ message: z.string(), id: z.string(), deleted: z.literal(true) });

/* ------------------------------------------------------------------ readiness */

export type ReadinessIssue = { path: string; message: string };

/**
 * The address an incorporation's invoice bills, from what the applicant entered (issue 12): the registered office
 * address they gave; when they left it blank (our registered office service), their own residential address as
 * entered for the director with the contact e-mail (else the first director's). The review step shows it and the
 * paid invoice prints it. Null when nothing was entered.
 */
export function incorporationBillingAddress(application: {
  contactEmail: string | null | undefined;
  companyDetails?: { registeredAddress?: string | null | undefined } | null | undefined;
  directorData?: ReadonlyArray<{ email?: string | null | undefined; address?: string | null | undefined }> | null | undefined;
}): string | null {
  const registered = application.companyDetails?.registeredAddress?.trim();
  if (registered) return registered;
  const email = application.contactEmail?.trim().toLowerCase();
  const directors = application.directorData ?? [];
  const own = directors.find((d) => !!email && d.email?.trim().toLowerCase() === email && !!d.address?.trim());
  const first = directors.find((d) => !!d.address?.trim());
  return (own ?? first)?.address?.trim() ?? null;
}

/**
 * Everything that must hold before an application can be paid or completed (besides e-mail verification):
 * contact details, name, company details, directors and shareholders complete, shares adding up, KYC files,
 * Singapore's resident-director rule. Returns the issues keyed by dotted path (empty when ready). The server
 * runs it; the review step can run it too to point at what is missing.
 */
export function checkIncorporationReady(session: {
  fullName: string;
  contactEmail: string;
  contactNumber: string;
  companyName: string | null;
  companyDetails: CompanyDetailsDraft | null;
  directorData: DirectorDraft[];
  shareholderData: ShareholderDraft[];
  useNomineeDirector: boolean;
}): ReadinessIssue[] {
  const issues: ReadinessIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const collect = (prefix: string, error: z.ZodError) => {
    for (const i of error.issues) add([prefix, ...i.path.map(String)].filter(Boolean).join('.'), i.message);
  };

  const contact = startIncorporationBodySchema.safeParse({
    fullName: session.fullName,
    contactEmail: session.contactEmail,
    contactNumber: session.contactNumber,
  });
  if (!contact.success) collect('', contact.error);
  if (!session.companyName || session.companyName.trim().length === 0) add('companyName', MSG.nameRequired);

  const details = companyDetailsSchema.safeParse(session.companyDetails ?? {});
  if (!details.success) collect('companyDetails', details.error);

  if (session.directorData.length === 0) add('directorData', MSG.directorsRequired);
  const directors: DirectorEntry[] = [];
  session.directorData.forEach((d, i) => {
    const r = directorEntrySchema.safeParse(stripEmpty(d));
    if (r.success) directors.push(r.data);
    else collect(`directorData.${i}`, r.error);
  });

  if (session.shareholderData.length === 0) add('shareholderData', MSG.shareholdersRequired);
  session.shareholderData.forEach((s, i) => {
    const r = shareholderEntrySchema.safeParse(stripEmpty(s));
    if (!r.success) collect(`shareholderData.${i}`, r.error);
  });

  const issued = session.companyDetails?.shareCapital?.issuedShares;
  if (session.shareholderData.length > 0) {
    const allocation = shareAllocationError(session.shareholderData, issued);
    if (allocation) add('shareholderData', allocation);
  }

  // KYC files, by each person's identity document (requiredKycFilesFor).
  session.directorData.forEach((d, i) => {
    for (const fileType of requiredKycFilesFor(d)) {
      if (!d.files?.[fileType]) add(`directorData.${i}.files.${fileType}`, MSG.missingFile('director', i + 1, INCORPORATION_FILE_TYPE_LABELS[fileType]));
    }
  });
  session.shareholderData.forEach((s, i) => {
    for (const fileType of missingShareholderFiles(s, session.directorData)) {
      add(`shareholderData.${i}.files.${fileType}`, MSG.missingFile('shareholder', i + 1, INCORPORATION_FILE_TYPE_LABELS[fileType]));
    }
  });

  // India, one person company: exactly one member, a natural person (Companies Act 2013 s2(62), s3(1)(c); Companies
  // (Incorporation) Rules 2014 r3(1): an Indian citizen, resident or not). The nominee's consent (INC-3) is collected
  // by the firm after payment, with the other filing documents.
  const opcProblem = opcMemberError(session.companyDetails?.companyType, session.shareholderData);
  if (opcProblem) add('shareholderData', opcProblem);

  // Singapore: at least one locally resident director (Companies Act s145), or the nominee director service.
  if (
    session.companyDetails?.jurisdiction === 'SG' &&
    directors.length === session.directorData.length &&
    directors.length > 0 &&
    !session.useNomineeDirector &&
    !directors.some((d) => d.isResident)
  ) {
    add('directorData', MSG.residentDirectorRequired);
  }
  return issues;
}

/**
 * The KYC files a shareholder still lacks. One who is also a director (same e-mail) is the same person: the
 * director's identity document decides what is needed, and either entry's files count.
 */
export function missingShareholderFiles(
  shareholder: Pick<ShareholderDraft, 'type' | 'idType' | 'email' | 'files'>,
  directors: ReadonlyArray<Pick<DirectorDraft, 'email' | 'idType' | 'isResident' | 'files'>>,
): IncorporationFileType[] {
  const type = shareholder.type ?? 'individual';
  const key = shareholder.email?.trim().toLowerCase();
  const director = type === 'individual' && key ? directors.find((d) => d.email?.trim().toLowerCase() === key) : undefined;
  const needed = director ? requiredKycFilesFor(director) : requiredKycFilesFor({ type, idType: shareholder.idType });
  return needed.filter((t) => !shareholder.files?.[t] && !director?.files?.[t]);
}

/** Drafts may hold '' for fields not filled in; the strict schemas read them as missing. */
function stripEmpty<T extends Record<string, unknown>>(entry: T): Partial<T> {
  return Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== '' && v !== null)) as Partial<T>;
}

/** Issues grouped as the API's 400 `fields` answer carries them. */
export function readinessFields(issues: readonly ReadinessIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const i of issues) (fields[i.path || '_'] ??= []).push(i.message);
  return fields;
}
