import { INCORPORATION_FIRST_STEP } from '@quayside/contract/constants';
import { INCORPORATION_LAST_STEP, INCORPORATION_STEPS } from '@quayside/contract/incorporation';

export type StepKey = (typeof INCORPORATION_STEPS)[number]['key'];

/** The step number of a step key (the contract's INCORPORATION_STEPS). */
export function stepOf(key: StepKey): number {
  const found = INCORPORATION_STEPS.find((s) => s.key === key);
  if (!found) throw new Error(`Unknown incorporation step ${key}`);
  return found.step;
}

export function keyOf(step: number): StepKey {
  return (INCORPORATION_STEPS.find((s) => s.step === step) ?? INCORPORATION_STEPS[0]).key;
}

export function clampStep(step: number): number {
  return Math.min(
    INCORPORATION_LAST_STEP,
    Math.max(INCORPORATION_FIRST_STEP, Math.trunc(step) || INCORPORATION_FIRST_STEP),
  );
}

/** The furthest step the visitor may open: nothing past the e-mail check until the address is verified. */
export function maxReachableStep(state: {
  sessionId: string | null;
  currentStep: number;
  isEmailVerified: boolean;
}): number {
  if (!state.sessionId) return INCORPORATION_FIRST_STEP;
  const verify = stepOf('verify');
  if (!state.isEmailVerified) return verify;
  return clampStep(Math.max(state.currentStep, verify + 1));
}
