import { describe, expect, it } from 'vitest';
import type { IncorporationSession } from '@quayside/contract/incorporation';
import {
  incorporationReducer,
  incorporationReset,
  initialIncorporationState,
  otpSent,
  sessionLoaded,
} from './incorporation-slice';
import { clampStep, maxReachableStep } from './lib/steps';

const session = (over: Partial<IncorporationSession> = {}): IncorporationSession => ({
  id: '0b6f1c1e-4f7a-4f55-9d51-1f2a3b4c5d6e',
  fullName: 'Asha Menon',
  companyName: null,
  companyName_optional: null,
  contactEmail: 'asha@example.com',
  contactNumber: '9123 4567',
  countryCode: '+65',
  registrationDate: null,
  directorData: [],
  shareholderData: [],
  servicesSelected: [],
  companyDetails: null,
  useNomineeDirector: false,
  currentStep: 1,
  status: 'in_progress',
  isEmailVerified: false,
  isPaid: false,
  isCompleted: false,
  companyId: null,
  uploadedFiles: [],
  quote: null,
  paymentStatus: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  completedAt: null,
  ...over,
});

describe('incorporation slice', () => {
  it('starts at step 1 with no session', () => {
    expect(initialIncorporationState).toMatchObject({ sessionId: null, currentStep: 1 });
  });

  it('takes the server session whole, keeping the spec field names', () => {
    const state = incorporationReducer(
      undefined,
      sessionLoaded(session({ companyName: 'Harbourline', currentStep: 3, isEmailVerified: true })),
    );
    expect(state).toMatchObject({
      sessionId: session().id,
      companyName: 'Harbourline',
      currentStep: 3,
      isEmailVerified: true,
      countryCode: '+65',
    });
  });

  it('keeps the sent-code note for the same session and address only', () => {
    let state = incorporationReducer(undefined, sessionLoaded(session()));
    state = incorporationReducer(state, otpSent({ sentTo: 'a***@example.com', at: 1000 }));
    expect(incorporationReducer(state, sessionLoaded(session({ currentStep: 2 }))).otpSentAt).toBe(1000);
    expect(
      incorporationReducer(state, sessionLoaded(session({ contactEmail: 'new@example.com' }))).otpSentAt,
    ).toBeNull();
    expect(incorporationReducer(state, incorporationReset())).toEqual(initialIncorporationState);
  });
});

describe('step locking', () => {
  it('opens only step 1 without a session, and nothing past the e-mail check before verification', () => {
    expect(maxReachableStep({ sessionId: null, currentStep: 5, isEmailVerified: true })).toBe(1);
    expect(maxReachableStep({ sessionId: 'x', currentStep: 6, isEmailVerified: false })).toBe(2);
    expect(maxReachableStep({ sessionId: 'x', currentStep: 2, isEmailVerified: true })).toBe(3);
    expect(maxReachableStep({ sessionId: 'x', currentStep: 6, isEmailVerified: true })).toBe(6);
  });

  it('clamps step numbers from the URL', () => {
    expect(clampStep(0)).toBe(1);
    expect(clampStep(Number.NaN)).toBe(1);
    expect(clampStep(99)).toBe(7);
    expect(clampStep(4.7)).toBe(4);
  });
});
