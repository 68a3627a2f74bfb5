import { describe, expect, it } from 'vitest';
import type { IncorporationSession } from '@quayside/contract/incorporation';
import {
  draftCleared,
  draftEdited,
  draftSaved,
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

describe('drafts of the step being typed (issue 12 item 5)', () => {
  it('apply at once, stay on top of a server answer until saved, and go when saved or superseded', () => {
    const loaded = incorporationReducer(initialIncorporationState, sessionLoaded(session({ companyName: 'Old Name' })));
    const draft = { companyName: 'Lumen Labs', companyDetails: { businessActivity: 'Software' } };
    const edited = incorporationReducer(loaded, draftEdited(draft));
    expect(edited).toMatchObject({ companyName: 'Lumen Labs', companyDetails: { businessActivity: 'Software' }, pendingDraft: draft });
    // A resume (after a reload) answers the server's older copy: the unsaved edits stay.
    const resumed = incorporationReducer(edited, sessionLoaded(session({ companyName: 'Old Name' })));
    expect(resumed).toMatchObject({ companyName: 'Lumen Labs', pendingDraft: draft });
    // Not for another application.
    const other = incorporationReducer(edited, sessionLoaded(session({ id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' })));
    expect(other.pendingDraft).toBeNull();
    expect(other.companyName).toBeNull();
    // Saved: nothing pending; a newer draft meanwhile stays pending.
    expect(incorporationReducer(edited, draftSaved(draft)).pendingDraft).toBeNull();
    expect(incorporationReducer(edited, draftSaved({ companyName: 'Lumen' })).pendingDraft).toEqual(draft);
    expect(incorporationReducer(edited, draftCleared()).pendingDraft).toBeNull();
  });
});
