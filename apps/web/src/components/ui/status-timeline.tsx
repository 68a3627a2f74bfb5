import { Check, CircleDot, Lock } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';

/** One step of a timeline: done, current (highlighted), upcoming (muted) or blocked, with its date. */
export type TimelineStep = {
  key: string;
  label: string;
  state: 'done' | 'current' | 'upcoming' | 'blocked';
  /** The day it was reached (done, current) or is due (upcoming). */
  date: string | null;
  /** Shown under the step in progress and a blocked one. */
  description: string | null;
};

const stateText: Record<TimelineStep['state'], string> = {
  done: 'Done',
  current: 'In progress',
  upcoming: 'Upcoming',
  blocked: 'Blocked',
};

/**
 * The status summary as a progress timeline: done steps ticked, the current one highlighted, blocked ones marked,
 * upcoming ones muted. An ordered list, so screen readers hear "step 3 of 9".
 */
export function StatusTimeline({
  steps,
  label = 'Progress',
  dueLabel = 'Due',
  currentLabel = 'In progress',
}: {
  steps: TimelineStep[];
  label?: string;
  /** Before an upcoming step's date ("Due"). */
  dueLabel?: string;
  /** Under the current step. */
  currentLabel?: string;
}) {
  return (
    <ol className="relative" aria-label={label}>
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        return (
          <li
            key={step.key}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            {!last ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-8 bottom-0 left-[15px] w-0.5',
                  step.state === 'done' ? 'bg-brand-600' : 'bg-slate-200',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full ring-4 ring-white',
                step.state === 'done' && 'bg-brand-600 text-white',
                step.state === 'current' && 'bg-accent-400 text-brand-900',
                step.state === 'upcoming' && 'border-2 border-slate-300 bg-white text-slate-400',
                step.state === 'blocked' && 'bg-red-100 text-red-700',
              )}
            >
              {step.state === 'done' ? <Check className="size-4" /> : null}
              {step.state === 'current' ? <CircleDot className="size-4" /> : null}
              {step.state === 'blocked' ? <Lock className="size-4" /> : null}
              {step.state === 'upcoming' ? <span className="text-xs font-semibold">{i + 1}</span> : null}
            </span>
            <div className="min-w-0 pt-1">
              <p
                className={cn(
                  'text-sm font-medium',
                  step.state === 'upcoming' ? 'text-slate-500' : 'text-slate-900',
                )}
              >
                {step.label}
                <span className="sr-only">, {stateText[step.state]}</span>
              </p>
              <p className="text-xs text-slate-500">
                {step.state === 'current' ? (
                  <span className="font-medium text-brand-700">{currentLabel}</span>
                ) : null}
                {step.state === 'blocked' ? <span className="font-medium text-red-700">Blocked</span> : null}
                {step.date ? (
                  <>
                    {step.state === 'current' || step.state === 'blocked' ? ' · ' : null}
                    {step.state === 'upcoming' && dueLabel ? `${dueLabel} ` : null}
                    {formatDate(step.date)}
                  </>
                ) : null}
              </p>
              {/* The explanation where it matters: the step in progress and a blocked one. */}
              {step.description && (step.state === 'current' || step.state === 'blocked') ? (
                <p className="mt-0.5 text-sm text-slate-600">{step.description}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

