import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { FormAlert } from '../form/field';

type StepActionsProps = {
  onBack?: (() => void) | undefined;
  submitting?: boolean;
  submitLabel?: ReactNode;
  disabled?: boolean;
};

/** Back and Continue under a step's form; Continue submits it. Full-width, thumb-sized buttons on a phone. */
export function StepActions({
  onBack,
  submitting,
  submitLabel = 'Save and continue',
  disabled,
}: StepActionsProps) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <Button
          variant="secondary"
          size="lg"
          onClick={onBack}
          icon={<ArrowLeft className="size-4" aria-hidden="true" />}
          className="w-full sm:w-auto"
        >
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" size="lg" loading={submitting} disabled={disabled} className="w-full sm:w-auto">
        {submitLabel}
        {submitting ? null : <ArrowRight className="size-4" aria-hidden="true" />}
      </Button>
    </div>
  );
}

/** A step's heading and what it asks for. */
export function StepHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <header className="mb-6">
      {/* Focusable by script only: the wizard moves focus here when the step changes. */}
      <h2 tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none sm:text-2xl">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600 sm:text-base">{description}</p> : null}
    </header>
  );
}

/** Why the step's last save failed, in words, under the heading (the fields at fault are marked where they are). */
export function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="mb-5">
      <FormAlert>{message}</FormAlert>
    </div>
  );
}

