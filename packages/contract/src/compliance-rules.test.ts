import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarStatus,
  complianceSchedule,
  firstFinancialYearEnd,
  indiaDeadlines,
  singaporeDeadlines,
  uaeDeadlines,
  uaeRegistrationDeadline,
  type ComplianceItem,
} from './compliance-rules';

const due = (items: ComplianceItem[]) => Object.fromEntries(items.map((i) => [i.ruleCode, i.dueDate]));

describe('date arithmetic', () => {
  it('counts months from a month end to the target month end', () => {
    expect(addMonths('2025-12-31', 6)).toBe('2026-06-30');
    expect(addMonths('2025-12-31', 2)).toBe('2026-02-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
    expect(addMonths('2026-02-28', 1)).toBe('2026-03-31');
    expect(addMonths('2025-06-30', 9)).toBe('2026-03-31');
  });
  it('keeps the day (clamped) for other dates, and goes backwards', () => {
    expect(addMonths('2025-01-15', 1)).toBe('2025-02-15');
    expect(addMonths('2026-01-30', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -15)).toBe('2024-12-15');
  });
  it('finds the first financial year end after incorporation', () => {
    expect(firstFinancialYearEnd('2025-03-14', '12-31')).toBe('2025-12-31');
    expect(firstFinancialYearEnd('2025-12-31', '12-31')).toBe('2026-12-31');
    expect(firstFinancialYearEnd('2025-05-02', '03-31')).toBe('2026-03-31');
    expect(firstFinancialYearEnd('2023-07-01', '02-29')).toBe('2024-02-29');
  });
});

describe('Singapore private company', () => {
  it('FYE 31 Dec 2025: ECI 31 Mar 2026, AGM 30 Jun 2026, annual return 31 Jul 2026, Form C-S 30 Nov 2026', () => {
    expect(due(singaporeDeadlines('2025-12-31'))).toEqual({
      SG_ECI: '2026-03-31',
      SG_AGM: '2026-06-30',
      SG_ANNUAL_RETURN: '2026-07-31',
      SG_FORM_C: '2026-11-30',
    });
  });
  it('FYE 30 Jun 2026: ECI 30 Sep 2026, AGM 31 Dec 2026, annual return 31 Jan 2027, Form C-S 30 Nov 2027', () => {
    expect(due(singaporeDeadlines('2026-06-30'))).toEqual({
      SG_ECI: '2026-09-30',
      SG_AGM: '2026-12-31',
      SG_ANNUAL_RETURN: '2027-01-31',
      SG_FORM_C: '2027-11-30',
    });
  });
  it('names the Year of Assessment and cites the statute', () => {
    const [eci] = singaporeDeadlines('2025-12-31');
    expect(eci?.title).toContain('YA 2026');
    expect(singaporeDeadlines('2025-12-31').every((i) => i.reference.length > 0)).toBe(true);
  });
});

describe('India company (FY ends 31 March)', () => {
  it('FY 2025-26: AGM 30 Sep 2026, AOC-4 30 Oct 2026, MGT-7 29 Nov 2026, ITR-6 31 Oct 2026 (s96(1), s137(1), s92(4), 1961 s139(1))', () => {
    expect(due(indiaDeadlines('2026-03-31'))).toEqual({
      IN_AGM: '2026-09-30',
      IN_AOC4: '2026-10-30',
      IN_MGT7: '2026-11-29',
      IN_ITR6: '2026-10-31',
      IN_ADT1: '2026-10-15',
      IN_DPT3: '2026-06-30',
      IN_MSME1_H1: '2025-10-31',
      IN_MSME1_H2: '2026-04-30',
      IN_ADVANCE_TAX_1: '2025-06-15',
      IN_ADVANCE_TAX_2: '2025-09-15',
      IN_ADVANCE_TAX_3: '2025-12-15',
      IN_ADVANCE_TAX_4: '2026-03-15',
    });
  });
  it('FY 2024-25 still has the annual DIR-3 KYC by 30 Sep 2025', () => {
    expect(due(indiaDeadlines('2025-03-31')).IN_DIR3_KYC).toBe('2025-09-30');
  });
  it('after the 2025 amendment DIN KYC is triennial: due 30 Jun 2028, not in the years between', () => {
    expect(due(indiaDeadlines('2026-03-31')).IN_DIR3_KYC).toBeUndefined();
    expect(due(indiaDeadlines('2027-03-31')).IN_DIR3_KYC).toBeUndefined();
    expect(due(indiaDeadlines('2028-03-31')).IN_DIR3_KYC).toBe('2028-06-30');
    expect(due(indiaDeadlines('2031-03-31')).IN_DIR3_KYC).toBe('2031-06-30');
  });
  it('the first AGM may be held within 9 months of the first FY end (by 31 Dec), filings follow it', () => {
    expect(due(indiaDeadlines('2026-03-31', { firstFinancialYear: true }))).toMatchObject({
      IN_AGM: '2026-12-31',
      IN_AOC4: '2027-01-30',
      IN_MGT7: '2027-03-01',
    });
  });
  it('ignores a configured year end other than 31 March', () => {
    const items = complianceSchedule(
      { jurisdiction: 'IN', companyType: 'private_limited', incorporationDate: '2024-06-10', financialYearEnd: '12-31' },
      { asOf: '2026-11-22' },
    );
    expect(items.every((i) => i.periodEnd?.endsWith('-03-31'))).toBe(true);
  });
});

describe('United Arab Emirates corporate tax', () => {
  it('return within 9 months of the period end: 31 Dec 2025 -> 30 Sep 2026; 30 Jun 2026 -> 31 Mar 2027', () => {
    expect(due(uaeDeadlines('2025-12-31')).AE_CT_RETURN).toBe('2026-09-30');
    expect(due(uaeDeadlines('2026-06-30')).AE_CT_RETURN).toBe('2027-03-31');
  });
  it('registration by licence month for companies formed before 1 March 2024 (FTA Decision 3 of 2024)', () => {
    expect(uaeRegistrationDeadline('2019-02-11')).toBe('2024-05-31');
    expect(uaeRegistrationDeadline('2021-04-30')).toBe('2024-06-30');
    expect(uaeRegistrationDeadline('2015-09-01')).toBe('2024-10-31');
    expect(uaeRegistrationDeadline('2023-12-05')).toBe('2024-12-31');
  });
  it('registration within 3 months of incorporation from 1 March 2024', () => {
    expect(uaeRegistrationDeadline('2024-03-01')).toBe('2024-06-01');
    expect(uaeRegistrationDeadline('2025-11-30')).toBe('2026-02-28');
  });
  it('leaves out tax periods that began before 1 June 2023', () => {
    const items = complianceSchedule(
      { jurisdiction: 'AE', companyType: 'free_zone', incorporationDate: '2020-01-10', financialYearEnd: '12-31' },
      { asOf: '2024-06-01', monthsBack: 24, monthsAhead: 12 },
    );
    const periods = items.filter((i) => i.ruleCode === 'AE_CT_RETURN').map((i) => i.periodEnd);
    expect(periods).toEqual(['2024-12-31']);
    expect(items.find((i) => i.ruleCode === 'AE_CT_REGISTRATION')?.dueDate).toBe('2024-05-31');
  });
});

describe('complianceSchedule', () => {
  const harbourline = {
    jurisdiction: 'SG' as const,
    companyType: 'private_limited',
    incorporationDate: '2025-03-14',
    financialYearEnd: '12-31',
  };
  it('gives nothing before incorporation', () => {
    expect(complianceSchedule({ ...harbourline, incorporationDate: null }, { asOf: '2026-11-22' })).toEqual([]);
  });
  it('covers the financial years around today, sorted by due date, never before the first FYE', () => {
    const items = complianceSchedule(harbourline, { asOf: '2026-11-22' });
    expect(new Set(items.map((i) => i.periodEnd))).toEqual(new Set(['2025-12-31', '2026-12-31']));
    expect(items[0]).toMatchObject({ ruleCode: 'SG_ECI', dueDate: '2026-03-31' });
    const dates = items.map((i) => i.dueDate);
    expect([...dates].sort()).toEqual(dates);
  });
  it('recalculates when the financial year end changes', () => {
    const items = complianceSchedule({ ...harbourline, financialYearEnd: '06-30' }, { asOf: '2026-11-22' });
    expect(due(items.filter((i) => i.periodEnd === '2026-06-30'))).toMatchObject({
      SG_AGM: '2026-12-31',
      SG_ANNUAL_RETURN: '2027-01-31',
    });
  });
});

describe('calendarStatus', () => {
  it('reads overdue, due soon (30 days) and upcoming from the due date; done and n/a as recorded', () => {
    expect(calendarStatus({ dueDate: '2026-11-21', state: 'open' }, '2026-11-22')).toBe('overdue');
    expect(calendarStatus({ dueDate: '2026-11-22', state: 'open' }, '2026-11-22')).toBe('due_soon');
    expect(calendarStatus({ dueDate: '2026-12-22', state: 'open' }, '2026-11-22')).toBe('due_soon');
    expect(calendarStatus({ dueDate: '2026-12-23', state: 'open' }, '2026-11-22')).toBe('upcoming');
    expect(calendarStatus({ dueDate: '2026-01-01', state: 'done' }, '2026-11-22')).toBe('done');
    expect(calendarStatus({ dueDate: '2026-01-01', state: 'not_applicable' }, '2026-11-22')).toBe('not_applicable');
  });
});
