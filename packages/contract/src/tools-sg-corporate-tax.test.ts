import { describe, expect, it } from 'vitest';
import { calculateSgCorporateTax } from './tools-sg-corporate-tax';

describe('calculateSgCorporateTax', () => {
  it('applies the partial exemption to S$300,000 (IRAS worked figures: S$102,500 exempt, tax S$33,575)', () => {
    const r = calculateSgCorporateTax({
      chargeableIncome: 300_000,
      scheme: 'partial',
      yearOfAssessment: 2026,
      employedLocalEmployee: false,
    });
    expect(r.exemptionLines.map((l) => l.exemptCents)).toEqual([750_000, 9_500_000]);
    expect(r.exemptCents).toBe(10_250_000);
    expect(r.taxableCents).toBe(19_750_000);
    expect(r.grossTaxCents).toBe(3_357_500);
    expect(r.rebateCents).toBe(0);
    expect(r.netTaxCents).toBe(3_357_500);
  });

  it('applies the start-up exemption to S$300,000 (S$125,000 exempt, tax S$29,750)', () => {
    const r = calculateSgCorporateTax({
      chargeableIncome: 300_000,
      scheme: 'startup',
      yearOfAssessment: 2026,
      employedLocalEmployee: false,
    });
    expect(r.exemptCents).toBe(12_500_000);
    expect(r.grossTaxCents).toBe(2_975_000);
  });

  it('takes the YA 2025 rebate net of the S$2,000 cash grant', () => {
    const r = calculateSgCorporateTax({
      chargeableIncome: 300_000,
      scheme: 'partial',
      yearOfAssessment: 2025,
      employedLocalEmployee: true,
    });
    // 50% of 33,575 = 16,787.50; less the 2,000 cash grant = 14,787.50 set against the tax.
    expect(r.cashGrantCents).toBe(200_000);
    expect(r.rebateCents).toBe(1_478_750);
    expect(r.netTaxCents).toBe(1_878_750);
  });

  it('caps the rebate at S$40,000', () => {
    const r = calculateSgCorporateTax({
      chargeableIncome: 2_000_000,
      scheme: 'partial',
      yearOfAssessment: 2024,
      employedLocalEmployee: false,
    });
    // (2,000,000 - 102,500) x 17% = 322,575; 50% is 161,287.50, capped at 40,000.
    expect(r.grossTaxCents).toBe(32_257_500);
    expect(r.rebateCents).toBe(4_000_000);
    expect(r.netTaxCents).toBe(28_257_500);
  });

  it('exempts small incomes proportionally and never goes negative', () => {
    const r = calculateSgCorporateTax({
      chargeableIncome: 8_000,
      scheme: 'partial',
      yearOfAssessment: 2025,
      employedLocalEmployee: true,
    });
    expect(r.exemptCents).toBe(600_000);
    expect(r.grossTaxCents).toBe(34_000);
    expect(r.rebateCents).toBe(0);
    expect(r.netTaxCents).toBe(34_000);
    const zero = calculateSgCorporateTax({
      chargeableIncome: 0,
      scheme: 'startup',
      yearOfAssessment: 2025,
      employedLocalEmployee: false,
    });
    expect(zero.netTaxCents).toBe(0);
    expect(zero.effectiveRate).toBe(0);
  });

  it('rejects a negative income', () => {
    expect(() =>
      calculateSgCorporateTax({
        chargeableIncome: -1,
        scheme: 'partial',
        yearOfAssessment: 2025,
        employedLocalEmployee: false,
      }),
    ).toThrow();
  });
});
