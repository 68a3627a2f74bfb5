import { z } from 'zod';
import { formatMoney } from './money';

/**
 * Singapore corporate income tax for a company, from its chargeable income (IRAS rules from YA 2020):
 * - headline rate 17%;
 * - partial tax exemption (PTE): 75% of the first S$10,000 and 50% of the next S$190,000 are exempt;
 * - start-up tax exemption (SUTE), for a qualifying new company's first three Years of Assessment:
 *   75% of the first S$100,000 and 50% of the next S$100,000 are exempt;
 * - corporate income tax rebate for YA 2024 and YA 2025: 50% of tax payable, capped at S$40,000 per company.
 *   A company that employed at least one local employee in the preceding calendar year receives a
 *   S$2,000 CIT Rebate Cash Grant, which counts toward the same cap; the rebate set against the tax is the
 *   remainder.
 * All amounts are computed in cents and rounded to the cent.
 */

export const SG_CIT_RATE = 0.17;
export const SG_YEARS_OF_ASSESSMENT = [2024, 2025, 2026] as const;
export type SgYearOfAssessment = (typeof SG_YEARS_OF_ASSESSMENT)[number];
/** Years with an announced CIT rebate: rate, cap and cash grant, in dollars. */
export const SG_CIT_REBATES: Partial<
  Record<SgYearOfAssessment, { rate: number; cap: number; cashGrant: number }>
> = {
  2024: { rate: 0.5, cap: 40_000, cashGrant: 2_000 },
  2025: { rate: 0.5, cap: 40_000, cashGrant: 2_000 },
};

export const SG_EXEMPTION_SCHEMES = ['partial', 'startup'] as const;
export type SgExemptionScheme = (typeof SG_EXEMPTION_SCHEMES)[number];
export const SG_EXEMPTION_LABELS: Record<SgExemptionScheme, string> = {
  partial: 'Partial tax exemption (all companies)',
  startup: 'Start-up tax exemption (qualifying new company, first three YAs)',
};

type Band = { upTo: number; rate: number };
const BANDS: Record<SgExemptionScheme, Band[]> = {
  partial: [
    { upTo: 10_000, rate: 0.75 },
    { upTo: 200_000, rate: 0.5 },
  ],
  startup: [
    { upTo: 100_000, rate: 0.75 },
    { upTo: 200_000, rate: 0.5 },
  ],
};

export const sgCorporateTaxInputSchema = z.object({
  chargeableIncome: z
    .number({ error: 'Enter the chargeable income in Singapore dollars' })
    .min(0, { error: 'Chargeable income cannot be negative' })
    .max(1_000_000_000_000, { error: 'That figure is too large' }),
  scheme: z.enum(SG_EXEMPTION_SCHEMES, { error: 'Choose an exemption scheme' }),
  yearOfAssessment: z.union([z.literal(2024), z.literal(2025), z.literal(2026)], {
    error: 'Choose a Year of Assessment',
  }),
  employedLocalEmployee: z.boolean(),
});
export type SgCorporateTaxInput = z.infer<typeof sgCorporateTaxInputSchema>;

export type SgCorporateTaxResult = {
  /** Exempt amount per band, in cents: e.g. 75% of the first S$10,000. */
  exemptionLines: { label: string; exemptCents: number }[];
  exemptCents: number;
  taxableCents: number;
  grossTaxCents: number;
  rebateCents: number;
  cashGrantCents: number;
  netTaxCents: number;
  /** Net tax as a share of chargeable income (0 when income is 0). */
  effectiveRate: number;
  notes: string[];
};

/** Whole Singapore dollars through the one money formatter ("SGD 10,000.00"). */
const fmt = (dollars: number) => formatMoney(Math.round(dollars * 100), 'SGD');

export function calculateSgCorporateTax(raw: SgCorporateTaxInput): SgCorporateTaxResult {
  const input = sgCorporateTaxInputSchema.parse(raw);
  const incomeCents = Math.round(input.chargeableIncome * 100);
  const exemptionLines: SgCorporateTaxResult['exemptionLines'] = [];
  let from = 0;
  for (const band of BANDS[input.scheme]) {
    const bandCents = Math.max(0, Math.min(incomeCents, band.upTo * 100) - from * 100);
    const label = `${band.rate * 100}% of ${from === 0 ? 'the first' : 'the next'} ${fmt(band.upTo - from)}`;
    exemptionLines.push({ label, exemptCents: Math.round(bandCents * band.rate) });
    from = band.upTo;
  }
  const exemptCents = exemptionLines.reduce((s, l) => s + l.exemptCents, 0);
  const taxableCents = incomeCents - exemptCents;
  const grossTaxCents = Math.round(taxableCents * SG_CIT_RATE);

  const notes: string[] = [];
  let rebateCents = 0;
  let cashGrantCents = 0;
  const rebate = SG_CIT_REBATES[input.yearOfAssessment];
  if (rebate) {
    const benefitCents = Math.min(Math.round(grossTaxCents * rebate.rate), rebate.cap * 100);
    cashGrantCents = input.employedLocalEmployee ? rebate.cashGrant * 100 : 0;
    rebateCents = Math.max(0, benefitCents - cashGrantCents);
    notes.push(
      `YA ${input.yearOfAssessment} CIT rebate: ${rebate.rate * 100}% of tax payable, capped at ${fmt(rebate.cap)} including any cash grant.`,
    );
    if (cashGrantCents > 0) {
      notes.push(
        `The ${fmt(rebate.cashGrant)} CIT Rebate Cash Grant is paid to the company separately; only the balance of the rebate reduces the tax.`,
      );
    }
  } else {
    notes.push(`No corporate income tax rebate is applied for YA ${input.yearOfAssessment}.`);
  }
  if (input.scheme === 'startup') {
    notes.push(
      'The start-up exemption needs a Singapore-incorporated, tax-resident company with no more than 20 shareholders, all individuals or at least one individual holding 10% or more; investment holding and property development companies do not qualify.',
    );
  }
  const netTaxCents = grossTaxCents - rebateCents;
  return {
    exemptionLines,
    exemptCents,
    taxableCents,
    grossTaxCents,
    rebateCents,
    cashGrantCents,
    netTaxCents,
    effectiveRate: incomeCents === 0 ? 0 : netTaxCents / incomeCents,
    notes,
  };
}
