import { describe, expect, it } from 'vitest';
import { determineResidentialStatus, type NriResidencyInput } from './tools-nri-residency';

const base: NriResidencyInput = {
  daysThisYear: 0,
  daysPreceding4Years: 0,
  citizenship: 'indian_citizen',
  situation: 'visiting',
  indianIncomeAboveThreshold: false,
  liableToTaxElsewhere: true,
  nonResidentYearsOfPreceding10: 10,
  daysPreceding7Years: 0,
};
const status = (over: Partial<NriResidencyInput>) => determineResidentialStatus({ ...base, ...over });

describe('determineResidentialStatus (section 6, Income-tax Act 1961)', () => {
  it('makes anyone with 182 days or more resident under 6(1)(a)', () => {
    const r = status({
      daysThisYear: 182,
      daysPreceding4Years: 100,
      daysPreceding7Years: 2000,
      nonResidentYearsOfPreceding10: 0,
    });
    expect(r.status).toBe('ror');
    expect(r.provisions).toEqual(['6(1)(a)']);
    expect(r.shortLabel).toBe('Resident');
  });

  it('keeps a visiting citizen with Indian income up to Rs 15 lakh non-resident at 150 days (182-day test)', () => {
    // Worked example: an NRI in Dubai spends 150 days in India; 400 days in the four preceding years.
    const r = status({ daysThisYear: 150, daysPreceding4Years: 400, daysPreceding7Years: 700 });
    expect(r.status).toBe('non_resident');
    expect(r.reasons.join(' ')).toContain('182 days (Explanation 1(b))');
  });

  it('applies the 120-day rule to a visiting citizen with Indian income above Rs 15 lakh: resident but RNOR', () => {
    // Worked example: same stay, but rent and capital gains in India of Rs 22 lakh.
    const r = status({
      daysThisYear: 150,
      daysPreceding4Years: 400,
      daysPreceding7Years: 700,
      indianIncomeAboveThreshold: true,
    });
    expect(r.status).toBe('rnor');
    expect(r.provisions).toEqual(['6(1)(c)', '6(6)(c)']);
  });

  it('does not apply the 120-day rule when the four preceding years have fewer than 365 days', () => {
    const r = status({
      daysThisYear: 150,
      daysPreceding4Years: 364,
      daysPreceding7Years: 700,
      indianIncomeAboveThreshold: true,
    });
    expect(r.status).toBe('non_resident');
    expect(r.reasons.join(' ')).toContain('364 days in the four preceding years is below 365');
  });

  it('is non-resident below 120 days even with high Indian income when taxed elsewhere', () => {
    const r = status({
      daysThisYear: 119,
      daysPreceding4Years: 800,
      daysPreceding7Years: 1200,
      indianIncomeAboveThreshold: true,
    });
    expect(r.status).toBe('non_resident');
    expect(r.reasons.join(' ')).toContain('liable to tax in another country');
  });

  it('deems a citizen resident (RNOR) under 6(1A) when not liable to tax anywhere else', () => {
    const r = status({
      daysThisYear: 30,
      daysPreceding4Years: 100,
      indianIncomeAboveThreshold: true,
      liableToTaxElsewhere: false,
      daysPreceding7Years: 200,
    });
    expect(r.status).toBe('rnor');
    expect(r.provisions).toEqual(['6(1A)', '6(6)(d)']);
  });

  it('never deems a person of Indian origin resident under 6(1A): it applies to citizens only', () => {
    const r = status({
      citizenship: 'person_of_indian_origin',
      daysThisYear: 30,
      indianIncomeAboveThreshold: true,
      liableToTaxElsewhere: false,
    });
    expect(r.status).toBe('non_resident');
  });

  it('gives an Indian citizen leaving for employment abroad the 182-day test', () => {
    const r = status({
      situation: 'left_for_employment',
      daysThisYear: 120,
      daysPreceding4Years: 1400,
      daysPreceding7Years: 2500,
      nonResidentYearsOfPreceding10: 0,
    });
    expect(r.status).toBe('non_resident');
    expect(r.reasons.join(' ')).toContain('Explanation 1(a)');
  });

  it('applies the standard 60-day test to a foreign national: resident and ordinarily resident with a long history', () => {
    const r = status({
      citizenship: 'foreign_national',
      situation: 'visiting',
      daysThisYear: 75,
      daysPreceding4Years: 500,
      daysPreceding7Years: 900,
      nonResidentYearsOfPreceding10: 3,
    });
    expect(r.status).toBe('ror');
    expect(r.provisions).toEqual(['6(1)(c)']);
  });

  it('makes a returning resident RNOR when non-resident in 9 of the 10 preceding years', () => {
    const r = status({
      situation: 'other',
      daysThisYear: 250,
      daysPreceding4Years: 200,
      daysPreceding7Years: 800,
      nonResidentYearsOfPreceding10: 9,
    });
    expect(r.status).toBe('rnor');
    expect(r.provisions).toEqual(['6(1)(a)', '6(6)(a)']);
  });

  it('makes a resident RNOR with 729 days or fewer in the 7 preceding years, and ROR at 730', () => {
    const common = {
      situation: 'other' as const,
      daysThisYear: 200,
      daysPreceding4Years: 400,
      nonResidentYearsOfPreceding10: 4,
    };
    expect(status({ ...common, daysPreceding7Years: 729 }).status).toBe('rnor');
    expect(status({ ...common, daysPreceding7Years: 730 }).status).toBe('ror');
  });

  it('treats exactly 60 days plus 365 days as resident for a person living in India', () => {
    const r = status({
      situation: 'other',
      daysThisYear: 60,
      daysPreceding4Years: 365,
      daysPreceding7Years: 1000,
      nonResidentYearsOfPreceding10: 2,
    });
    expect(r.status).toBe('ror');
    expect(
      status({ situation: 'other', daysThisYear: 59, daysPreceding4Years: 365, daysPreceding7Years: 1000 })
        .status,
    ).toBe('non_resident');
  });

  it('rejects impossible input', () => {
    expect(() => status({ daysThisYear: 367 })).toThrow();
    expect(() => status({ daysPreceding4Years: 500, daysPreceding7Years: 400 })).toThrow(/cannot be smaller/);
    expect(() => status({ citizenship: 'foreign_national', situation: 'left_for_employment' })).toThrow(
      /Indian citizens only/,
    );
  });
});

describe('the Act the answer cites', () => {
  // Income-tax Act, 2025: in force for tax year 2026-27 onwards, with the residence tests in its s6; FY 2025-26
  // (AY 2026-27) stays under the 1961 Act by the 2025 Act's repeal-and-savings section.
  const base = {
    daysThisYear: 200,
    daysPreceding4Years: 400,
    citizenship: 'indian_citizen' as const,
    situation: 'other' as const,
    indianIncomeAboveThreshold: false,
    liableToTaxElsewhere: true,
    nonResidentYearsOfPreceding10: 0,
    daysPreceding7Years: 2000,
  };
  it('FY 2025-26 under the 1961 Act', () => {
    expect(determineResidentialStatus({ ...base, year: '2025-26' }).law).toBe('Income-tax Act, 1961, section 6, for FY 2025-26 (AY 2026-27)');
  });
  it('tax year 2026-27 under the 2025 Act, with the same answer', () => {
    const r = determineResidentialStatus({ ...base, year: '2026-27' });
    expect(r.law).toBe('Income-tax Act, 2025, section 6, for tax year 2026-27');
    expect(r.status).toBe(determineResidentialStatus({ ...base, year: '2025-26' }).status);
  });
});
