import { z } from 'zod';
import { emailSchema, otpCodeSchema } from './auth';
import { cursorParamSchema } from './cursor';
import { orderLineSchema } from './cart';
import { phoneSchema, countryCodeSchema } from './incorporation';
import { nriOnboardingMessages } from './messages';
import {
  CITIZENSHIP_OPTIONS,
  STAY_SITUATIONS,
  determineResidentialStatus,
  type NriResidencyResult,
  type ResidencyStatus,
} from './tools-nri-residency';

/**
 * The NRI tax onboarding (part 2 sections 3, 4, 5, 7: "NRI tax session (staging)"): every call under
 * /api/staging-nri. A visitor starts a session (no account yet); its random id is the key that reaches it (mailed
 * as the resume link). The wizard saves each step with the lenient update schema (typed and bounded, fields may be
 * missing); completing checks the whole session with the strict step schemas below (checkNriSessionReady), and the
 * web forms validate each step with the same strict schemas. The residency status is computed (the public
 * calculator's rules, tools-nri-residency) and the quote is priced on the server (nriQuoteRules picks the
 * catalogue services).
 */

const MSG = nriOnboardingMessages.errors;

/* ------------------------------------------------------------------ steps */

export const NRI_STEPS = [
  { step: 1, key: 'contact', label: 'Your details' },
  { step: 2, key: 'verify', label: 'Verify e-mail' },
  { step: 3, key: 'residency', label: 'Residency' },
  { step: 4, key: 'identity', label: 'Identity' },
  { step: 5, key: 'address', label: 'Address' },
  { step: 6, key: 'income', label: 'Income' },
  { step: 7, key: 'declaration', label: 'Declaration' },
  { step: 8, key: 'checkout', label: 'Quote and pay' },
] as const;
export const NRI_FIRST_STEP = 1;
export const NRI_LAST_STEP = NRI_STEPS.length;
export type NriStepKey = (typeof NRI_STEPS)[number]['key'];

/* ------------------------------------------------------------------ PAN */

/**
 * The fourth character of a PAN is the holder's type (Income Tax Department): P individual, C company, H Hindu
 * undivided family, F firm or LLP, A association of persons, T trust, B body of individuals, L local authority,
 * J artificial juridical person, G government.
 */
export const PAN_ENTITY_TYPES = {
  P: 'Individual',
  C: 'Company',
  H: 'Hindu undivided family',
  F: 'Firm or LLP',
  A: 'Association of persons',
  T: 'Trust',
  B: 'Body of individuals',
  L: 'Local authority',
  J: 'Artificial juridical person',
  G: 'Government',
} as const;
export type PanEntityType = keyof typeof PAN_ENTITY_TYPES;

/** A PAN as typed, upper-cased and without spaces. */
export const normalisePan = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** Why a PAN is not valid (format AAAAA9999A with the entity character), or null. `individual`: must be P. */
export function panProblem(raw: string, opts: { individual?: boolean } = {}): string | null {
  const pan = normalisePan(raw);
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) return MSG.panFormat;
  const entity = pan[3] as string;
  if (!(entity in PAN_ENTITY_TYPES)) return MSG.panEntity;
  if (opts.individual && entity !== 'P') return MSG.panNotIndividual;
  return null;
}

/* ------------------------------------------------------------------ Aadhaar (Verhoeff) */

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
/** One Verhoeff step: the tables are complete for digits 0-9, so the lookups always hit. */
const verhoeffStep = (c: number, position: number, digit: number) =>
  VERHOEFF_D[c]?.[VERHOEFF_P[position % 8]?.[digit] ?? 0] ?? 0;

/** True when a string of digits ends in its Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((ch, i) => {
    c = verhoeffStep(c, i, Number(ch));
  });
  return c === 0;
}

/** The Verhoeff check digit for a string of digits (used by tests and demo data). */
export function verhoeffCheckDigit(digits: string): number {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((ch, i) => {
    c = verhoeffStep(c, i + 1, Number(ch));
  });
  return VERHOEFF_INV[c] ?? 0;
}

/** An Aadhaar number as typed, without spaces or dashes. */
export const normaliseAadhaar = (v: string) => v.replace(/[\s-]+/g, '');

/** Why an Aadhaar number is not valid (12 digits, not starting 0 or 1, Verhoeff check digit), or null. */
export function aadhaarProblem(raw: string): string | null {
  const n = normaliseAadhaar(raw);
  if (!/^[2-9]\d{11}$/.test(n)) return MSG.aadhaarFormat;
  if (!verhoeffValid(n)) return MSG.aadhaarChecksum;
  return null;
}

/* ------------------------------------------------------------------ passport */

export const normalisePassport = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** A passport number of any country: 6 to 9 letters and digits with at least one digit (an Indian one: A1234567). */
export function passportProblem(raw: string): string | null {
  const n = normalisePassport(raw);
  return /^(?=.*\d)[A-Z0-9]{6,9}$/.test(n) ? null : MSG.passportFormat;
}

/* ------------------------------------------------------------------ date of birth */

const isRealDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date of birth as YYYY-MM-DD, from YYYY-MM-DD, DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or an ISO date-time (its
 * calendar date as written, whatever the offset: a birthday has no time zone). Null when it is none of these or
 * not a real date.
 */
export function normaliseDob(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const v = raw.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(v);
  if (match) {
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  if (!isRealDate(y, m, d)) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

function toDob(v: string, ctx: z.RefinementCtx): string {
  const iso = normaliseDob(v);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: MSG.dobFormat });
    return z.NEVER;
  }
  if (iso < '1900-01-01' || iso > new Date().toISOString().slice(0, 10)) {
    ctx.addIssue({ code: 'custom', message: MSG.dobRange });
    return z.NEVER;
  }
  return iso;
}

/** A date of birth in any accepted form, answered as YYYY-MM-DD: a real date from 1900 to today. */
export const dobSchema = z
  .string({ error: MSG.dobFormat })
  .trim()
  .max(40, { error: MSG.dobFormat })
  .transform(toDob);
/** The same, where '' or null clears it (a partial update). */
export const optionalDobSchema = z
  .string({ error: MSG.dobFormat })
  .trim()
  .max(40, { error: MSG.dobFormat })
  .transform((v, ctx) => (v === '' ? null : toDob(v, ctx)))
  .nullable();

/* ------------------------------------------------------------------ small field schemas */

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(min, { error: min <= 1 ? `Enter the ${label}` : `Enter the ${label} (at least ${min} characters)` })
    .max(max, { error: `Keep the ${label} under ${max} characters` });
const draftText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Keep it under ${max} characters` });

/** A country: its ISO 3166 alpha-2 code (upper case), or OTHER with the name in otherCountry. */
export const OTHER_COUNTRY = 'OTHER';
export const countrySchema = z
  .string({ error: 'Choose a country' })
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}|OTHER)$/, { error: 'Choose a country' });

export const GENDERS = ['female', 'male', 'other'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
};

export const PAN_STATUSES = ['available', 'applied', 'not_available'] as const;
export const PAN_STATUS_LABELS: Record<(typeof PAN_STATUSES)[number], string> = {
  available: 'I have a PAN',
  applied: 'I have applied for a PAN',
  not_available: 'I do not have a PAN',
};
export const AADHAAR_STATUSES = ['available', 'applied', 'not_eligible'] as const;
export const AADHAAR_STATUS_LABELS: Record<(typeof AADHAAR_STATUSES)[number], string> = {
  available: 'I have an Aadhaar number',
  applied: 'I have applied for Aadhaar',
  not_eligible: 'I do not have Aadhaar (not required for non-residents)',
};

/** Kinds of Indian income (the return's schedules). */
export const INCOME_SOURCES = [
  'salary',
  'house_property',
  'capital_gains',
  'property_sale',
  'interest',
  'dividends',
  'business',
  'foreign_income',
  'other',
] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];
export const INCOME_SOURCE_LABELS: Record<IncomeSource, string> = {
  salary: 'Salary from an Indian employer',
  house_property: 'Rent from property in India',
  capital_gains: 'Capital gains (shares, mutual funds)',
  property_sale: 'Sale of property in India',
  interest: 'Interest (NRO account, deposits, bonds)',
  dividends: 'Dividends',
  business: 'Business or professional income',
  foreign_income: 'Income earned outside India',
  other: 'Other income',
};

/** Deductions and reliefs claimed. */
export const DEDUCTIONS = [
  'section_80c',
  'section_80d',
  'section_80g',
  'section_80tta',
  'home_loan_interest',
  'dtaa_relief',
] as const;
export type Deduction = (typeof DEDUCTIONS)[number];
export const DEDUCTION_LABELS: Record<Deduction, string> = {
  section_80c: 'Section 80C (life insurance, ELSS, PPF, tuition fees)',
  section_80d: 'Section 80D (health insurance)',
  section_80g: 'Section 80G (donations)',
  section_80tta: 'Section 80TTA (savings account interest)',
  home_loan_interest: 'Interest on a home loan (section 24(b))',
  dtaa_relief: 'Relief under a tax treaty (DTAA) for tax paid abroad',
};

/** Is this an original return, or a revised one (section 139(5)) for a year already filed? */
export const FILING_TYPES = ['original', 'revised'] as const;
export type FilingType = (typeof FILING_TYPES)[number];
export const FILING_TYPE_LABELS: Record<FilingType, string> = {
  original: 'A new return for this year',
  revised: 'A revised return (correcting one already filed)',
};

export const RESIDENCY_STATUSES = [
  'ror',
  'rnor',
  'non_resident',
] as const satisfies readonly ResidencyStatus[];

/* ------------------------------------------------------------------ step schemas (strict) */

/** Step 1 (and POST /start). */
export const nriContactSchema = z.object({
  fullName: text('full name', 2, 160),
  contactEmail: emailSchema,
  contactNumber: phoneSchema,
  countryCode: countryCodeSchema.optional(),
});
export type NriContact = z.infer<typeof nriContactSchema>;
export const startNriBodySchema = nriContactSchema;
export type StartNriBody = z.infer<typeof startNriBodySchema>;

/**
 * Step 3: the stay in India (the spec's daysInIndia, daysInIndia4Yrs) and the other facts section 6's tests need
 * (the public residency calculator's questions), from which the server computes residencyStatus.
 */
export const stayDurationSchema = z
  .object({
    daysInIndia: z
      .number({ error: 'Enter the number of days in India this financial year' })
      .int({ error: 'Use whole days' })
      .min(0, { error: 'Days cannot be negative' })
      .max(366, { error: 'There are at most 366 days in one financial year' }),
    daysInIndia4Yrs: z
      .number({ error: 'Enter the number of days in India in the four years before' })
      .int({ error: 'Use whole days' })
      .min(0, { error: 'Days cannot be negative' })
      .max(1461, { error: 'There are at most 1461 days in four years' }),
    citizenship: z.enum(CITIZENSHIP_OPTIONS, { error: 'Choose your citizenship' }),
    situation: z.enum(STAY_SITUATIONS, { error: 'Choose what describes your year' }),
    indianIncomeAboveThreshold: z.boolean({ error: 'Say whether your Indian income is above Rs 15 lakh' }),
    liableToTaxElsewhere: z.boolean({ error: 'Say whether you pay tax as a resident of another country' }),
    nonResidentYearsOfPreceding10: z
      .number({ error: 'Enter a number of years' })
      .int({ error: 'Use whole years' })
      .min(0, { error: 'Use 0 to 10 years' })
      .max(10, { error: 'Use 0 to 10 years' }),
    daysInIndia7Yrs: z
      .number({ error: 'Enter the number of days in India in the seven years before' })
      .int({ error: 'Use whole days' })
      .min(0, { error: 'Days cannot be negative' })
      .max(2557, { error: 'There are at most 2557 days in seven years' }),
  })
  .superRefine((v, ctx) => {
    if (v.daysInIndia7Yrs < v.daysInIndia4Yrs) {
      ctx.addIssue({
        code: 'custom',
        path: ['daysInIndia7Yrs'],
        message: 'The seven years before include the four years before, so this cannot be smaller',
      });
    }
    if (v.situation === 'left_for_employment' && v.citizenship !== 'indian_citizen') {
      ctx.addIssue({
        code: 'custom',
        path: ['situation'],
        message: 'The employment-abroad rule applies to Indian citizens only',
      });
    }
  });
export type StayDuration = z.infer<typeof stayDurationSchema>;
/** The stay as saved on the way. */
export const stayDurationDraftSchema = z.object({
  daysInIndia: z
    .number()
    .int()
    .min(0)
    .max(366, { error: 'There are at most 366 days in one financial year' })
    .optional(),
  daysInIndia4Yrs: z
    .number()
    .int()
    .min(0)
    .max(1461, { error: 'There are at most 1461 days in four years' })
    .optional(),
  citizenship: z.enum(CITIZENSHIP_OPTIONS).optional(),
  situation: z.enum(STAY_SITUATIONS).optional(),
  indianIncomeAboveThreshold: z.boolean().optional(),
  liableToTaxElsewhere: z.boolean().optional(),
  nonResidentYearsOfPreceding10: z.number().int().min(0).max(10).optional(),
  daysInIndia7Yrs: z.number().int().min(0).max(2557).optional(),
});
export type StayDurationDraft = z.infer<typeof stayDurationDraftSchema>;

/** The residency result for a complete stay (section 6 with reasons), or null while the stay is incomplete. */
export function residencyOf(stay: StayDurationDraft | null | undefined): NriResidencyResult | null {
  const parsed = stayDurationSchema.safeParse(stay ?? {});
  if (!parsed.success) return null;
  const s = parsed.data;
  return determineResidentialStatus({
    daysThisYear: s.daysInIndia,
    daysPreceding4Years: s.daysInIndia4Yrs,
    citizenship: s.citizenship,
    situation: s.situation,
    indianIncomeAboveThreshold: s.indianIncomeAboveThreshold,
    liableToTaxElsewhere: s.liableToTaxElsewhere,
    nonResidentYearsOfPreceding10: s.nonResidentYearsOfPreceding10,
    daysPreceding7Years: s.daysInIndia7Yrs,
  });
}

/** Step 4: identity. A number is required when its status is `available`, and checked whenever given. */
export const identitySchema = z
  .object({
    panStatus: z.enum(PAN_STATUSES, { error: MSG.panRequired }),
    panNumber: z.string().trim().max(20).optional(),
    aadhaarStatus: z.enum(AADHAAR_STATUSES, { error: MSG.aadhaarRequired }),
    aadhaarNumber: z.string().trim().max(20).optional(),
    passportNumber: z.string({ error: MSG.passportFormat }).trim().max(20, { error: MSG.passportFormat }),
  })
  .superRefine((v, ctx) => {
    if (v.panStatus === 'available' && !v.panNumber)
      ctx.addIssue({ code: 'custom', path: ['panNumber'], message: MSG.panFormat });
    const pan = v.panNumber ? panProblem(v.panNumber, { individual: true }) : null;
    if (pan) ctx.addIssue({ code: 'custom', path: ['panNumber'], message: pan });
    if (v.aadhaarStatus === 'available' && !v.aadhaarNumber)
      ctx.addIssue({ code: 'custom', path: ['aadhaarNumber'], message: MSG.aadhaarFormat });
    const aadhaar = v.aadhaarNumber ? aadhaarProblem(v.aadhaarNumber) : null;
    if (aadhaar) ctx.addIssue({ code: 'custom', path: ['aadhaarNumber'], message: aadhaar });
    const passport = passportProblem(v.passportNumber);
    if (passport) ctx.addIssue({ code: 'custom', path: ['passportNumber'], message: passport });
  });
export type IdentityData = z.infer<typeof identitySchema>;
export const identityDraftSchema = z.object({
  panStatus: z.enum(PAN_STATUSES).optional(),
  panNumber: draftText(20).optional(),
  aadhaarStatus: z.enum(AADHAAR_STATUSES).optional(),
  aadhaarNumber: draftText(20).optional(),
  passportNumber: draftText(20).optional(),
});
export type IdentityDraft = z.infer<typeof identityDraftSchema>;

/** The identity step's form: identity, date of birth and gender. */
export const identityStepSchema = z.object({
  identityData: identitySchema,
  dob: dobSchema,
  gender: z.enum(GENDERS, { error: 'Choose a gender' }),
});

/** Step 5: where the client lives. */
export const addressSchema = z
  .object({
    streetAddress: text('street address', 3, 200),
    streetAddress2: draftText(200).optional(),
    city: text('city', 2, 100),
    state: draftText(100).optional(),
    postalCode: text('postal code', 2, 20).regex(/^[A-Za-z0-9 -]+$/, {
      error: 'Use letters, digits, spaces and - only',
    }),
    country: countrySchema,
    otherCountry: draftText(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.country === OTHER_COUNTRY && !v.otherCountry)
      ctx.addIssue({ code: 'custom', path: ['otherCountry'], message: MSG.otherCountryRequired });
  });
export type AddressData = z.infer<typeof addressSchema>;
export const addressDraftSchema = z.object({
  streetAddress: draftText(200).optional(),
  streetAddress2: draftText(200).optional(),
  city: draftText(100).optional(),
  state: draftText(100).optional(),
  postalCode: draftText(20).optional(),
  country: z.union([countrySchema, z.literal('')]).optional(),
  otherCountry: draftText(100).optional(),
});
export type AddressDraft = z.infer<typeof addressDraftSchema>;

export const tinSchema = z
  .string({ error: MSG.tinRequired })
  .trim()
  .min(3, { error: MSG.tinRequired })
  .max(30, { error: 'Keep the number under 30 characters' })
  .regex(/^[A-Za-z0-9 /.-]+$/, { error: 'Use letters, digits, spaces, /, . and - only' });

/** The address step's form: address plus the country of tax residence and its taxpayer number. */
export const addressStepSchema = z
  .object({
    addressData: addressSchema,
    jurisdictionOfResidence: countrySchema,
    taxpayerIdentificationNumber: z.string().trim().max(30).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.jurisdictionOfResidence !== 'IN') {
      const tin = tinSchema.safeParse(v.taxpayerIdentificationNumber ?? '');
      if (!tin.success)
        ctx.addIssue({
          code: 'custom',
          path: ['taxpayerIdentificationNumber'],
          message: tin.error.issues[0]?.message ?? MSG.tinRequired,
        });
    }
  });

/** Step 6: income and deductions. */
export const incomeStepSchema = z.object({
  incomeSources: z
    .array(z.enum(INCOME_SOURCES))
    .min(1, { error: MSG.incomeRequired })
    .max(INCOME_SOURCES.length),
  deductions: z.array(z.enum(DEDUCTIONS)).max(DEDUCTIONS.length),
  filingType: z.enum(FILING_TYPES, { error: 'Choose the kind of return' }),
});

/** A drawn signature: a PNG data URL, at most this many characters (about 150 KB of image). */
export const SIGNATURE_MAX_CHARS = 200_000;
const PNG_DATA_URL = 'data:image/png;base64,';
export const isDrawnSignature = (v: string) => v.startsWith('data:');

/** Typed (the full name, 2 to 120 characters) or drawn (a PNG data URL, capped). */
export const signatureSchema = z
  .string({ error: MSG.signatureRequired })
  .trim()
  .min(2, { error: MSG.signatureRequired })
  .max(SIGNATURE_MAX_CHARS, { error: MSG.signatureTooLarge })
  .superRefine((v, ctx) => {
    if (!isDrawnSignature(v)) {
      if (v.length > 120)
        ctx.addIssue({ code: 'custom', message: 'Type your full name (at most 120 characters)' });
      return;
    }
    // A PNG starts with the bytes 89 50 4E 47 0D 0A 1A 0A, "iVBORw0KGgo" in base64.
    const body = v.slice(PNG_DATA_URL.length);
    if (
      !v.startsWith(PNG_DATA_URL) ||
      !/^[A-Za-z0-9+/]+={0,2}$/.test(body) ||
      !body.startsWith('iVBORw0KGgo')
    ) {
      ctx.addIssue({ code: 'custom', message: MSG.signatureImage });
    }
  });

/** Step 7: the declaration. */
export const declarationSchema = z.object({
  accuracy: z.literal(true, { error: MSG.accuracyRequired }),
  authorization: z.literal(true, { error: MSG.authorizationRequired }),
  date: z.iso.date('Use the date format YYYY-MM-DD'),
  place: text('place', 2, 100),
  signature: signatureSchema,
});
export type DeclarationData = z.infer<typeof declarationSchema>;
export const declarationDraftSchema = z.object({
  accuracy: z.boolean().optional(),
  authorization: z.boolean().optional(),
  date: z.union([z.iso.date('Use the date format YYYY-MM-DD'), z.literal('')]).optional(),
  place: draftText(100).optional(),
  signature: z.string().trim().max(SIGNATURE_MAX_CHARS, { error: MSG.signatureTooLarge }).optional(),
});
export type DeclarationDraft = z.infer<typeof declarationDraftSchema>;

/* ------------------------------------------------------------------ the session */

/** The session as the API answers it (resume, update, admin): the spec's fields plus the computed residency. */
export const nriSessionSchema = z.object({
  id: z.uuid(),
  step: z.number().int(),
  fullName: z.string(),
  contactEmail: z.string(),
  contactNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  residencyStatus: z.enum(RESIDENCY_STATUSES).nullable(),
  /** Why: the residency tests applied, in order (empty while the stay is incomplete). */
  residencyReasons: z.array(z.string()),
  residencyLabel: z.string().nullable(),
  addressData: addressDraftSchema,
  identityData: identityDraftSchema,
  /** YYYY-MM-DD */
  dob: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  stayDurationData: stayDurationDraftSchema,
  jurisdictionOfResidence: z.string().nullable(),
  taxpayerIdentificationNumber: z.string().nullable(),
  incomeSources: z.array(z.enum(INCOME_SOURCES)),
  deductions: z.array(z.enum(DEDUCTIONS)),
  filingType: z.enum(FILING_TYPES),
  declarationData: declarationDraftSchema,
  isCompleted: z.boolean(),
  isPaid: z.boolean(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NriSession = z.infer<typeof nriSessionSchema>;

export const nriSessionIdParamsSchema = z.object({ sessionId: z.uuid({ error: 'Not a valid session id' }) });
export const nriIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid session id' }) });
export const nriSessionQuerySchema = z.object({ sessionId: z.uuid({ error: 'Not a valid session id' }) });

/**
 * PUT /update/{sessionId} and the admin's PUT /admin/staging/{id}: any subset of the fields plus the step. Each
 * field given replaces the stored one (the data objects whole); a changed contact e-mail must be verified again.
 * Formats are checked when given (PAN, Aadhaar, passport, dob, days); completeness is checked by /complete.
 */
export const updateNriBodySchema = z.object({
  step: z
    .number()
    .int()
    .min(NRI_FIRST_STEP, { error: `Steps start at ${NRI_FIRST_STEP}` })
    .max(NRI_LAST_STEP, { error: `There are ${NRI_LAST_STEP} steps` })
    .optional(),
  fullName: text('full name', 2, 160).optional(),
  contactEmail: emailSchema.optional(),
  contactNumber: phoneSchema.optional(),
  countryCode: countryCodeSchema.nullable().optional(),
  addressData: addressDraftSchema.optional(),
  identityData: identityDraftSchema
    .superRefine((v, ctx) => {
      const pan = v.panNumber ? panProblem(v.panNumber) : null;
      if (pan) ctx.addIssue({ code: 'custom', path: ['panNumber'], message: pan });
      const aadhaar = v.aadhaarNumber ? aadhaarProblem(v.aadhaarNumber) : null;
      if (aadhaar) ctx.addIssue({ code: 'custom', path: ['aadhaarNumber'], message: aadhaar });
      const passport = v.passportNumber ? passportProblem(v.passportNumber) : null;
      if (passport) ctx.addIssue({ code: 'custom', path: ['passportNumber'], message: passport });
    })
    .optional(),
  dob: optionalDobSchema.optional(),
  gender: z.enum(GENDERS, { error: 'Choose a gender' }).nullable().optional(),
  stayDurationData: stayDurationDraftSchema.optional(),
  jurisdictionOfResidence: z
    .string({ error: 'Choose a country' })
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2}|OTHER)?$/, { error: 'Choose a country' })
    .transform((v) => v || null)
    .nullable()
    .optional(),
  taxpayerIdentificationNumber: draftText(30).nullable().optional(),
  incomeSources: z.array(z.enum(INCOME_SOURCES)).max(INCOME_SOURCES.length).optional(),
  deductions: z.array(z.enum(DEDUCTIONS)).max(DEDUCTIONS.length).optional(),
  filingType: z.enum(FILING_TYPES).optional(),
  declarationData: declarationDraftSchema.optional(),
});
export type UpdateNriBody = z.input<typeof updateNriBodySchema>;
export type UpdateNriParsed = z.output<typeof updateNriBodySchema>;

export const nriSessionResponseSchema = z.object({ message: z.string(), session: nriSessionSchema });
export const nriResumeResponseSchema = z.object({ session: nriSessionSchema });

/** POST /send-otp/{id} */
export const nriSendOtpResponseSchema = z.object({
  message: z.string(),
  sentTo: z.string(),
  expiresAt: z.string(),
});
/** POST /verify-otp/{id} */
export const nriVerifyOtpBodySchema = z.object({ otp: otpCodeSchema });
/** POST /verify-otp/{id}: message "Email verified", the session verified. */
export const nriVerifyOtpResponseSchema = nriSessionResponseSchema;

/* ------------------------------------------------------------------ readiness */

export type NriReadinessIssue = { path: string; message: string };

/** Everything a session needs before it can be completed, by dotted path (empty when ready). */
export function checkNriSessionReady(s: {
  fullName: string;
  contactEmail: string;
  contactNumber: string | null;
  identityData: IdentityDraft;
  dob: string | null;
  gender: string | null;
  stayDurationData: StayDurationDraft;
  addressData: AddressDraft;
  jurisdictionOfResidence: string | null;
  taxpayerIdentificationNumber: string | null;
  incomeSources: readonly string[];
  deductions: readonly string[];
  filingType: string;
  declarationData: DeclarationDraft;
}): NriReadinessIssue[] {
  const issues: NriReadinessIssue[] = [];
  const collect = (prefix: string, error: z.ZodError) => {
    for (const i of error.issues)
      issues.push({ path: [prefix, ...i.path.map(String)].filter(Boolean).join('.'), message: i.message });
  };
  const parts: Array<[string, z.ZodType, unknown]> = [
    [
      '',
      nriContactSchema,
      { fullName: s.fullName, contactEmail: s.contactEmail, contactNumber: s.contactNumber ?? undefined },
    ],
    ['stayDurationData', stayDurationSchema, s.stayDurationData],
    [
      '',
      identityStepSchema,
      { identityData: s.identityData, dob: s.dob ?? undefined, gender: s.gender ?? undefined },
    ],
    [
      '',
      addressStepSchema,
      {
        addressData: { ...s.addressData, country: s.addressData.country || undefined },
        jurisdictionOfResidence: s.jurisdictionOfResidence ?? undefined,
        taxpayerIdentificationNumber: s.taxpayerIdentificationNumber ?? undefined,
      },
    ],
    [
      '',
      incomeStepSchema,
      { incomeSources: s.incomeSources, deductions: s.deductions, filingType: s.filingType },
    ],
    [
      'declarationData',
      declarationSchema,
      { ...s.declarationData, date: s.declarationData.date || undefined },
    ],
  ];
  for (const [prefix, schema, value] of parts) {
    const r = schema.safeParse(value);
    if (!r.success) collect(prefix, r.error);
  }
  return issues;
}

/* ------------------------------------------------------------------ quote rules */

/** The catalogue services the quote is made of (apps/api seed: ids fixed; the admin prices them). */
export const NRI_SERVICE_IDS = {
  /** The return (ITR-2, or ITR-3 with the business supplement): always. */
  itrFiling: 21,
  capitalGains: 22,
  businessIncome: 24,
  foreignAssets: 25,
  dtaaRelief: 26,
  revisedReturn: 27,
} as const;

/** Income-tax return forms an NRI files (ITR-2 without business income, ITR-3 with it). */
export const NRI_RETURN_TYPES = ['ITR-2', 'ITR-3'] as const;
export type NriReturnType = (typeof NRI_RETURN_TYPES)[number];

/**
 * The return form: ITR-3 when there is business or professional income; otherwise ITR-2 (an NRI cannot use
 * ITR-1 or ITR-4, which are for residents).
 */
export function nriReturnType(incomeSources: readonly string[]): NriReturnType {
  return incomeSources.includes('business') ? 'ITR-3' : 'ITR-2';
}

/**
 * The assessment year a return filed on `now` is for: the financial year April to March that ended most recently
 * (on 26 Nov 2026 the FY 2025-26, assessment year 2026-27).
 */
export function nriAssessmentYear(now: Date = new Date()): string {
  const y = now.getUTCFullYear();
  const startYear = now.getUTCMonth() >= 3 ? y : y - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

export type NriQuoteRule = { serviceId: number; reason: string };

/**
 * Which services a session's answers call for, each with the reason (pure; the server prices them from the
 * catalogue). No income sources yet: no lines (the quote is then "Empty quote").
 * - The return (21): always; business or professional income adds the ITR-3 schedules (24).
 * - Capital gains or a property sale: the capital gains computation (22).
 * - A resident and ordinarily resident (ROR) must report foreign assets (Schedule FA) (25); so must anyone with
 *   foreign income who is resident (RNOR reports none).
 * - Relief under a tax treaty claimed: Form 67 and the tax residency certificate (26).
 * - A revised return: (27).
 */
export function nriQuoteRules(answers: {
  incomeSources: readonly string[];
  deductions: readonly string[];
  residencyStatus: ResidencyStatus | null;
  filingType: string | null | undefined;
}): NriQuoteRule[] {
  if (answers.incomeSources.length === 0) return [];
  const returnType = nriReturnType(answers.incomeSources);
  const rules: NriQuoteRule[] = [
    { serviceId: NRI_SERVICE_IDS.itrFiling, reason: `Your return is filed on ${returnType}.` },
  ];
  if (returnType === 'ITR-3')
    rules.push({
      serviceId: NRI_SERVICE_IDS.businessIncome,
      reason: 'Business or professional income is reported on ITR-3.',
    });
  if (answers.incomeSources.some((s) => s === 'capital_gains' || s === 'property_sale')) {
    rules.push({ serviceId: NRI_SERVICE_IDS.capitalGains, reason: 'You have capital gains to compute.' });
  }
  if (answers.residencyStatus === 'ror') {
    rules.push({
      serviceId: NRI_SERVICE_IDS.foreignAssets,
      reason: 'As a resident and ordinarily resident you must report foreign assets (Schedule FA).',
    });
  }
  if (answers.deductions.includes('dtaa_relief')) {
    rules.push({
      serviceId: NRI_SERVICE_IDS.dtaaRelief,
      reason: 'You claim relief under a tax treaty (Form 67).',
    });
  }
  if (answers.filingType === 'revised') {
    rules.push({
      serviceId: NRI_SERVICE_IDS.revisedReturn,
      reason: 'You are revising a return already filed.',
    });
  }
  return rules;
}

export const nriQuoteLineSchema = orderLineSchema.extend({ reason: z.string() });
export type NriQuoteLine = z.infer<typeof nriQuoteLineSchema>;

/** GET /quote?sessionId: the lines priced from the catalogue and the totals (server-side prices only). */
export const nriQuoteSchema = z.object({
  sessionId: z.uuid(),
  lines: z.array(nriQuoteLineSchema),
  returnType: z.enum(['ITR-2', 'ITR-3']),
  assessmentYear: z.string(),
  currency: z.string().length(3),
  subtotalMinor: z.number().int(),
  taxRateBp: z.number().int(),
  taxLabel: z.string(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
});
export type NriQuote = z.infer<typeof nriQuoteSchema>;
export const nriQuoteResponseSchema = z.object({ quote: nriQuoteSchema });

/**
 * GET /checkout-snapshot?sessionId: what the payment charges, frozen: the quote of the completed (submitted,
 * no longer changeable) session and the facts it was priced from. POST /api/payment/create-nri-order charges
 * exactly its totalMinor.
 */
export const nriCheckoutSnapshotSchema = nriQuoteSchema.extend({
  fullName: z.string(),
  contactEmail: z.string(),
  residencyStatus: z.enum(RESIDENCY_STATUSES).nullable(),
  incomeSources: z.array(z.enum(INCOME_SOURCES)),
  deductions: z.array(z.enum(DEDUCTIONS)),
  filingType: z.enum(FILING_TYPES),
  isPaid: z.boolean(),
  /** When the session was submitted (frozen). */
  frozenAt: z.string(),
});
export type NriCheckoutSnapshot = z.infer<typeof nriCheckoutSnapshotSchema>;
export const nriCheckoutSnapshotResponseSchema = z.object({ snapshot: nriCheckoutSnapshotSchema });

/* ------------------------------------------------------------------ admin */

export const nriStagingSummarySchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  contactEmail: z.string(),
  contactNumber: z.string().nullable(),
  residencyStatus: z.enum(RESIDENCY_STATUSES).nullable(),
  jurisdictionOfResidence: z.string().nullable(),
  step: z.number().int(),
  isEmailVerified: z.boolean(),
  isCompleted: z.boolean(),
  isPaid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NriStagingSummary = z.infer<typeof nriStagingSummarySchema>;

export const NRI_STAGING_STATES = ['in_progress', 'completed', 'paid'] as const;
export const listNriStagingQuerySchema = z.object({
  /** Name, e-mail or phone, case-insensitive. */
  q: z.string().trim().max(100).optional(),
  /** in_progress: not submitted; completed: submitted, unpaid; paid. */
  state: z.enum(NRI_STAGING_STATES).optional(),
  isEmailVerified: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  cursor: cursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListNriStagingQuery = z.output<typeof listNriStagingQuerySchema>;
export const listNriStagingResponseSchema = z.object({
  sessions: z.array(nriStagingSummarySchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export const deleteNriStagingResponseSchema = z.object({
  message: z.string(),
  id: z.string(),
  deleted: z.literal(true),
});

/** POST /resume-link/{id}: mails the resume link again ("continue later"). */
export const nriResumeLinkResponseSchema = z.object({ message: z.string(), sentTo: z.string() });
