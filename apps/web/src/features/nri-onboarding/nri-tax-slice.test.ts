import { describe, expect, it } from 'vitest';
import type { NriSession } from '@quayside/contract/nri-onboarding';
import {
  initialNriTaxState,
  nriOtpSent,
  nriSessionLoaded,
  nriTaxReducer,
  nriTaxReset,
} from './nri-tax-slice';

const session = (over: Partial<NriSession> = {}): NriSession => ({
  id: '6b0d7a43-9f0e-4a55-9a36-3f7e0f0b9c11',
  step: 3,
  fullName: 'Rohan Mehta',
  contactEmail: 'rohan@example.com',
  contactNumber: '+971 50 123 4567',
  countryCode: '+971',
  residencyStatus: null,
  residencyReasons: [],
  residencyLabel: null,
  addressData: {},
  identityData: {},
  dob: null,
  gender: null,
  stayDurationData: {},
  jurisdictionOfResidence: null,
  taxpayerIdentificationNumber: null,
  incomeSources: [],
  deductions: [],
  filingType: 'original',
  declarationData: {},
  isCompleted: false,
  isPaid: false,
  isEmailVerified: false,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('nriTax slice', () => {
  it('keeps the answers and the verified flag the server sent', () => {
    const state = nriTaxReducer(
      initialNriTaxState,
      nriSessionLoaded(session({ isEmailVerified: true, dob: '1987-05-14' })),
    );
    expect(state).toMatchObject({
      sessionId: session().id,
      otpVerified: true,
      formData: { dob: '1987-05-14', step: 3 },
    });
  });
  it('forgets where the code went when the address changes', () => {
    let state = nriTaxReducer(initialNriTaxState, nriSessionLoaded(session()));
    state = nriTaxReducer(state, nriOtpSent({ sentTo: 'r***@example.com', at: 1 }));
    expect(nriTaxReducer(state, nriSessionLoaded(session())).otpSentAt).toBe(1);
    expect(
      nriTaxReducer(state, nriSessionLoaded(session({ contactEmail: 'new@example.com' }))).otpSentAt,
    ).toBeNull();
  });
  it('starts over', () => {
    const state = nriTaxReducer(
      nriTaxReducer(initialNriTaxState, nriSessionLoaded(session())),
      nriTaxReset(),
    );
    expect(state).toEqual(initialNriTaxState);
  });
});
