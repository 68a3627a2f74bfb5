import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/** A select styled like Input; takes `invalid` from Field. */
export function Select({ invalid, className, ...rest }: SelectProps) {
  return (
    <select aria-invalid={invalid || undefined} className={inputClasses(invalid, cn('pr-8', className))} {...rest} />
  );
}

/** A list filter's select, sized to its options (the filter bar lays them out). */
export function FilterSelect({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'h-11 rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm',
        className,
      )}
      {...rest}
    />
  );
}

/** One <option> a value, labelled from a record of labels (statuses, kinds). */
export function Options<T extends string>({
  values,
  labels,
}: {
  values: readonly T[];
  labels: Record<T, string>;
}) {
  return (
    <>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </>
  );
}
