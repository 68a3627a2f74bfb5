import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** One director or shareholder in a list: numbered heading, remove button, then its fields. */
export function PersonCard({
  title,
  subtitle,
  onRemove,
  removeLabel,
  children,
}: {
  title: string;
  subtitle?: string | undefined;
  onRemove?: (() => void) | undefined;
  removeLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white">
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 bg-slate-50/70 px-4 py-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          {subtitle ? <p className="truncate text-sm text-slate-500">{subtitle}</p> : null}
        </div>
        {onRemove ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={removeLabel}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          >
            <span className="hidden sm:inline">Remove</span>
          </Button>
        ) : null}
      </header>
      <div className="px-4 py-4">{children}</div>
    </section>
  );
}
