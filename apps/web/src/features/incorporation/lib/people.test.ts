import { describe, expect, it } from 'vitest';
import {
  allocatedShares,
  allocationMessage,
  coveringDirector,
  directorsStepSchema,
  shareholdersFormSchema,
} from './people';

const file = { fileId: '5b0b6f0e-9a39-4c3a-8f0e-6f0f6f4f0a01', name: 'passport.pdf' };
const director = {
  fullName: 'Asha Menon',
  email: 'asha@example.com',
  nationality: 'India',
  idType: 'passport' as const,
  idNumber: 'K1234567',
  dateOfBirth: '1985-04-12',
  address: '12 Marina Boulevard, Singapore',
  isResident: true,
  files: { passport: file, proofOfAddress: { ...file, fileId: '5b0b6f0e-9a39-4c3a-8f0e-6f0f6f4f0a02' } },
};
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('directorsStepSchema', () => {
  it('accepts a complete director', () => {
    expect(
      directorsStepSchema('SG').safeParse({ directorData: [director], useNomineeDirector: false }).success,
    ).toBe(true);
  });

  it('asks for the KYC files even while other fields are still wrong', () => {
    const r = directorsStepSchema('IN').safeParse({
      directorData: [{ ...director, idType: undefined, files: {} }],
    });
    expect(issues(r)).toEqual(
      expect.arrayContaining([
        ['directorData.0.idType', 'Choose the type of identity document'],
        ['directorData.0.files.passport', 'Upload the passport of director 1.'],
        ['directorData.0.files.proofOfAddress', 'Upload the proof of address of director 1.'],
      ]),
    );
  });

  it('asks an NRIC holder for the NRIC front and back, not a passport (issue 12 item 6)', () => {
    const nric = { ...director, idType: 'nric' as const, idNumber: 'S8712345B', files: {} };
    expect(issues(directorsStepSchema('SG').safeParse({ directorData: [nric], useNomineeDirector: false }))).toEqual([
      ['directorData.0.files.nricFront', 'Upload the NRIC (front) of director 1.'],
      ['directorData.0.files.nricBack', 'Upload the NRIC (back) of director 1.'],
    ]);
    const withNric = {
      ...nric,
      files: { nricFront: file, nricBack: { ...file, fileId: '5b0b6f0e-9a39-4c3a-8f0e-6f0f6f4f0a03' } },
    };
    expect(
      directorsStepSchema('SG').safeParse({ directorData: [withNric], useNomineeDirector: false }).success,
    ).toBe(true);
    // One who lives abroad also shows where they live now.
    expect(
      issues(
        directorsStepSchema('SG').safeParse({
          directorData: [{ ...withNric, isResident: false }],
          useNomineeDirector: true,
        }),
      ),
    ).toEqual([['directorData.0.files.proofOfAddress', 'Upload the proof of address of director 1.']]);
  });

  it('asks an Aadhaar holder for the card front and back', () => {
    const aadhaar = { ...director, idType: 'aadhaar' as const, files: {} };
    expect(issues(directorsStepSchema('IN').safeParse({ directorData: [aadhaar] }))).toEqual([
      ['directorData.0.files.aadhaarFront', 'Upload the Aadhaar card (front) of director 1.'],
      ['directorData.0.files.aadhaarBack', 'Upload the Aadhaar card (back) of director 1.'],
    ]);
  });

  it('needs a Singapore resident director or the nominee service in Singapore only', () => {
    const nonResident = { ...director, isResident: false };
    expect(
      issues(directorsStepSchema('SG').safeParse({ directorData: [nonResident], useNomineeDirector: false })),
    ).toEqual([
      [
        'directorData',
        'A Singapore company needs at least one director resident in Singapore, or our nominee director service.',
      ],
    ]);
    expect(
      directorsStepSchema('SG').safeParse({ directorData: [nonResident], useNomineeDirector: true }).success,
    ).toBe(true);
    expect(
      directorsStepSchema('AE').safeParse({ directorData: [nonResident], useNomineeDirector: false }).success,
    ).toBe(true);
  });

  it('needs at least one director', () => {
    expect(
      issues(directorsStepSchema('SG').safeParse({ directorData: [], useNomineeDirector: true })),
    ).toEqual([['directorData', 'Add at least one director.']]);
  });
});

describe('shareholdersFormSchema', () => {
  const holder = {
    type: 'individual',
    fullName: 'Asha Menon',
    email: 'asha@example.com',
    nationality: 'India',
    idNumber: 'K1234567',
    address: '12 Marina Boulevard',
    shares: 1000,
    shareClass: 'Ordinary',
    files: {},
  };

  it('lets a director-shareholder rely on the director files (same e-mail)', () => {
    expect(
      shareholdersFormSchema([director]).safeParse({ issuedShares: 1000, shareholderData: [holder] }).success,
    ).toBe(true);
  });

  it("asks a director-shareholder for what the director's identity document needs", () => {
    const nricDirector = { ...director, idType: 'nric' as const, files: {} };
    expect(
      issues(shareholdersFormSchema([nricDirector]).safeParse({ issuedShares: 1000, shareholderData: [holder] })),
    ).toEqual([
      ['shareholderData.0.files.nricFront', 'Upload the NRIC (front) of shareholder 1.'],
      ['shareholderData.0.files.nricBack', 'Upload the NRIC (back) of shareholder 1.'],
    ]);
  });

  it("asks a shareholder who is not a director for what their own identity document needs", () => {
    const r = shareholdersFormSchema([director]).safeParse({
      issuedShares: 1000,
      shareholderData: [{ ...holder, email: 'wei@example.com', idType: 'nric' }],
    });
    expect(issues(r)).toEqual([
      ['shareholderData.0.files.nricFront', 'Upload the NRIC (front) of shareholder 1.'],
      ['shareholderData.0.files.nricBack', 'Upload the NRIC (back) of shareholder 1.'],
    ]);
  });

  it('asks a corporate shareholder for its certificate of incorporation', () => {
    const r = shareholdersFormSchema([director]).safeParse({
      issuedShares: 1000,
      shareholderData: [{ ...holder, type: 'corporate', email: 'corp@example.com' }],
    });
    expect(issues(r)).toEqual([
      [
        'shareholderData.0.files.certificateOfIncorporation',
        'Upload the certificate of incorporation of shareholder 1.',
      ],
    ]);
  });

  it('gives a one person company one individual shareholder, an Indian citizen', () => {
    const opc = (list: (typeof holder)[]) => issues(shareholdersFormSchema([director], 'opc').safeParse({ issuedShares: 1000, shareholderData: list }));
    expect(opc([holder])).toEqual([]);
    const half = { ...holder, shares: 500 };
    expect(opc([half, { ...half, email: 'wei@example.com', fullName: 'Wei Tan' }])).toContainEqual([
      'shareholderData',
      'A one person company has exactly one shareholder, who must be an individual: remove the others or choose a private limited company.',
    ]);
    expect(opc([{ ...holder, nationality: 'Singaporean' }])).toEqual([
      ['shareholderData', 'The sole member of a one person company must be an Indian citizen, living in India or abroad.'],
    ]);
    // Any other company type keeps its many shareholders.
    expect(issues(shareholdersFormSchema([director], 'private_limited').safeParse({ issuedShares: 1000, shareholderData: [half, { ...half, email: 'wei@example.com' }] }))).toEqual([
      ['shareholderData.1.files.passport', 'Upload the passport of shareholder 2.'],
      ['shareholderData.1.files.proofOfAddress', 'Upload the proof of address of shareholder 2.'],
    ]);
  });

  it('refuses an allocation that does not add up', () => {
    const r = shareholdersFormSchema([director]).safeParse({
      issuedShares: 1000,
      shareholderData: [{ ...holder, shares: 600 }],
    });
    expect(issues(r)).toEqual([
      [
        'shareholderData',
        'The shareholders hold 600 shares in total but the company issues 1,000. The allocation must add up exactly.',
      ],
    ]);
  });
});

describe('running total', () => {
  it('counts blank or half-typed entries as 0', () => {
    expect(allocatedShares([{ shares: 600 }, { shares: Number.NaN }, {}])).toBe(600);
    expect(allocationMessage([{ shares: 600 }, { shares: 400 }], 1000)).toBeNull();
    expect(allocationMessage([{ shares: 600 }], Number.NaN)).toBe(
      'Enter the number of shares the company will issue before allocating them.',
    );
  });

  it('matches director files by e-mail without case', () => {
    expect(coveringDirector(' ASHA@example.com', [director])).toBe(director);
    expect(coveringDirector('other@example.com', [director])).toBeUndefined();
  });
});
