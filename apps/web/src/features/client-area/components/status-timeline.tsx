import { CheckCircle2 } from 'lucide-react';
import type { StatusStep } from '@quayside/contract/client-area';
import { StatusTimeline } from '../../../components/ui/status-timeline';
import { formatDate } from '../../../lib/format';

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
