import { Scale } from 'lucide-react';
import type { NriResidencyResult } from '@quayside/contract/tools-nri-residency';

/** The residential status with the reasons that decided it (section 6 of the Income-tax Act, in order). */
export function ResidencyResult({ result }: { result: NriResidencyResult }) {
  return (
    <section
      aria-live="polite"
      aria-label="Your residential status"
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 px-4 py-4 sm:px-5"
    >
      <div className="flex items-start gap-3">
        <Scale className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <p className="text-sm text-brand-800">Your residential status</p>
          <p className="text-lg font-semibold text-brand-900" data-testid="residency-status">
            {result.label}
          </p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {result.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
          <p className="mt-2 text-sm text-slate-700">{result.taxScope}</p>
        </div>
      </div>
    </section>
  );
}
