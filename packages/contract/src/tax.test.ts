import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from './cart';
import { computeTaxedTotals, NO_TAX, TAX_BY_JURISDICTION, taxRateFor } from './tax';

describe('taxRateFor', () => {
  it("gives Singapore's 9% GST, the UAE's 5% VAT and India's 18% GST, and none without a jurisdiction", () => {
    expect(taxRateFor('SG')).toEqual({ rateBp: 900, label: 'GST 9%' });
    expect(taxRateFor('AE')).toEqual({ rateBp: 500, label: 'VAT 5%' });
    expect(taxRateFor('IN')).toEqual({ rateBp: 1800, label: 'GST 18%' });
    expect(taxRateFor(null)).toEqual(NO_TAX);
    expect(taxRateFor(undefined)).toBe(NO_TAX);
  });
});

describe('computeTaxedTotals', () => {
  it('charges the tax on the subtotal, rounded half up to the cent', () => {
    expect(computeTaxedTotals([180000], 900)).toEqual({ subtotalMinor: 180000, taxMinor: 16200, totalMinor: 196200 });
    // 9% of 1.50 is 0.135: rounded up to 0.14; of 1.49 it is 0.1341: down to 0.13.
    expect(computeTaxedTotals([150], 900).taxMinor).toBe(14);
    expect(computeTaxedTotals([149], 900).taxMinor).toBe(13);
  });

  it('taxes the sum, not each line (no rounding drift across lines)', () => {
    // Each line alone: 9% of 0.05 = 0.0045 -> 0; the sum 0.15 -> 0.0135 -> 0.01.
    expect(computeTaxedTotals([5, 5, 5], 900)).toEqual({ subtotalMinor: 15, taxMinor: 1, totalMinor: 16 });
  });

  it('is what orders use: the cart totals are the same function', () => {
    const lines = [{ amountMinor: 125000 }, { amountMinor: 30000 }, { amountMinor: 90000 }];
    expect(computeOrderTotals(lines, TAX_BY_JURISDICTION.SG.rateBp)).toEqual(computeTaxedTotals([125000, 30000, 90000], 900));
    expect(computeOrderTotals(lines, TAX_BY_JURISDICTION.SG.rateBp).totalMinor).toBe(267050);
  });

  it('adds nothing at the zero rate and copes with no lines', () => {
    expect(computeTaxedTotals([42000], NO_TAX.rateBp)).toEqual({ subtotalMinor: 42000, taxMinor: 0, totalMinor: 42000 });
    expect(computeTaxedTotals([], 900)).toEqual({ subtotalMinor: 0, taxMinor: 0, totalMinor: 0 });
  });
});
