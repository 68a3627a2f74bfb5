import {
  NRI_STEPS,
  type NriSession,
  type NriStepKey,
  type UpdateNriBody,
} from '@quayside/contract/nri-onboarding';
import type { NriTaxState } from '../nri-tax-slice';

/** What every step gets from the wizard page. */
export type NriWizard = {
  state: NriTaxState;
  session: NriSession | null;
  step: number;
  /**
   * Saves answers (PUT /update/{sessionId}) and, when `next` is given, moves there; the furthest step reached
   * never goes down. Rejects with the call's error (message and fields) on failure.
   */
  save: (body: UpdateNriBody, opts?: { next?: number }) => Promise<NriSession>;
  goTo: (step: number) => void;
};

export const nriStepOf = (key: NriStepKey): number => NRI_STEPS.find((s) => s.key === key)?.step ?? 1;
export const nriKeyOf = (step: number): NriStepKey =>
  NRI_STEPS.find((s) => s.step === step)?.key ?? 'contact';
export const clampNriStep = (n: number) =>
  Number.isFinite(n) ? Math.min(Math.max(1, Math.trunc(n)), NRI_STEPS.length) : 1;

/**
 * The furthest step the visitor may open: the contact step until a session exists, the verify step until the
 * e-mail is verified, then the furthest step saved.
 */
export function maxReachableNriStep(session: NriSession | null): number {
  if (!session) return nriStepOf('contact');
  if (!session.isEmailVerified) return nriStepOf('verify');
  return clampNriStep(Math.max(session.step, nriStepOf('residency')));
}
