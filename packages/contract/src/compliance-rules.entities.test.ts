import { describe, expect, it } from 'vitest';
import {
  applyExtensions,
  checkFirstFinancialYearEnd,
  complianceSchedule,
  indiaDeadlines,
  indiaFirstFinancialYearEnd,
  indiaFirstTaxYearEnd,
  indiaIncomeTaxLawFor,
  indiaLlpDeadlines,
  returnDueDates,
  singaporeDeadlines,
  singaporeLlpDeclarations,
  uaeVatReturn,
  type ComplianceItem,
  type ComplianceProfile,
} from './compliance-rules';
import { DEFAULT_DUE_DATE_EXTENSIONS } from './due-date-extensions';

const due = (items: ComplianceItem[]) => Object.fromEntries(items.map((i) => [i.ruleCode, i.dueDate]));
const codes = (items: ComplianceItem[]) => new Set(items.map((i) => i.ruleCode));
const forPeriod = (items: ComplianceItem[], periodEnd: string) => items.filter((i) => i.periodEnd === periodEnd);

describe('Singapore listed company', () => {
  // Companies Act 1967 s175(1)(a): a public company that is listed holds its AGM within 4 months after the FYE;
  // s197(1)(a): its annual return within 5 months. Worked example: FYE 31 Dec 2025 -> AGM 30 Apr 2026, AR 31 May 2026.
  it('FYE 31 Dec 2025: AGM by 30 Apr 2026, annual return by 31 May 2026', () => {
    expect(due(singaporeDeadlines('2025-12-31', { listed: true }))).toMatchObject({
      SG_AGM: '2026-04-30',
      SG_ANNUAL_RETURN: '2026-05-31',
    });
  });
  it('an unlisted company keeps 6 and 7 months (s175(1)(b), s197(1)(b))', () => {
    expect(due(singaporeDeadlines('2025-12-31'))).toMatchObject({ SG_AGM: '2026-06-30', SG_ANNUAL_RETURN: '2026-07-31' });
  });
});

describe('Singapore LLP', () => {
  const llp: ComplianceProfile = { jurisdiction: 'SG', companyType: 'llp', incorporationDate: '2025-02-10', financialYearEnd: '12-31' };
  // An LLP has no AGM (s175), annual return (s197), ECI or Form C-S/C: IRAS taxes its partners; the precedent
  // partner files Form P by 15 April (paper) / 18 April (e-filing) of the YA.
  it('gets Form P and the annual declaration, not a company\'s AGM, annual return, ECI or Form C', () => {
    const items = complianceSchedule(llp, { asOf: '2026-11-22' });
    const c = codes(items);
    for (const code of ['SG_AGM', 'SG_ANNUAL_RETURN', 'SG_ECI', 'SG_FORM_C']) expect(c.has(code)).toBe(false);
    expect(items.find((i) => i.ruleCode === 'SG_LLP_FORM_P' && i.periodEnd === '2025-12-31')?.dueDate).toBe('2026-04-18');
    expect(c.has('SG_LLP_DECLARATION')).toBe(true);
  });
  // LLP Act 2005 s24(4), quoted on ACRA's late-lodgement page: "not later than 15 months after registration ...
  // and subsequently, once in every calendar year at intervals of not more than 15 months". Registered 10 Feb 2025:
  // first declaration by 10 May 2026 (tied to the registration date, not the year end), then 10 May 2027.
  it('ties the annual declaration to the registration date: 15 months, then yearly', () => {
    const items = singaporeLlpDeclarations('2025-02-10', 2025, 2027);
    expect(items.map((i) => i.dueDate)).toEqual(['2026-05-10', '2027-05-10']);
    expect(items[0]?.reference).toContain('s24');
  });
});

describe('Singapore first financial year and GST', () => {
  // ACRA: a new company's first financial year may run up to 18 months from incorporation. Incorporated 1 Feb 2025
  // with a first FYE of 31 Jul 2026 (18 months): the first AGM by 31 Jan 2027 counts from that date.
  it('a first financial year of 18 months, stored as a date, drives the first period', () => {
    const items = complianceSchedule(
      { jurisdiction: 'SG', companyType: 'private_limited', incorporationDate: '2025-02-01', financialYearEnd: '07-31', firstFinancialYearEnd: '2026-07-31' },
      { asOf: '2026-11-22' },
    );
    expect(items.some((i) => i.periodEnd === '2025-07-31')).toBe(false);
    expect(due(forPeriod(items, '2026-07-31'))).toMatchObject({ SG_AGM: '2027-01-31', SG_FORM_C: '2027-11-30' });
  });
  it('checks the first year end: up to 18 months in Singapore, 6 to 18 in the UAE, fixed in India', () => {
    expect(checkFirstFinancialYearEnd('SG', '2025-02-01', '2026-07-31').ok).toBe(true);
    expect(checkFirstFinancialYearEnd('SG', '2025-02-01', '2026-08-31').ok).toBe(false);
    expect(checkFirstFinancialYearEnd('AE', '2025-02-01', '2025-06-30').ok).toBe(false);
    expect(checkFirstFinancialYearEnd('AE', '2025-02-01', '2025-12-31').ok).toBe(true);
    expect(checkFirstFinancialYearEnd('IN', '2025-02-01', '2026-03-31').ok).toBe(false);
  });
  // GST Act 1993 s41 / IRAS: GST F5 due one month after the end of each (quarterly) accounting period.
  it('a GST-registered company files GST F5 a month after each quarter: Q to 30 Sep 2026 -> 31 Oct 2026', () => {
    const items = complianceSchedule(
      { jurisdiction: 'SG', companyType: 'private_limited', incorporationDate: '2024-05-01', financialYearEnd: '12-31', gstVatRegistered: true },
      { asOf: '2026-11-22' },
    );
    const gst = items.filter((i) => i.ruleCode === 'SG_GST_F5');
    expect(gst.find((i) => i.periodEnd === '2026-09-30')?.dueDate).toBe('2026-10-31');
    expect(gst.find((i) => i.periodEnd === '2026-12-31')?.dueDate).toBe('2027-01-31');
  });
  it('no GST returns when not registered', () => {
    const items = complianceSchedule(
      { jurisdiction: 'SG', companyType: 'private_limited', incorporationDate: '2024-05-01', financialYearEnd: '12-31' },
      { asOf: '2026-11-22' },
    );
    expect(codes(items).has('SG_GST_F5')).toBe(false);
  });
});

describe("India's first financial year (Companies Act 2013 s2(41); Income-tax Act s3)", () => {
  // s2(41): "where a company ... is incorporated on or after the 1st day of January of a year, the financial year
  // shall end on the 31st day of March of the following year". Incorporated 15 Jan 2026: first FY ends 31 Mar 2027,
  // first AGM within 9 months (s96(1)) -> 31 Dec 2027; the income-tax previous year still ends 31 Mar 2026.
  it('incorporated 15 Jan 2026: company-law year ends 31 Mar 2027, tax year 31 Mar 2026', () => {
    expect(indiaFirstFinancialYearEnd('2026-01-15')).toBe('2027-03-31');
    expect(indiaFirstTaxYearEnd('2026-01-15')).toBe('2026-03-31');
    expect(indiaFirstFinancialYearEnd('2025-06-10')).toBe('2026-03-31');
    expect(indiaFirstTaxYearEnd('2025-06-10')).toBe('2026-03-31');
  });
  it('the schedule files tax for 31 Mar 2026 but holds the first AGM for the year to 31 Mar 2027', () => {
    const items = complianceSchedule(
      { jurisdiction: 'IN', companyType: 'private_limited', incorporationDate: '2026-01-15', financialYearEnd: '03-31' },
      { asOf: '2026-11-22', monthsAhead: 14 },
    );
    const first = forPeriod(items, '2026-03-31');
    expect(codes(first).has('IN_ITR6')).toBe(true);
    expect(codes(first).has('IN_AGM')).toBe(false);
    expect(codes(first).has('IN_AOC4')).toBe(false);
    expect(due(forPeriod(items, '2027-03-31')).IN_AGM).toBe('2027-12-31');
    // INC-20A within 180 days of incorporation (s10A(1)(a)): 15 Jan 2026 + 180 days = 14 Jul 2026.
    expect(items.find((i) => i.ruleCode === 'IN_INC20A')?.dueDate).toBe('2026-07-14');
    // No INC-20A for a company from before s10A (2 November 2018).
    const old = complianceSchedule({ jurisdiction: 'IN', companyType: 'private_limited', incorporationDate: '2018-06-01', financialYearEnd: '03-31' }, { asOf: '2018-12-01' });
    expect(old.some((i) => i.ruleCode === 'IN_INC20A')).toBe(false);
  });
});

describe('India one person company', () => {
  // s96(1): an OPC need not hold an AGM; s137(1) first proviso: an OPC files its financial statements within 180
  // days of the close of the financial year. FY 2025-26: 31 Mar 2026 + 180 days = 27 Sep 2026.
  it('no AGM, AOC-4 within 180 days of the year end, MGT-7A', () => {
    const items = indiaDeadlines('2026-03-31', { companyType: 'opc' });
    expect(codes(items).has('IN_AGM')).toBe(false);
    expect(codes(items).has('IN_ADT1')).toBe(false);
    expect(due(items).IN_AOC4).toBe('2026-09-27');
    expect(items.find((i) => i.ruleCode === 'IN_MGT7')?.title).toContain('MGT-7A');
  });
});

describe('India company: other filings', () => {
  it('ADT-1 within 15 days of the AGM (s139(1), r4(2)): AGM 30 Sep 2026 -> 15 Oct 2026, in the appointing year only', () => {
    expect(due(indiaDeadlines('2026-03-31', { yearIndex: 0 })).IN_ADT1).toBe('2026-10-15');
    expect(due(indiaDeadlines('2027-03-31', { yearIndex: 1 })).IN_ADT1).toBeUndefined();
    expect(due(indiaDeadlines('2031-03-31', { yearIndex: 5 })).IN_ADT1).toBe('2031-10-15');
  });
  it('DPT-3 by 30 June (Deposits Rules r16), MSME-1 by 31 Oct and 30 Apr (MSME-1 Order 2019)', () => {
    expect(due(indiaDeadlines('2026-03-31'))).toMatchObject({ IN_DPT3: '2026-06-30', IN_MSME1_H1: '2025-10-31', IN_MSME1_H2: '2026-04-30' });
  });
  // 1961 s211: advance tax by 15 June (15%), 15 Sep (45%), 15 Dec (75%), 15 Mar (100%) of the financial year.
  it('advance tax instalments for FY 2026-27: 15 Jun, 15 Sep, 15 Dec 2026 and 15 Mar 2027', () => {
    expect(due(indiaDeadlines('2027-03-31'))).toMatchObject({
      IN_ADVANCE_TAX_1: '2026-06-15',
      IN_ADVANCE_TAX_2: '2026-09-15',
      IN_ADVANCE_TAX_3: '2026-12-15',
      IN_ADVANCE_TAX_4: '2027-03-15',
    });
  });
  // s139(1) Explanation 2 / 2025 s263(1): 30 November with a s92E / s172 report; Form 3CEB one month before
  // (31 October); tax audit report (s44AB) one month before the return date.
  it('transfer pricing: 3CEB by 31 Oct, ITR-6 by 30 Nov, tax audit report by 31 Oct', () => {
    expect(due(indiaDeadlines('2026-03-31', { transferPricing: true }))).toMatchObject({
      IN_3CEB: '2026-10-31',
      IN_ITR6: '2026-11-30',
      IN_TAX_AUDIT: '2026-10-31',
    });
  });
  it('an audited company without transfer pricing: tax audit report by 30 Sep, ITR-6 by 31 Oct', () => {
    expect(due(indiaDeadlines('2026-03-31', { auditRequired: true }))).toMatchObject({ IN_TAX_AUDIT: '2026-09-30', IN_ITR6: '2026-10-31' });
    expect(due(indiaDeadlines('2026-03-31')).IN_3CEB).toBeUndefined();
  });
});

describe('India LLP', () => {
  // LLP Rules 2009 r25: Form 11 within 60 days of the year end (30 May); r24: Form 8 within 30 days from the end
  // of six months (30 Oct). No AGM, AOC-4, MGT-7 or ITR-6.
  it('Form 11 by 30 May, Form 8 by 30 Oct, ITR-5; none of a company\'s filings', () => {
    const items = indiaLlpDeadlines('2026-03-31');
    expect(due(items)).toMatchObject({ IN_LLP_FORM11: '2026-05-30', IN_LLP_FORM8: '2026-10-30' });
    for (const code of ['IN_AGM', 'IN_AOC4', 'IN_MGT7', 'IN_ITR6', 'IN_INC20A']) expect(codes(items).has(code)).toBe(false);
  });
  // Finance Act 2026 (amending 1961 s139(1) Explanation 2 from AY 2026-27): an unaudited business files by 31 Aug.
  it('ITR-5: 31 Jul for FY 2024-25, 31 Aug from FY 2025-26 unaudited, 31 Oct audited', () => {
    expect(due(indiaLlpDeadlines('2025-03-31')).IN_LLP_ITR5).toBe('2025-07-31');
    expect(due(indiaLlpDeadlines('2026-03-31')).IN_LLP_ITR5).toBe('2026-08-31');
    expect(due(indiaLlpDeadlines('2026-03-31', { auditRequired: true })).IN_LLP_ITR5).toBe('2026-10-31');
  });
  it('the schedule of an Indian LLP has no INC-20A', () => {
    const items = complianceSchedule({ jurisdiction: 'IN', companyType: 'llp', incorporationDate: '2025-06-01', financialYearEnd: '03-31' }, { asOf: '2026-11-22' });
    expect(codes(items).has('IN_INC20A')).toBe(false);
    expect(codes(items).has('IN_LLP_FORM11')).toBe(true);
  });
});

describe('Income-tax Act 2025 vs 1961 and Finance Act 2026 return dates', () => {
  it('cites the 1961 Act up to FY 2025-26 (AY 2026-27) and the 2025 Act from tax year 2026-27', () => {
    expect(indiaIncomeTaxLawFor('2026-03-31')).toMatchObject({ act: 'Income-tax Act, 1961', yearLabel: 'AY 2026-27' });
    expect(indiaIncomeTaxLawFor('2027-03-31')).toMatchObject({ act: 'Income-tax Act, 2025', yearLabel: 'tax year 2026-27', returnSection: 's263(1)' });
    const itr = indiaDeadlines('2027-03-31').find((i) => i.ruleCode === 'IN_ITR6');
    expect(itr?.reference).toContain('Income-tax Act, 2025');
    expect(itr?.title).toContain('tax year 2026-27');
  });
  // Finance Act 2026: ITR-1/ITR-2 stay 31 July; non-audit business returns 31 August; revised returns 31 March
  // (12 months, fee after 31 December) from tax year 2026-27; belated 31 December.
  it('individual and NRI returns by form and audit status', () => {
    expect(returnDueDates({ yearEnd: '2026-03-31', form: 'ITR-2' })).toMatchObject({ dueDate: '2026-07-31', belatedBy: '2026-12-31', revisedBy: '2026-12-31', revisedFeeAfter: null });
    expect(returnDueDates({ yearEnd: '2026-03-31', form: 'ITR-3' }).dueDate).toBe('2026-08-31');
    expect(returnDueDates({ yearEnd: '2025-03-31', form: 'ITR-3' }).dueDate).toBe('2025-07-31');
    expect(returnDueDates({ yearEnd: '2026-03-31', form: 'ITR-3', audited: true }).dueDate).toBe('2026-10-31');
    expect(returnDueDates({ yearEnd: '2027-03-31', form: 'ITR-1' })).toMatchObject({
      dueDate: '2027-07-31',
      belatedBy: '2027-12-31',
      revisedBy: '2028-03-31',
      revisedFeeAfter: '2027-12-31',
    });
    expect(returnDueDates({ yearEnd: '2027-03-31', form: 'ITR-2' }).reference).toContain('Income-tax Act, 2025 s263(1)');
  });
});

describe('extensions', () => {
  // CBDT Circular No. 15/2025 (29 Oct 2025): returns under clause (a) of Explanation 2 to s139(1) for AY 2025-26
  // from 31 October to 10 December 2025; the tax audit report to 10 November 2025.
  it('moves a company return for AY 2025-26 from 31 Oct to 10 Dec 2025 and keeps the statutory date and reference', () => {
    const items = applyExtensions(indiaDeadlines('2025-03-31', { auditRequired: true }), DEFAULT_DUE_DATE_EXTENSIONS);
    const itr = items.find((i) => i.ruleCode === 'IN_ITR6');
    expect(itr).toMatchObject({ dueDate: '2025-12-10', statutoryDueDate: '2025-10-31', extensionReference: 'CBDT Circular No. 15/2025 dated 29 October 2025' });
    expect(itr?.description).toContain('CBDT Circular No. 15/2025');
    expect(items.find((i) => i.ruleCode === 'IN_TAX_AUDIT')?.dueDate).toBe('2025-11-10');
  });
  it('leaves other periods alone', () => {
    const items = applyExtensions(indiaDeadlines('2026-03-31'), DEFAULT_DUE_DATE_EXTENSIONS);
    const itr = items.find((i) => i.ruleCode === 'IN_ITR6');
    expect(itr?.dueDate).toBe('2026-10-31');
    expect(itr?.statutoryDueDate).toBeUndefined();
  });
  it('the schedule applies the extensions it is given', () => {
    const items = complianceSchedule(
      { jurisdiction: 'IN', companyType: 'private_limited', incorporationDate: '2020-06-01', financialYearEnd: '03-31' },
      { asOf: '2025-11-01', extensions: DEFAULT_DUE_DATE_EXTENSIONS },
    );
    expect(items.find((i) => i.ruleCode === 'IN_ITR6' && i.periodEnd === '2025-03-31')?.dueDate).toBe('2025-12-10');
  });
});

describe('UAE', () => {
  // FDL 47/2022 Art. 57-58: the first tax period follows the first financial year (6-18 months); return within 9
  // months (Art. 53(1)). Incorporated 1 Mar 2025 with a first year to 31 Dec 2026 (22 months) is refused; to
  // 30 Jun 2026 (16 months) the return is due 31 Mar 2027.
  it('a first tax period of 16 months: return 9 months after it ends', () => {
    const items = complianceSchedule(
      { jurisdiction: 'AE', companyType: 'free_zone', incorporationDate: '2025-03-01', financialYearEnd: '06-30', firstFinancialYearEnd: '2026-06-30' },
      { asOf: '2026-11-22' },
    );
    expect(items.filter((i) => i.ruleCode === 'AE_CT_RETURN').map((i) => [i.periodEnd, i.dueDate])).toEqual([
      ['2026-06-30', '2027-03-31'],
      ['2027-06-30', '2028-03-31'],
    ]);
    expect(checkFirstFinancialYearEnd('AE', '2025-03-01', '2026-12-31').ok).toBe(false);
  });
  // FDL 47/2022 Art. 57-58 and the FTA's tax-period guidance: a first period of 6 to 18 months. Incorporated
  // 1 Sep 2025 with a 31 Dec year end, the first period runs to 31 Dec 2026 (16 months): return by 30 Sep 2027.
  it('without a recorded first year end, a first period under 6 months runs on to the next year end', () => {
    const items = complianceSchedule({ jurisdiction: 'AE', companyType: 'free_zone', incorporationDate: '2025-09-01', financialYearEnd: '12-31' }, { asOf: '2026-11-22' });
    expect(items.filter((i) => i.ruleCode === 'AE_CT_RETURN').map((i) => [i.periodEnd, i.dueDate])).toEqual([['2026-12-31', '2027-09-30']]);
  });
  // FTA Decision No. 3 of 2024 Art. 5(1): a non-resident with a permanent establishment registers within 6 months.
  it('a branch (permanent establishment) registers within 6 months', () => {
    const items = complianceSchedule({ jurisdiction: 'AE', companyType: 'branch', incorporationDate: '2026-05-10', financialYearEnd: '12-31' }, { asOf: '2026-11-22' });
    expect(items.find((i) => i.ruleCode === 'AE_CT_REGISTRATION')).toMatchObject({ dueDate: '2026-11-10', reference: 'FTA Decision No. 3 of 2024, Article 5(1)' });
  });
  // FDL 8/2017 Art. 64 with Executive Regulation Art. 59(4): VAT return within 28 days after the tax period.
  it('VAT returns 28 days after each quarter for a VAT-registered company', () => {
    expect(uaeVatReturn('2026-09-30').dueDate).toBe('2026-10-28');
    const items = complianceSchedule(
      { jurisdiction: 'AE', companyType: 'free_zone', incorporationDate: '2024-05-01', financialYearEnd: '12-31', gstVatRegistered: true },
      { asOf: '2026-11-22' },
    );
    expect(items.find((i) => i.ruleCode === 'AE_VAT_RETURN' && i.periodEnd === '2026-12-31')?.dueDate).toBe('2027-01-28');
  });
});

describe('Singapore branch of a foreign company', () => {
  const branch: ComplianceProfile = { jurisdiction: 'SG', companyType: 'branch', incorporationDate: '2024-05-01', financialYearEnd: '12-31' };
  // Companies Act 1967 s373: the foreign company lodges its own and the branch's accounts - within 2 months after
  // the head office's AGM where its home law requires one (s373(1)), otherwise within 7 months after the FYE
  // (s373(4); ACRA "Annual filing for foreign companies"). A branch holds no AGM and files no s197 annual return.
  // FYE 31 Dec 2025 -> accounts by 31 Jul 2026; ECI by 31 Mar 2026; Form C (never C-S) by 30 Nov 2026.
  it('FYE 31 Dec 2025: branch accounts by 31 Jul 2026, ECI and Form C; no AGM or annual return', () => {
    const items = forPeriod(complianceSchedule(branch, { asOf: '2026-06-30' }), '2025-12-31');
    expect(due(items)).toEqual({ SG_ECI: '2026-03-31', SG_BRANCH_ACCOUNTS: '2026-07-31', SG_FORM_C: '2026-11-30' });
    expect(items.find((i) => i.ruleCode === 'SG_FORM_C')?.title).toBe('File Form C with IRAS (YA 2026)');
    expect(items.find((i) => i.ruleCode === 'SG_BRANCH_ACCOUNTS')?.reference).toContain('s373');
  });
});
