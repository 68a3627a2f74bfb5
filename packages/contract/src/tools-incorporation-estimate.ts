import { INCORPORATION_FIXED_SERVICE_ID } from './constants';
import type { Jurisdiction, Service } from './services';

/**
 * The incorporation cost estimator: a jurisdiction and a choice of services from the live catalogue
 * (GET /api/services), priced exactly as the incorporation cart prices them: the incorporation package
 * (service id 4) is always included, one-off fees are paid once and yearly fees recur.
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
  /** What the first year costs: every one-off fee plus one year of each yearly fee. */
  firstYearMinor: number;
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
  return {
    jurisdiction,
    currency,
    lines,
    oneOffMinor,
    yearlyMinor,
    firstYearMinor: oneOffMinor + yearlyMinor,
    unavailableIds,
  };
}

const sum = (lines: EstimateLine[]) => lines.reduce((s, l) => s + l.priceMinor, 0);
