import { INCORPORATION_STEPS } from '@quayside/contract/incorporation';
import { StepIndicator as WizardStepIndicator } from '../../../components/wizard/step-indicator';

/** The incorporation's steps in the shared wizard progress indicator. */
export function StepIndicator(props: { current: number; reachable: number; hrefFor: (step: number) => string }) {
  return <WizardStepIndicator steps={INCORPORATION_STEPS} {...props} />;
}
