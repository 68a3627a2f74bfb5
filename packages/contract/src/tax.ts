import type { Jurisdiction } from './services';

/**
 * The one tax calculation of the product, shared by every price shown (the incorporation estimator, the cart, the
 * add-service confirmation) and every amount charged (orders and invoices), so what a client is shown is what
 * the invoice then charges.
 *
 * Tax follows the jurisdiction of the company the service is for (designed; the spec shows no fees): Singapore
 * GST 9%, UAE VAT 5%, India GST 18%. Rates in basis points (900 = 9%).
 */
export type TaxRate = { rateBp: number; label: string };

export const TAX_BY_JURISDICTION: Record<Jurisdiction, TaxRate> = {
  SG: { rateBp: 900, label: 'GST 9%' },
  AE: { rateBp: 500, label: 'VAT 5%' },
  IN: { rateBp: 1800, label: 'GST 18%' },
};
/** Services to non-residents (NRI tax filing) are exports of services: zero-rated. */
export const NO_TAX: TaxRate = { rateBp: 0, label: 'Tax 0%' };

/** The rate for a company's jurisdiction; none when there is no company (or no jurisdiction yet). */
export function taxRateFor(jurisdiction: Jurisdiction | null | undefined): TaxRate {
  return jurisdiction ? TAX_BY_JURISDICTION[jurisdiction] : NO_TAX;
}

export type TaxedTotals = { subtotalMinor: number; taxMinor: number; totalMinor: number };

/** Tax is charged on the subtotal (not per line), rounded half up to the minor unit. */
export function computeTaxedTotals(amountsMinor: readonly number[], rateBp: number): TaxedTotals {
  const subtotalMinor = amountsMinor.reduce((sum, a) => sum + a, 0);
  const taxMinor = Math.round((subtotalMinor * rateBp) / 10_000);
  return { subtotalMinor, taxMinor, totalMinor: subtotalMinor + taxMinor };
}
