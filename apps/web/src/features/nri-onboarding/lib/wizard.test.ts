import { describe, expect, it } from 'vitest';
import type { NriSession } from '@quayside/contract/nri-onboarding';
import { clampNriStep, maxReachableNriStep, nriKeyOf, nriStepOf } from './wizard';

const session = (over: Partial<NriSession>) => ({ step: 1, isEmailVerified: false, ...over }) as NriSession;

describe('NRI wizard steps', () => {
  it('opens only the contact step before a session exists, and the verify step until the e-mail is verified', () => {
    expect(maxReachableNriStep(null)).toBe(nriStepOf('contact'));
    expect(maxReachableNriStep(session({ step: 6 }))).toBe(nriStepOf('verify'));
  });
  it('opens the residency step once verified, then the furthest step saved', () => {
    expect(maxReachableNriStep(session({ step: 2, isEmailVerified: true }))).toBe(nriStepOf('residency'));
    expect(maxReachableNriStep(session({ step: 6, isEmailVerified: true }))).toBe(nriStepOf('income'));
  });
  it('keeps step numbers within the wizard', () => {
    expect(clampNriStep(0)).toBe(1);
    expect(clampNriStep(42)).toBe(8);
    expect(clampNriStep(Number.NaN)).toBe(1);
    expect(nriKeyOf(8)).toBe('checkout');
  });
});
