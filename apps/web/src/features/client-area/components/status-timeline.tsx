import { Check, CheckCircle2, CircleDot, Lock } from 'lucide-react';
import type { StatusStep } from '@quayside/contract/client-area';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';

const stateText: Record<StatusStep['state'], string> = {
  done: 'Done',
  current: 'In progress',
  upcoming: 'Upcoming',
  blocked: 'Blocked',
};

/**
 * The status summary as a progress timeline: done steps ticked, the current one highlighted, blocked ones marked,
 * upcoming ones muted. An ordered list, so screen readers hear "step 3 of 9".
 */
export function StatusTimeline({ steps }: { steps: StatusStep[] }) {
  return (
    <ol className="relative" aria-label="Progress">
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
                  <span className="font-medium text-brand-700">In progress</span>
                ) : null}
                {step.state === 'blocked' ? <span className="font-medium text-red-700">Blocked</span> : null}
                {step.date ? (
                  <>
                    {step.state === 'current' || step.state === 'blocked' ? ' · ' : null}
                    {step.state === 'upcoming' ? 'Due ' : null}
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

/**
 * The status summary in two groups: the incorporation path (folded to one line once it is all done) and the
 * compliance period's filings. Side by side on wide screens.
 */
export function StatusSummarySteps({ steps }: { steps: StatusStep[] }) {
  const incorporation = steps.filter((s) => s.key.startsWith('incorporation.'));
  const compliance = steps.filter((s) => !s.key.startsWith('incorporation.'));
  const incorporated = incorporation.length > 0 && incorporation.every((s) => s.state === 'done');
  const last = incorporation[incorporation.length - 1];
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <section aria-labelledby="steps-incorporation">
        <h3
          id="steps-incorporation"
          className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
        >
          Incorporation
        </h3>
        {incorporated ? (
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center gap-2 text-sm text-slate-800">
              <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
              <span>
                Incorporated{last?.date ? ` on ${formatDate(last.date)}` : ''}
                <span className="ml-1.5 text-brand-700 group-open:hidden">Show steps</span>
              </span>
            </summary>
            <div className="mt-3">
              <StatusTimeline steps={incorporation} />
            </div>
          </details>
        ) : (
          <StatusTimeline steps={incorporation} />
        )}
      </section>
      {compliance.length > 0 ? (
        <section aria-labelledby="steps-compliance">
          <h3
            id="steps-compliance"
            className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          >
            Compliance filings
          </h3>
          <StatusTimeline steps={compliance} />
        </section>
      ) : null}
    </div>
  );
}
