import { Check, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export type WizardStepMeta = { step: number; label: string };

type StepIndicatorProps = {
  /** The wizard's steps, in order. */
  steps: readonly WizardStepMeta[];
  /** The step on screen. */
  current: number;
  /** The furthest step the visitor may open; later ones are locked. */
  reachable: number;
  /** The link to a step (keeps the session in the URL). */
  hrefFor: (step: number) => string;
};

/**
 * A wizard's progress (the incorporation and the NRI tax onboarding). Where the visitor is: on a phone a compact "Step 3 of 7" bar, on wider screens the full list. Steps already
 * reached are links (revisitable); later ones are locked and say so to screen readers.
 */
export function StepIndicator({ steps, current, reachable, hrefFor }: StepIndicatorProps) {
  const total = steps.length;
  const active = steps.find((s) => s.step === current) ?? steps[0] ?? { step: 1, label: '' };
  return (
    <nav aria-label="Application steps">
      <div className="lg:hidden">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <p className="font-semibold text-brand-800">
            Step {active.step} of {total}: {active.label}
          </p>
          <p className="text-slate-500">{Math.round(((active.step - 1) / total) * 100)}% done</p>
        </div>
        <div
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Application progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={active.step}
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-all"
            style={{ width: `${(active.step / total) * 100}%` }}
          />
        </div>
        <ol className="-mx-1 mt-3 flex gap-1 overflow-x-auto pb-1">
          {steps.map((s) => (
            <li key={s.step} className="shrink-0">
              <StepLink
                step={s.step}
                label={s.label}
                current={current}
                reachable={reachable}
                hrefFor={hrefFor}
                compact
              />
            </li>
          ))}
        </ol>
      </div>
      <ol className="hidden space-y-1 lg:block">
        {steps.map((s) => (
          <li key={s.step}>
            <StepLink
              step={s.step}
              label={s.label}
              current={current}
              reachable={reachable}
              hrefFor={hrefFor}
            />
          </li>
        ))}
      </ol>
    </nav>
  );
}

function StepLink({
  step,
  label,
  current,
  reachable,
  hrefFor,
  compact = false,
}: {
  step: number;
  label: string;
  current: number;
  reachable: number;
  hrefFor: (step: number) => string;
  compact?: boolean;
}) {
  const isCurrent = step === current;
  const done = step < reachable && !isCurrent;
  const locked = step > reachable;
  const marker = (
    <span
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
        isCurrent && 'bg-brand-700 text-white',
        done && 'bg-emerald-100 text-emerald-700',
        !isCurrent && !done && !locked && 'border border-brand-600 text-brand-700',
        locked && 'bg-slate-100 text-slate-400',
      )}
      aria-hidden="true"
    >
      {done ? <Check className="size-4" /> : locked ? <Lock className="size-3.5" /> : step}
    </span>
  );
  const classes = cn(
    'flex items-center gap-2.5 rounded-lg text-sm',
    compact ? 'px-1.5 py-1' : 'px-2 py-2',
    // A step not yet reachable is dimmer, yet its name still reads at 4.5:1.
    isCurrent ? 'font-semibold text-brand-900' : locked ? 'text-slate-500' : 'text-slate-700',
    isCurrent && !compact && 'bg-brand-50',
  );
  const text = compact ? <span className="sr-only">{label}</span> : <span>{label}</span>;
  const status = isCurrent ? ' (current step)' : done ? ' (completed)' : locked ? ' (locked)' : '';
  if (locked || isCurrent) {
    return (
      <span
        className={classes}
        aria-current={isCurrent ? 'step' : undefined}
        title={compact ? label : undefined}
      >
        {marker}
        {text}
        <span className="sr-only">{status}</span>
      </span>
    );
  }
  return (
    <Link
      to={hrefFor(step)}
      className={cn(classes, 'hover:bg-slate-100')}
      title={compact ? label : undefined}
    >
      {marker}
      {text}
      <span className="sr-only">{status}</span>
    </Link>
  );
}
