import { describe, expect, it } from 'vitest';
import { COMPLIANCE_RULE_CODES, COMPLIANCE_RULE_CODE_LIST } from './compliance-rule-codes';
import { complianceSchedule, type ComplianceProfile } from './compliance-rules';
import { dueDateExtensionBodySchema } from './due-date-extensions';

/** Every kind of entity the firm serves, with every option that adds obligations. */
const PROFILES: ComplianceProfile[] = [
  { jurisdiction: 'SG', companyType: 'private_limited', incorporationDate: '2023-02-01', financialYearEnd: '12-31', gstVatRegistered: true },
  { jurisdiction: 'SG', companyType: 'public_limited', incorporationDate: '2023-02-01', financialYearEnd: '06-30', listed: true },
  { jurisdiction: 'SG', companyType: 'llp', incorporationDate: '2023-02-10', financialYearEnd: '12-31' },
  { jurisdiction: 'SG', companyType: 'branch', incorporationDate: '2023-02-10', financialYearEnd: '12-31' },
  { jurisdiction: 'IN', companyType: 'private_limited', incorporationDate: '2025-06-01', financialYearEnd: '03-31', transferPricing: true, auditRequired: true },
  { jurisdiction: 'IN', companyType: 'opc', incorporationDate: '2023-06-01', financialYearEnd: '03-31' },
  { jurisdiction: 'IN', companyType: 'llp', incorporationDate: '2023-06-01', financialYearEnd: '03-31', auditRequired: true, transferPricing: true },
  { jurisdiction: 'AE', companyType: 'free_zone', incorporationDate: '2024-03-01', financialYearEnd: '12-31', gstVatRegistered: true },
  { jurisdiction: 'AE', companyType: 'branch', incorporationDate: '2024-03-01', financialYearEnd: '12-31' },
];

const emitted = new Set(
  PROFILES.flatMap((p) => complianceSchedule(p, { asOf: '2026-06-30', monthsBack: 36, monthsAhead: 24 }).map((i) => i.ruleCode)),
);

describe('the rule catalogue', () => {
  it('lists every code the rules emit', () => {
    expect([...emitted].filter((code) => !Object.hasOwn(COMPLIANCE_RULE_CODES, code))).toEqual([]);
  });
  it('lists no code the rules never emit (an extension under it could never apply)', () => {
    expect(COMPLIANCE_RULE_CODE_LIST.filter((code) => !emitted.has(code))).toEqual([]);
  });
  it('is what an extension may name', () => {
    const body = { periodEnd: '2025-03-31', newDueDate: '2025-12-10', reference: 'CBDT Circular No. 15/2025' };
    expect(dueDateExtensionBodySchema.safeParse({ ...body, ruleCode: 'IN_ITR6' }).success).toBe(true);
    const typo = dueDateExtensionBodySchema.safeParse({ ...body, ruleCode: 'IN_ITR_6' });
    expect(typo.success).toBe(false);
    expect(typo.error?.issues[0]?.message).toBe('Choose a rule the calendar applies (e.g. IN_ITR6)');
  });
});
