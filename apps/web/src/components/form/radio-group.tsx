import { cn } from '../../lib/cn';

/** A group of radio options with a legend, its error announced and linked. */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  columns = 1,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: T | '';
  onChange: (value: T) => void;
  error?: string | undefined;
  columns?: 1 | 2 | 3;
}) {
  const errorId = error ? `${name}-error` : undefined;
  const grid = columns === 3 ? 'sm:grid-cols-3' : columns === 2 ? 'sm:grid-cols-2' : '';
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn('mt-2 grid gap-2', grid)}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border px-3.5 py-3 text-[15px] transition',
              value === o.value
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="mt-0.5 h-4 w-4 accent-brand-700"
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
