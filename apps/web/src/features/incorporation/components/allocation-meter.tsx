import { CircleCheck, TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';

const fmt = (n: number) => n.toLocaleString('en-US');

/** The running total of allocated shares against the shares issued, and by how much it is off. */
export function AllocationMeter({ allocated, issued }: { allocated: number; issued: number | undefined }) {
  const target = issued && Number.isFinite(issued) && issued > 0 ? issued : 0;
  const diff = target - allocated;
  const pct = target ? Math.min(100, (allocated / target) * 100) : 0;
  const state = !target ? 'unset' : diff === 0 ? 'exact' : diff > 0 ? 'under' : 'over';
  return (
    <div
      className={cn(
        'rounded-xl border p-4',
        state === 'exact' && 'border-emerald-200 bg-emerald-50',
        state === 'under' && 'border-amber-200 bg-amber-50',
        state === 'over' && 'border-red-200 bg-red-50',
        state === 'unset' && 'border-slate-200 bg-slate-50',
      )}
      aria-live="polite"
      data-testid="allocation"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm font-medium text-slate-800">
          Allocated <span className="tabular-nums">{fmt(allocated)}</span> of{' '}
          <span className="tabular-nums">{target ? fmt(target) : '—'}</span> shares
        </p>
        <p
          className={cn(
            'flex items-center gap-1.5 text-sm font-medium',
            state === 'exact' && 'text-emerald-700',
            state === 'under' && 'text-amber-800',
            state === 'over' && 'text-red-700',
            state === 'unset' && 'text-slate-500',
          )}
        >
          {state === 'exact' ? (
            <>
              <CircleCheck className="size-4" aria-hidden="true" /> Adds up
            </>
          ) : state === 'under' ? (
            <>
              <TriangleAlert className="size-4" aria-hidden="true" /> {fmt(diff)} left to allocate
            </>
          ) : state === 'over' ? (
            <>
              <TriangleAlert className="size-4" aria-hidden="true" /> {fmt(-diff)} more than issued
            </>
          ) : (
            'Enter the shares issued'
          )}
        </p>
      </div>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-white/80 ring-1 ring-slate-200 ring-inset">
        <div
          className={cn(
            'h-full rounded-full transition-all',
            state === 'exact' ? 'bg-emerald-500' : state === 'over' ? 'bg-red-500' : 'bg-amber-400',
          )}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
