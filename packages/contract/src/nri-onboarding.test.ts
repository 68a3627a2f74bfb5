import { describe, expect, it } from 'vitest';
import { nriOnboardingMessages } from './messages';
import {
  aadhaarProblem,
  checkNriSessionReady,
  declarationSchema,
  dobSchema,
  identitySchema,
  normaliseDob,
  nriAssessmentYear,
  nriQuoteRules,
  nriReturnType,
  panProblem,
  passportProblem,
  residencyOf,
  stayDurationSchema,
  updateNriBodySchema,
  verhoeffCheckDigit,
  verhoeffValid,
} from './nri-onboarding';

const MSG = nriOnboardingMessages.errors;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('PAN', () => {
  it('accepts AAAAA9999A with a known entity character', () => {
    expect(panProblem('ABCPE1234F')).toBeNull();
    expect(panProblem('abcpe 1234f')).toBeNull();
    expect(panProblem('AAACQ1234Z')).toBeNull();
  });
  it('refuses other shapes with the format text', () => {
    for (const bad of ['ABCPE1234', 'ABCP1E234F', '1BCPE1234F', 'ABCPE12345', ''])
      expect(panProblem(bad)).toBe(MSG.panFormat);
  });
  it('refuses an unknown entity character', () => {
    expect(panProblem('ABCXE1234F')).toBe(MSG.panEntity);
    expect(panProblem('ABCDE1234F')).toBe(MSG.panEntity);
  });
  it("asks an individual's return for a P PAN", () => {
    expect(panProblem('AAACQ1234Z', { individual: true })).toBe(MSG.panNotIndividual);
    expect(panProblem('ABCPE1234F', { individual: true })).toBeNull();
  });
});

describe('Aadhaar', () => {
  it('computes and checks the Verhoeff digit', () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    expect(verhoeffCheckDigit('23456789012')).toBe(4);
  });
  it('accepts 12 digits ending in the check digit, with spaces', () => {
    expect(aadhaarProblem('2345 6789 0124')).toBeNull();
    expect(aadhaarProblem('498732165402')).toBeNull();
  });
  it('refuses a wrong check digit, a wrong length and a leading 0 or 1', () => {
    expect(aadhaarProblem('234567890125')).toBe(MSG.aadhaarChecksum);
    expect(aadhaarProblem('23456789012')).toBe(MSG.aadhaarFormat);
    expect(aadhaarProblem('134567890124')).toBe(MSG.aadhaarFormat);
    expect(aadhaarProblem('2345678901x4')).toBe(MSG.aadhaarFormat);
  });
});

describe('passport', () => {
  it('accepts 6 to 9 letters and digits with a digit', () => {
    expect(passportProblem('K1234567')).toBeNull();
    expect(passportProblem('533380006')).toBeNull();
    expect(passportProblem('ABCDEFG')).toBe(MSG.passportFormat);
    expect(passportProblem('K12')).toBe(MSG.passportFormat);
  });
});

describe('date of birth', () => {
  it('normalises DD/MM/YYYY, DD-MM-YYYY, ISO dates and date-times to YYYY-MM-DD', () => {
    expect(normaliseDob('14/05/1987')).toBe('1987-05-14');
    expect(normaliseDob('4-5-1987')).toBe('1987-05-04');
    expect(normaliseDob('1987-05-14')).toBe('1987-05-14');
    expect(normaliseDob('1987-05-14T00:00:00.000Z')).toBe('1987-05-14');
    expect(normaliseDob('1987-05-14T23:30:00+05:30')).toBe('1987-05-14');
  });
  it('refuses dates that do not exist and other shapes', () => {
    expect(normaliseDob('31/02/1990')).toBeNull();
    expect(normaliseDob('1990/02/01')).toBeNull();
    expect(normaliseDob('yesterday')).toBeNull();
    expect(normaliseDob(null)).toBeNull();
  });
  it('refuses a birth date in the future or before 1900', () => {
    expect(dobSchema.safeParse('01/01/2999').error?.issues[0]?.message).toBe(MSG.dobRange);
    expect(dobSchema.safeParse('01/01/1850').error?.issues[0]?.message).toBe(MSG.dobRange);
    expect(dobSchema.parse('14/05/1987')).toBe('1987-05-14');
  });
});

describe('identity, stay and declaration', () => {
  it('needs the PAN number when the client has one, and an individual one', () => {
    const r = identitySchema.safeParse({
      panStatus: 'available',
      aadhaarStatus: 'not_eligible',
      passportNumber: 'K1234567',
    });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['panNumber']);
    const company = identitySchema.safeParse({
      panStatus: 'available',
      panNumber: 'AAACQ1234Z',
      aadhaarStatus: 'not_eligible',
      passportNumber: 'K1234567',
    });
    expect(company.error?.issues[0]?.message).toBe(MSG.panNotIndividual);
  });
  it('bounds the days in India', () => {
    const base = {
      citizenship: 'indian_citizen',
      situation: 'visiting',
      indianIncomeAboveThreshold: false,
      liableToTaxElsewhere: true,
      nonResidentYearsOfPreceding10: 10,
      daysInIndia7Yrs: 200,
    };
    expect(stayDurationSchema.safeParse({ ...base, daysInIndia: 367, daysInIndia4Yrs: 100 }).success).toBe(
      false,
    );
    expect(stayDurationSchema.safeParse({ ...base, daysInIndia: 30, daysInIndia4Yrs: 1462 }).success).toBe(
      false,
    );
    expect(stayDurationSchema.safeParse({ ...base, daysInIndia: 366, daysInIndia4Yrs: 0 }).success).toBe(
      true,
    );
  });
  it('computes the residency with its reasons from the stay', () => {
    const nr = residencyOf({
      daysInIndia: 40,
      daysInIndia4Yrs: 100,
      citizenship: 'indian_citizen',
      situation: 'visiting',
      indianIncomeAboveThreshold: false,
      liableToTaxElsewhere: true,
      nonResidentYearsOfPreceding10: 10,
      daysInIndia7Yrs: 200,
    });
    expect(nr?.status).toBe('non_resident');
    expect(nr?.reasons[0]).toContain('40 days');
    const ror = residencyOf({
      daysInIndia: 200,
      daysInIndia4Yrs: 1000,
      citizenship: 'indian_citizen',
      situation: 'other',
      indianIncomeAboveThreshold: false,
      liableToTaxElsewhere: false,
      nonResidentYearsOfPreceding10: 0,
      daysInIndia7Yrs: 2000,
    });
    expect(ror?.status).toBe('ror');
    expect(residencyOf({ daysInIndia: 10 })).toBeNull();
  });
  it('takes a typed or a drawn PNG signature and refuses anything else', () => {
    const d = { accuracy: true, authorization: true, date: '2026-11-26', place: 'Dubai' };
    expect(declarationSchema.safeParse({ ...d, signature: 'Rohan Mehta' }).success).toBe(true);
    expect(declarationSchema.safeParse({ ...d, signature: PNG }).success).toBe(true);
    expect(
      declarationSchema.safeParse({ ...d, signature: 'data:image/svg+xml;base64,PHN2Zz4=' }).error?.issues[0]
        ?.message,
    ).toBe(MSG.signatureImage);
    expect(
      declarationSchema.safeParse({ ...d, signature: PNG + 'A'.repeat(200_000) }).error?.issues[0]?.message,
    ).toBe(MSG.signatureTooLarge);
    expect(
      declarationSchema.safeParse({ ...d, accuracy: false, signature: 'Rohan Mehta' }).error?.issues[0]
        ?.message,
    ).toBe(MSG.accuracyRequired);
  });
  it('checks formats of a partial update and normalises its dob', () => {
    expect(updateNriBodySchema.parse({ dob: '14/05/1987' }).dob).toBe('1987-05-14');
    expect(
      updateNriBodySchema.safeParse({ identityData: { aadhaarNumber: '234567890125' } }).error?.issues[0]
        ?.message,
    ).toBe(MSG.aadhaarChecksum);
    expect(updateNriBodySchema.safeParse({ step: 9 }).success).toBe(false);
    expect(updateNriBodySchema.safeParse({ stayDurationData: { daysInIndia: 400 } }).success).toBe(false);
  });
  it('lists what a session still lacks', () => {
    const issues = checkNriSessionReady({
      fullName: 'Rohan Mehta',
      contactEmail: 'rohan@example.com',
      contactNumber: '+971 50 123 4567',
      identityData: {},
      dob: null,
      gender: null,
      stayDurationData: {},
      addressData: {},
      jurisdictionOfResidence: null,
      taxpayerIdentificationNumber: null,
      incomeSources: [],
      deductions: [],
      filingType: 'original',
      declarationData: {},
    });
    const paths = issues.map((i) => i.path);
    expect(paths).toContain('stayDurationData.daysInIndia');
    expect(paths).toContain('identityData.passportNumber');
    expect(paths).toContain('dob');
    expect(paths).toContain('incomeSources');
    expect(paths).toContain('declarationData.accuracy');
  });
});

describe('quote rules', () => {
  const base = {
    deductions: [] as string[],
    residencyStatus: 'non_resident' as const,
    filingType: 'original',
  };
  it('has no lines without income sources', () => {
    expect(nriQuoteRules({ ...base, incomeSources: [] })).toEqual([]);
  });
  it('files ITR-2 by default and ITR-3 with business income', () => {
    expect(nriReturnType(['interest'])).toBe('ITR-2');
    expect(nriReturnType(['interest', 'business'])).toBe('ITR-3');
    expect(nriQuoteRules({ ...base, incomeSources: ['interest'] }).map((r) => r.serviceId)).toEqual([21]);
    expect(nriQuoteRules({ ...base, incomeSources: ['business'] }).map((r) => r.serviceId)).toEqual([21, 24]);
  });
  it('adds capital gains, foreign assets for an ROR, DTAA relief and a revised return', () => {
    const ids = nriQuoteRules({
      incomeSources: ['property_sale'],
      deductions: ['dtaa_relief'],
      residencyStatus: 'ror',
      filingType: 'revised',
    }).map((r) => r.serviceId);
    expect(ids).toEqual([21, 22, 25, 26, 27]);
    expect(
      nriQuoteRules({ ...base, incomeSources: ['capital_gains'], residencyStatus: 'rnor' }).map(
        (r) => r.serviceId,
      ),
    ).toEqual([21, 22]);
  });
  it('names the assessment year of the financial year last ended', () => {
    expect(nriAssessmentYear(new Date('2026-11-26T00:00:00Z'))).toBe('2026-27');
    expect(nriAssessmentYear(new Date('2026-03-31T00:00:00Z'))).toBe('2025-26');
    expect(nriAssessmentYear(new Date('2099-04-01T00:00:00Z'))).toBe('2099-00');
  });
});
