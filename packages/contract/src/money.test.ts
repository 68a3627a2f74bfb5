import { describe, expect, it } from 'vitest';
import { formatMoney, minorToMajor } from './money';
import { formatMoney as formatMoneyFromServices } from './services';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('shows the ISO code, a no-break space and the grouped amount with two decimals', () => {
    expect(formatMoney(180000, 'SGD')).toBe(`SGD${NBSP}1,800.00`);
    expect(formatMoney(125000, 'USD')).toBe(`USD${NBSP}1,250.00`);
    expect(formatMoney(1234567, 'INR')).toBe(`INR${NBSP}12,345.67`);
    expect(formatMoney(0, 'AED')).toBe(`AED${NBSP}0.00`);
  });

  it('never uses a symbol that two currencies share', () => {
    for (const c of ['USD', 'SGD', 'AUD', 'INR', 'EUR', 'GBP']) expect(formatMoney(100, c)).not.toMatch(/[$€£₹]/);
  });

  it('reads the currency code case-insensitively, and knows currencies without minor units', () => {
    expect(formatMoney(9900, 'sgd')).toBe(`SGD${NBSP}99.00`);
    expect(formatMoney(1800, 'JPY')).toBe(`JPY${NBSP}1,800`);
    expect(minorToMajor(1800, 'JPY')).toBe(1800);
    expect(minorToMajor(1805, 'USD')).toBe(18.05);
  });

  it('shows negative amounts (refunds) with a minus sign', () => {
    expect(formatMoney(-250, 'SGD')).toBe(`-SGD${NBSP}2.50`);
  });

  it('is the one formatter: the catalogue module re-exports the same function', () => {
    expect(formatMoneyFromServices).toBe(formatMoney);
  });
});
