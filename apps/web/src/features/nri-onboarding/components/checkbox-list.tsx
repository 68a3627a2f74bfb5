import { cn } from '../../../lib/cn';

/** A list of checkboxes with a legend; the value is the list of checked options (its error announced and linked). */
export function CheckboxList<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string | undefined;
}) {
  const errorId = error ? `${name}-error` : undefined;
  const toggle = (v: T) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border px-3.5 py-3 text-[15px] transition',
              value.includes(o.value)
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
            )}
          >
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={value.includes(o.value)}
              onChange={() => toggle(o.value)}
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
