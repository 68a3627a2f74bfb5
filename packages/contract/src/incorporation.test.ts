import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkIncorporationReady,
  companyDetailsSchema,
  companyNameProblem,
  directorEntrySchema,
  registrationDateSchema,
  checkIncorporationNames,
  updateIncorporationBodySchema,
  updateIncorporationFieldsSchema,
  requiredKycFilesFor,
  LEGAL_ENDINGS,
  opcMemberError,
  shareAllocationError,
  shareholdersStepSchema,
  startIncorporationBodySchema,
} from './incorporation';
import { incorporationMessages } from './messages';

const MSG = incorporationMessages.errors;
const director = {
  fullName: 'Mei Ling Tan',
  email: 'mei@example.com',
  nationality: 'Singaporean',
  idType: 'nric' as const,
  idNumber: 'S8712345B',
  dateOfBirth: '1987-05-14',
  address: '12 Orchard Boulevard, Singapore 248646',
  isResident: true,
  files: {
    nricFront: { fileId: '6b0d7a43-9f0e-4a55-9a36-3f7e0f0b9c11', name: 'nric-front.jpg' },
    nricBack: { fileId: '6b0d7a43-9f0e-4a55-9a36-3f7e0f0b9c13', name: 'nric-back.jpg' },
    proofOfAddress: { fileId: '6b0d7a43-9f0e-4a55-9a36-3f7e0f0b9c12', name: 'a.pdf' },
  },
};
const shareholder = { type: 'individual' as const, fullName: 'Mei Ling Tan', email: 'mei@example.com', nationality: 'Singaporean', idNumber: 'S8712345B', address: '12 Orchard Boulevard, Singapore 248646', shares: 100 };
const details = { jurisdiction: 'SG' as const, companyType: 'private_limited' as const, businessActivity: 'Software consultancy', financialYearEnd: '12-31', shareCapital: { currency: 'sgd', issuedShares: 100, paidUpCapitalMinor: 10000 } };
const ready = { fullName: 'Mei Ling Tan', contactEmail: 'mei@example.com', contactNumber: '+65 9123 4567', companyName: 'Lumen Labs Pte. Ltd.', companyDetails: details, directorData: [director], shareholderData: [shareholder], useNomineeDirector: false };

describe('incorporation schemas', () => {
  it('explains bad contact details clearly', () => {
    const r = startIncorporationBodySchema.safeParse({ fullName: 'A', contactEmail: 'x', contactNumber: '12' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      fullName: 'Enter the full name (at least 2 characters)',
      contactEmail: 'Enter a valid e-mail address',
      contactNumber: 'Enter a phone number of 6 to 15 digits',
    });
  });

  it('needs directors of at least 18 and a company type offered in the jurisdiction', () => {
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const r = directorEntrySchema.safeParse({ ...director, dateOfBirth: young.toISOString().slice(0, 10) });
    expect(r.error?.issues[0]?.message).toBe('Directors must be at least 18 years old');
    expect(ageOn('2000-02-29', new Date('2018-02-28T00:00:00Z'))).toBe(17);
    expect(ageOn('2000-02-29', new Date('2018-03-01T00:00:00Z'))).toBe(18);
    const type = companyDetailsSchema.safeParse({ ...details, jurisdiction: 'AE' });
    expect(type.error?.issues[0]).toMatchObject({ path: ['companyType'], message: MSG.companyTypeNotOffered('private limited company', 'United Arab Emirates') });
    expect(companyDetailsSchema.parse(details).shareCapital.currency).toBe('SGD');
  });

  it("checks that the shareholders' shares add up to the shares issued", () => {
    expect(shareAllocationError([{ shares: 60 }, { shares: 40 }], 100)).toBeNull();
    expect(shareAllocationError([{ shares: 60 }, { shares: 30 }], 100)).toBe(MSG.sharesMismatch(90, 100));
    expect(shareAllocationError([{ shares: 60 }], undefined)).toBe(MSG.issuedSharesMissing);
    const step = shareholdersStepSchema.safeParse({ issuedShares: 1000, shareholderData: [{ ...shareholder, shares: 1001 }] });
    expect(step.error?.issues.map((i) => i.message)).toEqual([MSG.sharesMismatch(1001, 1000)]);
    expect(MSG.sharesMismatch(1500000, 2000000)).toContain('1,500,000');
  });
});

describe('checkIncorporationReady', () => {
  it('passes a complete application', () => {
    expect(checkIncorporationReady(ready)).toEqual([]);
  });

  it('lets a shareholder who is also a director use the director\u2019s files; a corporate shareholder needs its certificate', () => {
    const corporate = { ...shareholder, type: 'corporate' as const, email: 'board@holdco.example', fullName: 'Holdco Ltd', shares: 50 };
    const issues = checkIncorporationReady({ ...ready, shareholderData: [{ ...shareholder, shares: 50 }, corporate] });
    expect(issues).toEqual([{ path: 'shareholderData.1.files.certificateOfIncorporation', message: MSG.missingFile('shareholder', 2, 'certificate of incorporation') }]);
  });

  it('needs a Singapore-resident director unless the nominee service is chosen', () => {
    const nonResident = { ...ready, directorData: [{ ...director, isResident: false }] };
    expect(checkIncorporationReady(nonResident)).toEqual([{ path: 'directorData', message: MSG.residentDirectorRequired }]);
    expect(checkIncorporationReady({ ...nonResident, useNomineeDirector: true })).toEqual([]);
    expect(checkIncorporationReady({ ...nonResident, companyDetails: { ...details, jurisdiction: 'IN' as const } })).toEqual([]);
  });

  it('offers a one person company in India only, with exactly one shareholder who is an individual', () => {
    const opcDetails = { ...details, jurisdiction: 'IN' as const, companyType: 'opc' as const, shareCapital: { currency: 'INR', issuedShares: 100, paidUpCapitalMinor: 10000000 } };
    const indian = { ...director, idType: 'passport' as const, isResident: false, files: { passport: { fileId: '6b0d7a43-9f0e-4a55-9a36-3f7e0f0b9c31', name: 'p.pdf' }, proofOfAddress: director.files.proofOfAddress } };
    const opc = { ...ready, companyName: 'Lumen Labs', companyDetails: opcDetails, directorData: [indian], shareholderData: [{ ...shareholder, nationality: 'Indian' }] };
    expect(checkIncorporationReady(opc)).toEqual([]);
    expect(opcMemberError('opc', [{ type: 'individual' }])).toBeNull();
    expect(opcMemberError('private_limited', [{}, {}])).toBeNull();

    const two = checkIncorporationReady({ ...opc, shareholderData: [{ ...shareholder, shares: 50 }, { ...shareholder, email: 'raj@example.com', fullName: 'Raj Mehta', shares: 50 }] });
    expect(two).toContainEqual({ path: 'shareholderData', message: MSG.opcOneMember });
    expect(opcMemberError('opc', [{ type: 'corporate' }])).toBe(MSG.opcOneMember);
    expect(checkIncorporationReady({ ...opc, shareholderData: [shareholder] })).toEqual([{ path: 'shareholderData', message: MSG.opcIndianMember }]);
    expect(opcMemberError('opc', [{ nationality: ' india ' }])).toBeNull();
    expect(LEGAL_ENDINGS.IN.opc).toBe('(OPC) Private Limited');

    const sgOpc = companyDetailsSchema.safeParse({ ...details, companyType: 'opc' });
    expect(sgOpc.success).toBe(false);
    expect(companyDetailsSchema.safeParse(opcDetails).success).toBe(true);
  });

  it('asks each person for the documents of their identity type: NRIC front and back, not a passport (issue 12 item 6)', () => {
    const passportOnly = { passport: { fileId: '6b0d7a43-9f0e-4a55-9a36-3f7e0f0b9c21', name: 'p.pdf' }, proofOfAddress: director.files.proofOfAddress };
    const issues = checkIncorporationReady({ ...ready, directorData: [{ ...director, files: passportOnly }] });
    expect(issues).toEqual([
      { path: 'directorData.0.files.nricFront', message: MSG.missingFile('director', 1, 'NRIC (front)') },
      { path: 'directorData.0.files.nricBack', message: MSG.missingFile('director', 1, 'NRIC (back)') },
      // The same person as a shareholder (same e-mail) is asked for what the director's document needs.
      { path: 'shareholderData.0.files.nricFront', message: MSG.missingFile('shareholder', 1, 'NRIC (front)') },
      { path: 'shareholderData.0.files.nricBack', message: MSG.missingFile('shareholder', 1, 'NRIC (back)') },
    ]);
    // A passport holder gives the passport and a proof of address.
    expect(checkIncorporationReady({ ...ready, directorData: [{ ...director, idType: 'passport', files: passportOnly }] })).toEqual([]);
    // An NRIC holder living abroad also shows where they live now.
    const abroad = { ...director, isResident: false, files: { nricFront: director.files.nricFront, nricBack: director.files.nricBack } };
    expect(checkIncorporationReady({ ...ready, useNomineeDirector: true, directorData: [abroad] })).toEqual([
      { path: 'directorData.0.files.proofOfAddress', message: MSG.missingFile('director', 1, 'proof of address') },
      { path: 'shareholderData.0.files.proofOfAddress', message: MSG.missingFile('shareholder', 1, 'proof of address') },
    ]);
    // Aadhaar: the card's front and back; a shareholder who is not a director, by their own identity type.
    expect(requiredKycFilesFor({ idType: 'aadhaar' })).toEqual(['aadhaarFront', 'aadhaarBack']);
    const other = { ...shareholder, email: 'wei@example.com', idType: 'nric' as const, shares: 50 };
    const withOther = checkIncorporationReady({ ...ready, shareholderData: [{ ...shareholder, shares: 50 }, other] });
    expect(withOther.map((i) => i.path)).toEqual(['shareholderData.1.files.nricFront', 'shareholderData.1.files.nricBack']);
  });

  it('reads empty draft fields as missing', () => {
    const issues = checkIncorporationReady({ ...ready, directorData: [{ ...director, address: '', dateOfBirth: '' }] });
    expect(issues.map((i) => i.path)).toEqual(['directorData.0.dateOfBirth', 'directorData.0.address']);
  });
});

describe('company names and dates (issue 12 item 4)', () => {
  it("refuses offensive words and each registry's restricted words, as whole words", () => {
    expect(companyNameProblem('Harbour Bank', 'SG')).toBe(MSG.nameRestricted('bank', 'the Monetary Authority of Singapore'));
    expect(companyNameProblem('Riverbank Studios', 'SG')).toBeNull();
    expect(companyNameProblem('Marina Architects', 'SG')).toContain('Board of Architects');
    expect(companyNameProblem('Marina Architects', 'IN')).toBeNull();
    expect(companyNameProblem('Shakti Nidhi', 'IN')).toContain('"nidhi"');
    expect(companyNameProblem('FuckCo Trading', 'AE')).toBe(MSG.nameOffensive);
    // Words hidden inside innocent ones are not offensive.
    expect(companyNameProblem('Scunthorpe Therapists', 'SG')).toBeNull();
    // Not chosen yet: every registry's words count.
    expect(companyNameProblem('Marina Architects')).toContain('Board of Architects');
  });

  it('wants a registration date from today on, and the alternative name checked like the first', () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(registrationDateSchema.safeParse(yesterday).error?.issues[0]?.message).toBe(MSG.registrationDatePast);
    expect(registrationDateSchema.safeParse(new Date().toISOString().slice(0, 10)).success).toBe(true);
    const r = updateIncorporationBodySchema.safeParse({ companyName: 'Lumen Labs', companyName_optional: 'LUMEN-LABS', companyDetails: { jurisdiction: 'SG' } });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['companyName_optional', MSG.alternativeSameAsFirst]]);
    const bad = updateIncorporationBodySchema.safeParse({ companyName: 'Lumen Labs', companyName_optional: 'Lumen Insurance', companyDetails: { jurisdiction: 'SG' } });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['companyName_optional'], message: MSG.nameRestricted('insurance', 'the Monetary Authority of Singapore') });
  });

  it('lets a form pick the fields it edits and keep the name rules (the admin staging form does)', () => {
    // zod refuses .pick() on a refined object: the admin's staging page crashed on it before the split.
    const contact = updateIncorporationFieldsSchema.pick({ fullName: true, companyName: true }).superRefine(checkIncorporationNames);
    expect(contact.safeParse({ fullName: 'Asha Menon', companyName: 'Harbour Studio' }).success).toBe(true);
    expect(contact.safeParse({ fullName: 'Asha Menon', companyName: 'Harbour Bank' }).error?.issues[0]?.path).toEqual(['companyName']);
  });
});
