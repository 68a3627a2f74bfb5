import { z } from 'zod';
import { JURISDICTIONS, type Jurisdiction } from './services';

/**
 * Government fees of forming a company (registry and stamp duties), shown in the incorporation estimator apart
 * from the firm's own fees. They change by notification, so staff keep them in a table (the API's
 * government_fees); DEFAULT_GOVERNMENT_FEES is what a new database starts with, each row with its source.
 */
export const governmentFeeSchema = z.object({
  id: z.uuid(),
  jurisdiction: z.enum(JURISDICTIONS),
  /** private_limited, llp, ... or null for every type. */
  companyType: z.string().nullable(),
  code: z.string(),
  label: z.string(),
  amountMinor: z.number().int(),
  currency: z.string().length(3),
  reference: z.string(),
  updatedAt: z.string(),
});
export type GovernmentFee = z.infer<typeof governmentFeeSchema>;

export const governmentFeeListSchema = z.object({ items: z.array(governmentFeeSchema) });
export type GovernmentFeeList = z.infer<typeof governmentFeeListSchema>;

export const governmentFeesQuerySchema = z.object({ jurisdiction: z.enum(JURISDICTIONS).optional() });

const code = z
  .string({ error: 'Enter a code' })
  .trim()
  .min(2, { error: 'Enter a code' })
  .max(60)
  .regex(/^[A-Z0-9_]+$/, { error: 'Use capital letters, digits and _' });

export const governmentFeeBodySchema = z.object({
  jurisdiction: z.enum(JURISDICTIONS, { error: 'Choose a jurisdiction' }),
  companyType: z.string().trim().min(1).max(40).nullable().optional(),
  code,
  label: z.string({ error: 'Enter a label' }).trim().min(2, { error: 'Enter a label' }).max(160),
  amountMinor: z.number({ error: 'Enter the amount in minor units' }).int().min(0).max(100_000_000_000),
  currency: z.string().trim().length(3, { error: 'Use a 3-letter currency code' }).toUpperCase(),
  reference: z.string({ error: 'Enter the source of the fee' }).trim().min(2, { error: 'Enter the source of the fee' }).max(300),
});
export type GovernmentFeeBody = z.infer<typeof governmentFeeBodySchema>;
export const updateGovernmentFeeBodySchema = governmentFeeBodySchema.partial().refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type UpdateGovernmentFeeBody = z.infer<typeof updateGovernmentFeeBodySchema>;

export type DefaultGovernmentFee = Omit<GovernmentFee, 'id' | 'updatedAt'>;

/**
 * Starting rows. Singapore: ACRA name application S$15 and company registration S$300 (ACRA "Fees" page: the
 * incorporation of a local company costs S$315 in all, name included); LLP registration S$100 after the S$15 name
 * application. India: name reservation (RUN / SPICe+ Part A) Rs 1,000 (Companies (Registration Offices and Fees)
 * Rules 2014, Annexure); no MCA registration fee for authorised capital up to Rs 15 lakh (the Rules as
 * amended); stamp duty depends on the state and is left for staff to add per state. UAE fees depend
 * on the free zone or emirate and are left for staff to add.
 */
export const DEFAULT_GOVERNMENT_FEES: DefaultGovernmentFee[] = [
  { jurisdiction: 'SG', companyType: null, code: 'ACRA_NAME', label: 'ACRA name application', amountMinor: 1_500, currency: 'SGD', reference: 'ACRA fees: name application S$15' },
  { jurisdiction: 'SG', companyType: 'private_limited', code: 'ACRA_COMPANY_REGISTRATION', label: 'ACRA company registration', amountMinor: 30_000, currency: 'SGD', reference: 'ACRA fees: registration of a local company S$300' },
  { jurisdiction: 'SG', companyType: 'llp', code: 'ACRA_LLP_REGISTRATION', label: 'ACRA LLP registration', amountMinor: 10_000, currency: 'SGD', reference: 'ACRA fees: registration of an LLP S$100' },
  { jurisdiction: 'IN', companyType: null, code: 'MCA_NAME_RESERVATION', label: 'MCA name reservation (SPICe+ Part A / RUN)', amountMinor: 100_000, currency: 'INR', reference: 'Companies (Registration Offices and Fees) Rules 2014: name reservation Rs 1,000' },
  { jurisdiction: 'IN', companyType: 'private_limited', code: 'MCA_SPICE_FILING', label: 'SPICe+ registration fee (authorised capital up to Rs 15 lakh)', amountMinor: 0, currency: 'INR', reference: 'Companies (Registration Offices and Fees) Rules 2014 as amended: nil for authorised capital up to Rs 15 lakh' },
];

export type GovernmentFeeLine = { code: string; label: string; amountMinor: number; currency: string; reference: string };

/** The fees that apply to a jurisdiction and company type, and their total per currency. */
export function governmentFeesFor(
  fees: readonly Pick<GovernmentFee, 'jurisdiction' | 'companyType' | 'code' | 'label' | 'amountMinor' | 'currency' | 'reference'>[],
  jurisdiction: Jurisdiction,
  companyType?: string | null,
): { lines: GovernmentFeeLine[]; totals: { currency: string; amountMinor: number }[] } {
  const lines = fees
    .filter((f) => f.jurisdiction === jurisdiction && (f.companyType === null || !companyType || f.companyType === companyType))
    .map(({ code, label, amountMinor, currency, reference }) => ({ code, label, amountMinor, currency, reference }));
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.currency, (totals.get(l.currency) ?? 0) + l.amountMinor);
  return { lines, totals: [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor })) };
}

export const governmentFeeResponseSchema = z.object({ message: z.string(), fee: governmentFeeSchema });
