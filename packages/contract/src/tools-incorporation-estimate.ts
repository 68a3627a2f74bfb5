import { INCORPORATION_FIXED_SERVICE_ID } from './constants';
import type { Jurisdiction, Service } from './services';
import { computeTaxedTotals, taxRateFor } from './tax';

/**
 * The incorporation cost estimator: a jurisdiction and a choice of services from the live catalogue
 * (GET /api/services), priced exactly as the incorporation cart prices them: the incorporation package
 * (service id 4) is always included, one-off fees are paid once and yearly fees recur. The first year is what the
 * incorporation order charges: every selected service once, with the jurisdiction's tax (GST 9% in Singapore)
 * computed by the same function as the invoice (./tax), so the estimate's total is the invoice's total.
 */

export type EstimateLine = {
  serviceId: number;
  name: string;
  billing: Service['billing'];
  priceMinor: number;
  currency: string;
  fixed: boolean;
};

export type IncorporationEstimate = {
  jurisdiction: Jurisdiction;
  currency: string;
  lines: EstimateLine[];
  oneOffMinor: number;
  yearlyMinor: number;
  /** What the first year costs before tax: every one-off fee plus one year of each yearly fee. */
  firstYearMinor: number;
  /** The jurisdiction's tax on the first year, as the invoice charges it. */
  taxRateBp: number;
  taxLabel: string;
  taxMinor: number;
  /** The first year with tax: what the incorporation order and its invoice charge. */
  firstYearTotalMinor: number;
  /** Yearly fees from year two, with tax. */
  yearlyTotalMinor: number;
  /** Ids that were asked for but are not offered in this jurisdiction (or not in the catalogue). */
  unavailableIds: number[];
};

/** Services a visitor can pick for a jurisdiction: its own plus those offered everywhere. */
export function servicesForJurisdiction(
  catalogue: readonly Service[],
  jurisdiction: Jurisdiction,
): Service[] {
  return catalogue.filter((s) => s.jurisdiction === null || s.jurisdiction === jurisdiction);
}

export function estimateIncorporationCost(
  catalogue: readonly Service[],
  jurisdiction: Jurisdiction,
  selectedIds: readonly number[],
): IncorporationEstimate {
  const available = new Map(servicesForJurisdiction(catalogue, jurisdiction).map((s) => [s.id, s]));
  const fixed = available.get(INCORPORATION_FIXED_SERVICE_ID);
  const wanted = [...new Set(selectedIds)].filter((id) => id !== INCORPORATION_FIXED_SERVICE_ID);
  const unavailableIds = wanted.filter((id) => !available.has(id));
  const chosen = wanted.flatMap((id) => available.get(id) ?? []);
  const services = fixed ? [fixed, ...chosen] : chosen;
  const currency = services[0]?.currency ?? 'USD';
  if (services.some((s) => s.currency !== currency)) {
    throw new Error('The catalogue mixes currencies; an estimate needs one currency');
  }
  const lines: EstimateLine[] = services.map((s) => ({
    serviceId: s.id,
    name: s.name,
    billing: s.billing,
    priceMinor: s.priceMinor,
    currency: s.currency,
    fixed: s.id === INCORPORATION_FIXED_SERVICE_ID,
  }));
  const oneOffMinor = sum(lines.filter((l) => l.billing === 'one_off'));
  const yearlyMinor = sum(lines.filter((l) => l.billing === 'yearly'));
  const tax = taxRateFor(jurisdiction);
  const firstYear = computeTaxedTotals(
    lines.map((l) => l.priceMinor),
    tax.rateBp,
  );
  return {
    jurisdiction,
    currency,
    lines,
    oneOffMinor,
    yearlyMinor,
    firstYearMinor: firstYear.subtotalMinor,
    taxRateBp: tax.rateBp,
    taxLabel: tax.label,
    taxMinor: firstYear.taxMinor,
    firstYearTotalMinor: firstYear.totalMinor,
    yearlyTotalMinor: computeTaxedTotals([yearlyMinor], tax.rateBp).totalMinor,
    unavailableIds,
  };
}

const sum = (lines: EstimateLine[]) => lines.reduce((s, l) => s + l.priceMinor, 0);
