import { describe, expect, it } from 'vitest';
import { computeKycRisk, kycSurveyAnswersSchema, kycSurveyDraftSchema, type KycSurveyAnswers } from './kyc-aml';

const base = (): KycSurveyAnswers =>
  kycSurveyAnswersSchema.parse({
    identity: { fullName: 'Mei Tan', dateOfBirth: '1980-04-02', nationality: 'SG', countryOfResidence: 'SG', idType: 'passport', idNumber: 'E1234567', role: 'director_and_shareholder' },
    pep: { isPep: false, isPepRelated: false },
    funds: { sourceOfFunds: 'Savings from salary', sourceOfWealth: 'Employment income over 20 years', expectedAnnualTurnover: 'SGD 500,000' },
    business: { activity: 'Software consulting', cashIntensive: false, countriesOfOperation: ['SG'] },
    ownership: { owners: [{ name: 'Mei Tan', kind: 'individual', country: 'SG', layer: 1, percent: 100 }] },
    declaration: { accurate: true, signature: 'Mei Tan' },
  });

describe('computeKycRisk', () => {
  it('rates a plain local company owned by one person low, with no reasons', () => {
    expect(computeKycRisk(base())).toEqual({ rating: 'low', score: 0, reasons: [] });
  });

  it('rates any tie to a FATF call-for-action jurisdiction high (decisive), through an owner too', () => {
    const a = base();
    a.ownership.owners = a.ownership.owners.map((o) => ({ ...o, country: 'IR' }));
    const r = computeKycRisk(a);
    expect(r.rating).toBe('high');
    expect(r.reasons.map((x) => x.code)).toEqual(['fatf_call_for_action']);
    expect(r.reasons[0]?.text).toContain('IR');
  });

  it('rates a PEP high: the respondent, a relative, or an owner', () => {
    expect(computeKycRisk({ ...base(), pep: { isPep: true, isPepRelated: false, details: 'Member of parliament, SG, 2018-2023' } }).rating).toBe('high');
    expect(computeKycRisk({ ...base(), pep: { isPep: false, isPepRelated: true, details: 'Spouse of a minister' } }).rating).toBe('high');
    const a = base();
    a.ownership.owners = a.ownership.owners.map((o) => ({ ...o, isPep: true }));
    const r = computeKycRisk(a);
    expect(r.rating).toBe('high');
    expect(r.reasons[0]?.text).toContain('Mei Tan');
  });

  it('gives 2 points per grey-list jurisdiction: one is medium, two are high', () => {
    const one = { ...base(), business: { ...base().business, countriesOfOperation: ['SG', 'VN'] } };
    expect(computeKycRisk(one)).toMatchObject({ rating: 'medium', score: 2 });
    const two = { ...base(), business: { ...base().business, countriesOfOperation: ['VN', 'KE'] } };
    expect(computeKycRisk(two)).toMatchObject({ rating: 'high', score: 4 });
  });

  it('counts a cash-intensive business as 2 points (medium)', () => {
    const r = computeKycRisk({ ...base(), business: { ...base().business, cashIntensive: true } });
    expect(r).toMatchObject({ rating: 'medium', score: 2 });
    expect(r.reasons.map((x) => x.code)).toEqual(['cash_intensive']);
  });

  it('scores complex ownership: layers, a trust and a nominee add up to high', () => {
    const a = base();
    a.ownership.owners = [
      { name: 'Holdco Pte Ltd', kind: 'company', country: 'SG', layer: 1, percent: 100, isPep: false },
      { name: 'Family Trust', kind: 'trust', country: 'SG', layer: 2, via: 'Holdco Pte Ltd', percent: 100, isPep: false },
      { name: 'Mei Tan', kind: 'individual', country: 'SG', layer: 3, via: 'Family Trust', percent: 100, isPep: false },
    ];
    const r = computeKycRisk(a);
    expect(r.reasons.map((x) => [x.code, x.points])).toEqual([
      ['ownership_layers', 2],
      ['trust', 2],
    ]);
    expect(r.rating).toBe('high');
    const b = base();
    b.ownership.owners = [{ name: 'Nominee Services Ltd', kind: 'nominee', country: 'SG', layer: 1, percent: 20, isPep: false }, ...b.ownership.owners.map((o) => ({ ...o, percent: 80 }))];
    expect(computeKycRisk(b)).toMatchObject({ rating: 'medium', score: 2 });
  });

  it('adds a point when no one holds more than 25%', () => {
    const a = base();
    a.ownership = { owners: [1, 2, 3, 4].map((n) => ({ name: `Owner ${n}`, kind: 'individual' as const, country: 'SG', layer: 1, percent: 25, isPep: false })), noUboOver25: true, seniorManagingOfficial: 'Mei Tan' };
    expect(computeKycRisk(a)).toMatchObject({ rating: 'low', score: 1 });
  });
});

describe('kycSurveyAnswersSchema (submit)', () => {
  const issues = (v: unknown) => {
    const r = kycSurveyAnswersSchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes a complete survey', () => {
    expect(issues(base())).toEqual([]);
  });

  it('asks for the PEP details when the answer is yes', () => {
    expect(issues({ ...base(), pep: { isPep: true, isPepRelated: false } })).toEqual(['pep.details: Name the public function, the country and the dates']);
  });

  it('asks for every entity over 25% to be traced to its owners, each through the layer above', () => {
    const a = { ...base(), ownership: { owners: [{ name: 'Holdco', kind: 'company', country: 'SG', layer: 1, percent: 100 }, { name: 'Zed', kind: 'individual', country: 'SG', layer: 3, via: 'Holdco', percent: 100 }] } };
    expect(issues(a)).toEqual(['ownership.owners.0.name: Add who owns Holdco (it holds more than 25%)', 'ownership.owners.1.via: Holdco is on layer 1; this owner must be on layer 2']);
  });

  it('asks for a person over 25%, or the senior managing official when no one is', () => {
    const a = { ...base(), ownership: { owners: [{ name: 'A', kind: 'individual', country: 'SG', layer: 1, percent: 20 }] } };
    expect(issues(a)).toEqual(['ownership.owners: Name every person who holds more than 25%, or tick that no one does']);
    const b = { ...base(), ownership: { owners: [{ name: 'A', kind: 'individual', country: 'SG', layer: 1, percent: 20 }], noUboOver25: true } };
    expect(issues(b)).toEqual(['ownership.seniorManagingOfficial: Name the senior managing official']);
  });

  it('refuses a survey without the declaration or with a bad country', () => {
    expect(issues({ ...base(), declaration: { accurate: false, signature: 'x' } })).toEqual(['declaration.accurate: Confirm that the answers are true and complete']);
    expect(issues({ ...base(), identity: { ...base().identity, nationality: 'Singapore' } })).toEqual(['identity.nationality: Use the two-letter country code, e.g. SG']);
  });
});

describe('kycSurveyDraftSchema', () => {
  it('takes any part of the answers, and refuses a field of the wrong kind', () => {
    expect(kycSurveyDraftSchema.safeParse({}).success).toBe(true);
    expect(kycSurveyDraftSchema.safeParse({ identity: { fullName: 'Mei' }, ownership: { owners: [{ name: 'Mei' }] } }).success).toBe(true);
    expect(kycSurveyDraftSchema.safeParse({ pep: { isPep: 'maybe' } }).success).toBe(false);
  });
});
