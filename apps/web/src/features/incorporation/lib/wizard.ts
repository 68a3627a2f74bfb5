import type { IncorporationSession, UpdateIncorporationBody } from '@quayside/contract/incorporation';
import type { IncorporationState } from '../incorporation-slice';

/** What every step gets from the wizard page. */
export type Wizard = {
  state: IncorporationState;
  /** The step on screen. */
  step: number;
  /**
   * Saves fields of the application (PUT /update/{id}) and, when `next` is given, moves there. The furthest
   * step reached never goes down. Shows "Step updated" unless quiet. `draft`: an autosave of the step being
   * typed (use-draft-autosave); any other save supersedes the drafts kept locally. Rejects with the call's
   * ApiErrorInfo on failure.
   */
  save: (
    body: UpdateIncorporationBody,
    opts?: { next?: number; quiet?: boolean; draft?: boolean },
  ) => Promise<IncorporationSession>;
  /** Opens a step (only steps already reached). */
  goTo: (step: number) => void;
  /** The link to a step. */
  hrefFor: (step: number) => string;
};
