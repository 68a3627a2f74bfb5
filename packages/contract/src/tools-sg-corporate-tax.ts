import { z } from 'zod';
import { formatMoney } from './money';

/**
 * Singapore corporate income tax for a company, from its chargeable income (IRAS rules from YA 2020):
 * - headline rate 17%;
 * - partial tax exemption (PTE): 75% of the first S$10,000 and 50% of the next S$190,000 are exempt;
 * - start-up tax exemption (SUTE), for a qualifying new company's first three Years of Assessment:
 *   75% of the first S$100,000 and 50% of the next S$100,000 are exempt;
 * - corporate income tax rebate, by Year of Assessment (SG_CIT_REBATES, a data table: next year's budget is a
 *   data change). YA 2024 and YA 2025: 50% of tax payable, capped at S$40,000 per company, with a S$2,000 CIT
 *   Rebate Cash Grant for a company that employed at least one local employee in the preceding calendar year.
 *   YA 2026 (Budget 2026, 12 Feb 2026): 40%, the rebate and the cash grant together capped at S$30,000, with a
 *   minimum S$1,500 cash grant for a company that employed at least one local employee in 2025. The cash grant
 *   counts toward the cap; the rebate set against the tax is the remainder.
 * - YA 2027 (financial years ending in 2026) is selectable; no rebate has been announced for it.
 * All amounts are computed in cents and rounded to the cent.
 */

export const SG_CIT_RATE = 0.17;
export const SG_YEARS_OF_ASSESSMENT = [2024, 2025, 2026, 2027] as const;
export type SgYearOfAssessment = (typeof SG_YEARS_OF_ASSESSMENT)[number];
/**
 * Years with an announced CIT rebate: rate, cap (rebate plus cash grant) and the cash grant for a company with a
 * local employee, in dollars, and where it was announced.
 * YA 2026: "40 per cent corporate income tax rebate in the Year of Assessment 2026 ... Every active company that
 * employed at least one local employee last year will receive a minimum benefit of S$1,500 ... The total benefit
 * ... will be capped at S$30,000" (Budget 2026 speech, 12 Feb 2026, as reported by The Business Times and The
 * Straits Times the same day; IRAS's own budget page could not be retrieved here, so the figures follow the
 * speech and the issue).
 */
export const SG_CIT_REBATES: Partial<
  Record<SgYearOfAssessment, { rate: number; cap: number; cashGrant: number; source: string }>
> = {
  2024: { rate: 0.5, cap: 40_000, cashGrant: 2_000, source: 'Budget 2024' },
  2025: { rate: 0.5, cap: 40_000, cashGrant: 2_000, source: 'Budget 2025' },
  2026: { rate: 0.4, cap: 30_000, cashGrant: 1_500, source: 'Budget 2026 (12 February 2026)' },
};

/** The law a calculation uses, for the tool to say so. */
export function sgTaxLawNote(ya: SgYearOfAssessment): string {
  const rebate = SG_CIT_REBATES[ya];
  return `Income Tax Act 1947 as it applies to YA ${ya} (financial years ending in ${ya - 1})${rebate ? `, with the ${rebate.source} CIT rebate` : ''}.`;
}

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
  yearOfAssessment: z.union([z.literal(2024), z.literal(2025), z.literal(2026), z.literal(2027)], {
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
  /** The law and year the figures follow. */
  law: string;
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
    // The benefit is the larger of the rate on the tax and the cash grant (the grant is a minimum benefit for a
    // company with a local employee), capped with the grant at the cap; the grant is paid out, the rest reduces the tax.
    cashGrantCents = input.employedLocalEmployee ? rebate.cashGrant * 100 : 0;
    const benefitCents = Math.min(Math.max(Math.round(grossTaxCents * rebate.rate), cashGrantCents), rebate.cap * 100);
    rebateCents = Math.min(grossTaxCents, Math.max(0, benefitCents - cashGrantCents));
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
    law: sgTaxLawNote(input.yearOfAssessment),
  };
}
