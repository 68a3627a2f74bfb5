import { z } from 'zod';
import { indiaIncomeTaxLawFor } from './compliance-rules';

/**
 * Residential status of an individual under section 6 of India's Income-tax Act, 1961, as it stands since
 * the Finance Act 2020 (financial year 2020-21 onwards):
 *
 * - 6(1)(a): in India 182 days or more in the financial year -> resident.
 * - 6(1)(c): in India 60 days or more in the year AND 365 days or more in the four preceding years -> resident.
 *   Explanation 1(a): an Indian citizen who leaves India in the year for employment abroad (or as crew of an
 *   Indian ship) gets 182 days in place of 60.
 *   Explanation 1(b): an Indian citizen or person of Indian origin who lives abroad and comes on a visit gets
 *   182 days in place of 60, but 120 days when their total income other than income from foreign sources
 *   exceeds Rs 15 lakh.
 * - 6(1A): an Indian citizen with such income above Rs 15 lakh who is not liable to tax in any other country
 *   by reason of domicile or residence is deemed resident.
 * - 6(6)(a): a resident is "not ordinarily resident" (RNOR) if non-resident in 9 of the 10 preceding years, or
 *   in India 729 days or less in the 7 preceding years; 6(6)(c): the 120-day visitor is RNOR;
 *   6(6)(d): the deemed resident is RNOR.
 *
 * The Income-tax Act, 2025 governs tax year 2026-27 onwards with the same tests in its section 6; FY 2025-26
 * (AY 2026-27) and earlier stay under the 1961 Act (the 2025 Act's repeal-and-savings section). The answer names
 * the Act of the year asked about (indiaIncomeTaxLawFor).
 */

/** Financial (tax) years the tool answers for, "2025-26" style; the newest first. */
export const RESIDENCY_YEARS = ['2027-28', '2026-27', '2025-26', '2024-25', '2023-24', '2022-23', '2021-22', '2020-21'] as const;
export type ResidencyYear = (typeof RESIDENCY_YEARS)[number];
/** The year a visitor most likely asks about (the one whose returns are being filed as the tool ships). */
export const DEFAULT_RESIDENCY_YEAR: ResidencyYear = '2025-26';

/** The Act, and how the year is named under it, for a "2025-26" financial year. */
export function residencyLawFor(year: ResidencyYear): { act: string; yearLabel: string; section: string; citation: string } {
  const end = `20${year.slice(5)}-03-31`;
  const law = indiaIncomeTaxLawFor(end);
  const yearLabel = law.act === 'Income-tax Act, 2025' ? `tax year ${year}` : `FY ${year} (${law.yearLabel})`;
  return { act: law.act, yearLabel, section: law.residenceSection, citation: `${law.act}, section 6, for ${yearLabel}` };
}

/** Rs 15 lakh: the threshold of Indian income (income other than from foreign sources) in Explanation 1(b) and 6(1A). */
export const NRI_INDIAN_INCOME_THRESHOLD_INR = 1_500_000;

export const CITIZENSHIP_OPTIONS = ['indian_citizen', 'person_of_indian_origin', 'foreign_national'] as const;
export type Citizenship = (typeof CITIZENSHIP_OPTIONS)[number];
export const CITIZENSHIP_LABELS: Record<Citizenship, string> = {
  indian_citizen: 'Indian citizen',
  person_of_indian_origin: 'Person of Indian origin (including OCI cardholders)',
  foreign_national: 'Foreign national (not of Indian origin)',
};

export const STAY_SITUATIONS = ['visiting', 'left_for_employment', 'other'] as const;
export type StaySituation = (typeof STAY_SITUATIONS)[number];
export const STAY_SITUATION_LABELS: Record<StaySituation, string> = {
  visiting: 'I live outside India and came to India on visits',
  left_for_employment: 'I left India this year for employment abroad (or as crew of an Indian ship)',
  other: 'Neither (for example, I live and work in India)',
};

const days = (max: number, label: string) =>
  z
    .number({ error: `Enter the number of days ${label}` })
    .int({ error: 'Use whole days' })
    .min(0, { error: 'Days cannot be negative' })
    .max(max, { error: `There are at most ${max} days ${label}` });

export const nriResidencyInputSchema = z
  .object({
    daysThisYear: days(366, 'in one financial year'),
    daysPreceding4Years: days(1461, 'in four years'),
    citizenship: z.enum(CITIZENSHIP_OPTIONS, { error: 'Choose your citizenship' }),
    situation: z.enum(STAY_SITUATIONS, { error: 'Choose what describes your year' }),
    /** Total income other than income from foreign sources exceeds Rs 15 lakh. */
    indianIncomeAboveThreshold: z.boolean(),
    /** Liable to tax in another country by reason of domicile, residence or a similar criterion. */
    liableToTaxElsewhere: z.boolean(),
    /** Of the ten financial years before this one, in how many were you non-resident? */
    nonResidentYearsOfPreceding10: z
      .number({ error: 'Enter a number of years' })
      .int({ error: 'Use whole years' })
      .min(0, { error: 'Use 0 to 10 years' })
      .max(10, { error: 'Use 0 to 10 years' }),
    daysPreceding7Years: days(2557, 'in seven years'),
    /** The financial (tax) year asked about; the default is DEFAULT_RESIDENCY_YEAR. */
    year: z.enum(RESIDENCY_YEARS, { error: 'Choose the year' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.daysPreceding7Years < v.daysPreceding4Years) {
      ctx.addIssue({
        code: 'custom',
        path: ['daysPreceding7Years'],
        message: 'The seven preceding years include the four preceding years, so this cannot be smaller',
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
export type NriResidencyInput = z.infer<typeof nriResidencyInputSchema>;

export type ResidencyStatus = 'ror' | 'rnor' | 'non_resident';

export const RESIDENCY_STATUS_LABELS: Record<ResidencyStatus, { short: string; long: string }> = {
  ror: { short: 'Resident', long: 'Resident and ordinarily resident (ROR)' },
  rnor: { short: 'RNOR', long: 'Resident but not ordinarily resident (RNOR)' },
  non_resident: { short: 'Non-resident', long: 'Non-resident (NR)' },
};

const TAX_SCOPE: Record<ResidencyStatus, string> = {
  ror: 'Your worldwide income is taxable in India; claim relief for foreign tax under the relevant DTAA (Form 67).',
  rnor: 'Only income received or arising in India, plus foreign income from a business controlled in or a profession set up in India, is taxable in India.',
  non_resident: 'Only income received in India or accruing or arising in India is taxable in India.',
};

export type NriResidencyResult = {
  status: ResidencyStatus;
  label: string;
  shortLabel: string;
  /** The provisions that decided the answer, e.g. ["6(1)(c)", "6(6)(a)"]. */
  provisions: string[];
  /** Plain-language reasons, in the order the tests were applied. */
  reasons: string[];
  taxScope: string;
  /** Which Act and year the answer applies: "Income-tax Act, 1961, section 6, for FY 2025-26 (AY 2026-27)". */
  law: string;
};

/** The day threshold that replaces "60 days" in section 6(1)(c) for this person, and why. */
export function secondTestThreshold(input: NriResidencyInput): { days: 60 | 120 | 182; why: string } {
  const { citizenship, situation, indianIncomeAboveThreshold } = input;
  if (situation === 'left_for_employment' && citizenship === 'indian_citizen') {
    return {
      days: 182,
      why: 'As an Indian citizen who left India for employment abroad, the 60-day test is replaced by 182 days (Explanation 1(a)).',
    };
  }
  if (situation === 'visiting' && citizenship !== 'foreign_national') {
    return indianIncomeAboveThreshold
      ? {
          days: 120,
          why: 'As an Indian citizen or person of Indian origin visiting India with Indian income above Rs 15 lakh, the 60-day test becomes 120 days (Explanation 1(b)).',
        }
      : {
          days: 182,
          why: 'As an Indian citizen or person of Indian origin visiting India with Indian income of Rs 15 lakh or less, the 60-day test becomes 182 days (Explanation 1(b)).',
        };
  }
  return {
    days: 60,
    why: 'The standard second test applies: 60 days in the year and 365 days in the four preceding years.',
  };
}

/** Applies the tests of section 6 in order and explains each step. Throws a ZodError on invalid input. */
export function determineResidentialStatus(raw: NriResidencyInput): NriResidencyResult {
  const input = nriResidencyInputSchema.parse(raw);
  const reasons: string[] = [];
  const provisions: string[] = [];
  let resident = false;
  let viaVisitor120 = false;

  if (input.daysThisYear >= 182) {
    resident = true;
    provisions.push('6(1)(a)');
    reasons.push(
      `You were in India for ${input.daysThisYear} days this year: 182 days or more makes you resident (section 6(1)(a)).`,
    );
  } else {
    reasons.push(
      `You were in India for ${input.daysThisYear} days this year, fewer than the 182 days of section 6(1)(a).`,
    );
    const threshold = secondTestThreshold(input);
    reasons.push(threshold.why);
    if (threshold.days < 182) {
      const meetsYear = input.daysThisYear >= threshold.days;
      const meets4 = input.daysPreceding4Years >= 365;
      if (meetsYear && meets4) {
        resident = true;
        viaVisitor120 = threshold.days === 120;
        provisions.push('6(1)(c)');
        reasons.push(
          `You meet section 6(1)(c): ${input.daysThisYear} days this year (at least ${threshold.days}) and ${input.daysPreceding4Years} days in the four preceding years (at least 365).`,
        );
      } else {
        const missing = [
          meetsYear ? null : `${input.daysThisYear} days this year is below ${threshold.days}`,
          meets4 ? null : `${input.daysPreceding4Years} days in the four preceding years is below 365`,
        ].filter(Boolean);
        reasons.push(`You do not meet section 6(1)(c): ${missing.join(' and ')}.`);
      }
    }
  }

  if (!resident) {
    const deemed =
      input.citizenship === 'indian_citizen' &&
      input.indianIncomeAboveThreshold &&
      !input.liableToTaxElsewhere;
    if (deemed) {
      provisions.push('6(1A)', '6(6)(d)');
      reasons.push(
        'As an Indian citizen with Indian income above Rs 15 lakh who is not liable to tax in any other country by residence or domicile, you are deemed resident (section 6(1A)).',
        'A deemed resident is always not ordinarily resident (section 6(6)(d)).',
      );
      return result('rnor', provisions, reasons, input.year);
    }
    if (input.citizenship === 'indian_citizen' && input.indianIncomeAboveThreshold) {
      reasons.push(
        'Deemed residency (section 6(1A)) does not apply because you are liable to tax in another country.',
      );
    }
    return result('non_resident', provisions, reasons, input.year);
  }

  if (viaVisitor120) {
    provisions.push('6(6)(c)');
    reasons.push(
      'You are resident only through the 120-day rule, so you are not ordinarily resident (section 6(6)(c)).',
    );
    return result('rnor', provisions, reasons, input.year);
  }
  if (input.nonResidentYearsOfPreceding10 >= 9) {
    provisions.push('6(6)(a)');
    reasons.push(
      `You were non-resident in ${input.nonResidentYearsOfPreceding10} of the 10 preceding years (9 or more), so you are not ordinarily resident (section 6(6)(a)).`,
    );
    return result('rnor', provisions, reasons, input.year);
  }
  if (input.daysPreceding7Years <= 729) {
    provisions.push('6(6)(a)');
    reasons.push(
      `You were in India for ${input.daysPreceding7Years} days in the 7 preceding years (729 or fewer), so you are not ordinarily resident (section 6(6)(a)).`,
    );
    return result('rnor', provisions, reasons, input.year);
  }
  reasons.push(
    `You were non-resident in only ${input.nonResidentYearsOfPreceding10} of the 10 preceding years and in India ${input.daysPreceding7Years} days in the 7 preceding years (more than 729), so you are ordinarily resident.`,
  );
  return result('ror', provisions, reasons, input.year);
}

function result(status: ResidencyStatus, provisions: string[], reasons: string[], year: ResidencyYear | undefined): NriResidencyResult {
  return {
    status,
    label: RESIDENCY_STATUS_LABELS[status].long,
    shortLabel: RESIDENCY_STATUS_LABELS[status].short,
    provisions,
    reasons,
    taxScope: TAX_SCOPE[status],
    law: residencyLawFor(year ?? DEFAULT_RESIDENCY_YEAR).citation,
  };
}
