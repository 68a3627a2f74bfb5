import { z } from 'zod';
import { isoDateSchema, textSchema } from './fields';

/**
 * KYC/AML requests and surveys (part 2: "KYC/AML: request, surveys (each with id), active draft"; states: request
 * created or cancelled; survey saved as draft, then submitted, or archived). Staff who work on a company (its
 * preparer, the admin) request a survey; the company's client and its directors and shareholders who have accounts
 * get a task with it and fill it (one active draft per company, saved and resumed); on submit the answers are
 * checked in full and a risk rating is computed from them (computeKycRisk below). A high rating needs the sign-off
 * of an approver above the company's preparer, or an admin.
 */

export const KYC_REQUEST_STATUSES = ['open', 'awaiting_sign_off', 'completed', 'cancelled'] as const;
export type KycRequestStatus = (typeof KYC_REQUEST_STATUSES)[number];
export const KYC_REQUEST_STATUS_LABELS: Record<KycRequestStatus, string> = {
  open: 'Waiting for the client',
  awaiting_sign_off: 'Awaiting sign-off',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const KYC_SURVEY_STATUSES = ['draft', 'submitted', 'archived'] as const;
export type KycSurveyStatus = (typeof KYC_SURVEY_STATUSES)[number];
export const KYC_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type KycRiskLevel = (typeof KYC_RISK_LEVELS)[number];

export const KYC_OWNER_KINDS = ['individual', 'company', 'trust', 'foundation', 'nominee'] as const;
export type KycOwnerKind = (typeof KYC_OWNER_KINDS)[number];
export const KYC_OWNER_KIND_LABELS: Record<KycOwnerKind, string> = {
  individual: 'Individual',
  company: 'Company',
  trust: 'Trust',
  foundation: 'Foundation',
  nominee: 'Nominee holder',
};
export const KYC_ID_TYPES = ['passport', 'national_id'] as const;
/** An owner holding more than this share (directly or through the chain) is an ultimate beneficial owner (FATF R.24/25). */
export const UBO_THRESHOLD_PERCENT = 25;
export const KYC_TASK_CATEGORY = 'kyc_aml';

/** ISO 3166-1 alpha-2, upper case. */
const countrySchema = z
  .string({ error: 'Choose a country' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Use the two-letter country code, e.g. SG' });

const shortText = (label: string, max = 200) =>
  textSchema()
    .trim()
    .min(1, { error: `Enter ${label}` })
    .max(max, { error: `At most ${max} characters` });
const longText = (label: string, min: number) =>
  textSchema()
    .trim()
    .min(min, { error: `Describe ${label} (at least ${min} characters)` })
    .max(2000, { error: 'At most 2000 characters' });

/* ------------------------------------------------------------------ the answers (submit: complete and checked) */

export const kycIdentitySchema = z.object({
  fullName: shortText('the full name as in the passport'),
  dateOfBirth: isoDateSchema,
  nationality: countrySchema,
  countryOfResidence: countrySchema,
  idType: z.enum(KYC_ID_TYPES, { error: 'Choose passport or national ID' }),
  idNumber: shortText('the document number', 40),
  /** The respondent's role in the company. */
  role: z.enum(['director', 'shareholder', 'director_and_shareholder', 'authorised_representative'], { error: 'Choose your role in the company' }),
});

export const kycPepSchema = z
  .object({
    /** A politically exposed person: a prominent public function now or in the last 12 months (FATF R.12). */
    isPep: z.boolean({ error: 'Answer yes or no' }),
    /** A family member or close associate of a PEP. */
    isPepRelated: z.boolean({ error: 'Answer yes or no' }),
    details: textSchema().trim().max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.isPep || v.isPepRelated) && (v.details ?? '').length < 5) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'Name the public function, the country and the dates' });
    }
  });

export const kycFundsSchema = z.object({
  /** Where the money for this company (capital, first funding) comes from. */
  sourceOfFunds: longText('the source of funds', 10),
  /** How the owners came by their wealth overall. */
  sourceOfWealth: longText('the source of wealth', 10),
  expectedAnnualTurnover: shortText('the expected annual turnover', 100),
});

export const kycBusinessSchema = z.object({
  activity: longText('the business activity', 5),
  /** Handles much cash (retail, restaurants, money services, precious metals, car dealing, casinos, ...). */
  cashIntensive: z.boolean({ error: 'Answer yes or no' }),
  countriesOfOperation: z.array(countrySchema).min(1, { error: 'Add at least one country' }).max(50),
});

export const kycOwnerSchema = z.object({
  name: shortText('the owner\'s name'),
  kind: z.enum(KYC_OWNER_KINDS, { error: 'Choose the kind of owner' }),
  country: countrySchema,
  /** 1: holds shares in the company itself; 2: owns a layer-1 owner; and so on. */
  layer: z.number({ error: 'Enter the layer' }).int().min(1, { error: 'Layer 1 holds shares in the company' }).max(10, { error: 'At most 10 layers' }),
  /** The owner (one layer up) through which this one holds; empty on layer 1. */
  via: textSchema().trim().max(200).optional(),
  /** The share of the company held, directly or through the chain. */
  percent: z.number({ error: 'Enter the share held' }).min(0, { error: 'At least 0%' }).max(100, { error: 'At most 100%' }),
  isPep: z.boolean().default(false),
});
export type KycOwner = z.infer<typeof kycOwnerSchema>;

export const kycOwnershipSchema = z
  .object({
    owners: z.array(kycOwnerSchema).min(1, { error: 'Add the company\'s owners' }).max(50),
    /** No one holds more than 25%: the senior managing official is named instead (FATF guidance). */
    noUboOver25: z.boolean().default(false),
    seniorManagingOfficial: textSchema().trim().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    const names = new Map(v.owners.map((o) => [o.name.toLowerCase(), o]));
    v.owners.forEach((o, i) => {
      if (o.layer > 1) {
        const parent = o.via ? names.get(o.via.toLowerCase()) : undefined;
        if (!parent) ctx.addIssue({ code: 'custom', path: ['owners', i, 'via'], message: 'Name the owner one layer up through which this one holds' });
        else if (parent.layer !== o.layer - 1) ctx.addIssue({ code: 'custom', path: ['owners', i, 'via'], message: `${parent.name} is on layer ${parent.layer}; this owner must be on layer ${parent.layer + 1}` });
        else if (parent.kind === 'individual') ctx.addIssue({ code: 'custom', path: ['owners', i, 'via'], message: 'A person cannot be held through another person' });
      }
      // Every entity holding more than 25% must be traced up to the people behind it.
      if (o.kind !== 'individual' && o.percent > UBO_THRESHOLD_PERCENT) {
        const traced = v.owners.some((c) => c.layer === o.layer + 1 && c.via?.toLowerCase() === o.name.toLowerCase());
        if (!traced) ctx.addIssue({ code: 'custom', path: ['owners', i, 'name'], message: `Add who owns ${o.name} (it holds more than ${UBO_THRESHOLD_PERCENT}%)` });
      }
    });
    const ubos = v.owners.filter((o) => o.kind === 'individual' && o.percent > UBO_THRESHOLD_PERCENT);
    if (!v.noUboOver25 && ubos.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['owners'], message: `Name every person who holds more than ${UBO_THRESHOLD_PERCENT}%, or tick that no one does` });
    }
    if (v.noUboOver25 && ubos.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['noUboOver25'], message: `${ubos[0]?.name ?? 'Someone'} holds more than ${UBO_THRESHOLD_PERCENT}%` });
    }
    if (v.noUboOver25 && (v.seniorManagingOfficial ?? '').length < 2) {
      ctx.addIssue({ code: 'custom', path: ['seniorManagingOfficial'], message: 'Name the senior managing official' });
    }
  });

export const kycDeclarationSchema = z.object({
  accurate: z.literal(true, { error: 'Confirm that the answers are true and complete' }),
  signature: shortText('your full name as signature'),
});

export const kycSurveyAnswersSchema = z.object({
  identity: kycIdentitySchema,
  pep: kycPepSchema,
  funds: kycFundsSchema,
  business: kycBusinessSchema,
  ownership: kycOwnershipSchema,
  declaration: kycDeclarationSchema,
});
export type KycSurveyAnswers = z.infer<typeof kycSurveyAnswersSchema>;

/* ------------------------------------------------------------------ the draft (anything so far, shape only) */

const draftText = textSchema().max(2000);
const draftOwner = z.object({
  name: draftText.optional(),
  kind: z.enum(KYC_OWNER_KINDS).optional(),
  country: textSchema().max(10).optional(),
  layer: z.number().int().min(1).max(10).optional(),
  via: draftText.optional(),
  percent: z.number().min(0).max(100).optional(),
  isPep: z.boolean().optional(),
});

/** POST /api/kyc-aml/company/{id}/survey/draft: the body is the draft; every field optional, each of its kind. */
export const kycSurveyDraftSchema = z.object({
  identity: z
    .object({
      fullName: draftText,
      dateOfBirth: z.string().max(10),
      nationality: textSchema().max(10),
      countryOfResidence: textSchema().max(10),
      idType: z.enum(KYC_ID_TYPES),
      idNumber: draftText,
      role: kycIdentitySchema.shape.role,
    })
    .partial()
    .optional(),
  pep: z.object({ isPep: z.boolean(), isPepRelated: z.boolean(), details: draftText }).partial().optional(),
  funds: z.object({ sourceOfFunds: draftText, sourceOfWealth: draftText, expectedAnnualTurnover: draftText }).partial().optional(),
  business: z.object({ activity: draftText, cashIntensive: z.boolean(), countriesOfOperation: z.array(textSchema().max(10)).max(50) }).partial().optional(),
  ownership: z.object({ owners: z.array(draftOwner).max(50), noUboOver25: z.boolean(), seniorManagingOfficial: draftText }).partial().optional(),
  declaration: z.object({ accurate: z.boolean(), signature: draftText }).partial().optional(),
});
export type KycSurveyDraft = z.infer<typeof kycSurveyDraftSchema>;

/* ------------------------------------------------------------------ the risk rating (pure, documented rules) */

/**
 * FATF's lists as published after its plenary of October 2025 (fatf-gafi.org, "High-risk and other monitored
 * jurisdictions"). Call for action ("black list"): any tie makes the rating high. Increased monitoring ("grey
 * list"): points. Keep these current after each plenary (February, June, October).
 */
export const FATF_CALL_FOR_ACTION = ['KP', 'IR', 'MM'] as const;
export const FATF_INCREASED_MONITORING = [
  'DZ', 'AO', 'BO', 'BG', 'CM', 'CI', 'CD', 'HT', 'KE', 'LA', 'LB', 'MC', 'NA', 'NP', 'SS', 'SY', 'VE', 'VN', 'VG', 'YE',
] as const;

export type KycRiskReason = { code: string; text: string; points: number; decisive?: boolean };
export type KycRisk = { rating: KycRiskLevel; score: number; reasons: KycRiskReason[] };

/** Scores at or above these are medium / high. */
export const KYC_RISK_MEDIUM_FROM = 2;
export const KYC_RISK_HIGH_FROM = 4;

/**
 * The risk rating of a submitted survey. The rules, in order:
 * 1. A tie (nationality, residence, country of operation, an owner's country) to a FATF call-for-action
 *    jurisdiction: high, whatever else (decisive).
 * 2. A politically exposed person (the respondent, a relative or associate, or any owner): high (decisive; FATF R.12
 *    asks senior management's approval, which is the sign-off).
 * 3. Each distinct FATF increased-monitoring jurisdiction among those ties: 2 points.
 * 4. Complex ownership: 1 point for a second layer, 2 for three or more; 2 for a trust or foundation; 2 for a
 *    nominee holder; 1 when no one holds more than 25%.
 * 5. A cash-intensive business: 2 points.
 * Score 0-1 low, 2-3 medium, 4 or more high.
 */
export function computeKycRisk(answers: KycSurveyAnswers): KycRisk {
  const reasons: KycRiskReason[] = [];
  const ties = new Set<string>([
    answers.identity.nationality,
    answers.identity.countryOfResidence,
    ...answers.business.countriesOfOperation,
    ...answers.ownership.owners.map((o) => o.country),
  ]);
  const black = [...ties].filter((c) => (FATF_CALL_FOR_ACTION as readonly string[]).includes(c)).sort();
  if (black.length) {
    reasons.push({ code: 'fatf_call_for_action', text: `Ties to a FATF call-for-action jurisdiction: ${black.join(', ')}`, points: 0, decisive: true });
  }
  const pepOwners = answers.ownership.owners.filter((o) => o.isPep).map((o) => o.name);
  if (answers.pep.isPep || answers.pep.isPepRelated || pepOwners.length) {
    const who = [answers.pep.isPep ? 'the respondent' : null, answers.pep.isPepRelated ? 'a relative or close associate of the respondent' : null, ...pepOwners].filter(Boolean);
    reasons.push({ code: 'pep', text: `Politically exposed person: ${who.join(', ')}`, points: 0, decisive: true });
  }
  const grey = [...ties].filter((c) => (FATF_INCREASED_MONITORING as readonly string[]).includes(c)).sort();
  for (const c of grey) reasons.push({ code: 'fatf_increased_monitoring', text: `Ties to ${c}, under FATF increased monitoring`, points: 2 });
  const layers = Math.max(...answers.ownership.owners.map((o) => o.layer));
  if (layers >= 3) reasons.push({ code: 'ownership_layers', text: `Ownership through ${layers} layers`, points: 2 });
  else if (layers === 2) reasons.push({ code: 'ownership_layers', text: 'Ownership through 2 layers', points: 1 });
  if (answers.ownership.owners.some((o) => o.kind === 'trust' || o.kind === 'foundation')) {
    reasons.push({ code: 'trust', text: 'A trust or foundation in the ownership chain', points: 2 });
  }
  if (answers.ownership.owners.some((o) => o.kind === 'nominee')) reasons.push({ code: 'nominee', text: 'A nominee holder in the ownership chain', points: 2 });
  if (answers.ownership.noUboOver25) reasons.push({ code: 'no_ubo', text: `No one holds more than ${UBO_THRESHOLD_PERCENT}%`, points: 1 });
  if (answers.business.cashIntensive) reasons.push({ code: 'cash_intensive', text: 'Cash-intensive business', points: 2 });
  const score = reasons.reduce((s, r) => s + r.points, 0);
  const decisive = reasons.some((r) => r.decisive);
  const rating: KycRiskLevel = decisive || score >= KYC_RISK_HIGH_FROM ? 'high' : score >= KYC_RISK_MEDIUM_FROM ? 'medium' : 'low';
  return { rating, score, reasons };
}

/* ------------------------------------------------------------------ records and calls */

export const kycAmlRequestSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  status: z.enum(KYC_REQUEST_STATUSES),
  message: z.string().nullable(),
  requestedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  /** The people who got a task with the survey. */
  recipients: z.array(z.object({ userId: z.uuid(), fullName: z.string(), taskId: z.uuid() })),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type KycAmlRequest = z.infer<typeof kycAmlRequestSchema>;

export const kycRiskSchema = z.object({
  rating: z.enum(KYC_RISK_LEVELS),
  score: z.number().int(),
  reasons: z.array(z.object({ code: z.string(), text: z.string(), points: z.number().int(), decisive: z.boolean().optional() })),
});

export const kycAmlSurveySchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  companyId: z.uuid(),
  status: z.enum(KYC_SURVEY_STATUSES),
  /** The draft as saved, or the submitted answers. */
  answers: z.record(z.string(), z.unknown()),
  savedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  submittedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  submittedAt: z.string().nullable(),
  /** Staff only (null for the client). */
  risk: kycRiskSchema.nullable(),
  signOff: z
    .object({
      required: z.boolean(),
      signedOffAt: z.string().nullable(),
      signedOffBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KycAmlSurvey = z.infer<typeof kycAmlSurveySchema>;

export const kycAmlCompanyParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
export const kycAmlIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

export const createKycAmlRequestBodySchema = z
  .object({
    /** A note for the client shown on their task. */
    message: textSchema().trim().max(1000).optional(),
    dueDate: isoDateSchema.optional(),
  })
  .default({});
export type CreateKycAmlRequestBody = z.infer<typeof createKycAmlRequestBodySchema>;

export const kycAmlRequestResponseSchema = z.object({ message: z.string(), request: kycAmlRequestSchema });
export const kycAmlRequestStatusSchema = z.object({
  /** The latest request (open, awaiting sign-off, completed or cancelled), or null when none was made. */
  request: kycAmlRequestSchema.nullable(),
  status: z.enum(['none', ...KYC_REQUEST_STATUSES]),
  hasActiveDraft: z.boolean(),
  latestSubmitted: kycAmlSurveySchema.nullable(),
});
export type KycAmlRequestStatus = z.infer<typeof kycAmlRequestStatusSchema>;
export const kycAmlSurveysResponseSchema = z.object({ surveys: z.array(kycAmlSurveySchema), activeDraft: kycAmlSurveySchema.nullable() });
export type KycAmlSurveys = z.infer<typeof kycAmlSurveysResponseSchema>;
export const kycAmlSurveyResponseSchema = z.object({ message: z.string(), survey: kycAmlSurveySchema });
export const kycAmlSignOffBodySchema = z.object({ note: textSchema().trim().min(3, { error: 'Write why you sign off (at least 3 characters)' }).max(1000) });
export type KycAmlSignOffBody = z.infer<typeof kycAmlSignOffBodySchema>;
