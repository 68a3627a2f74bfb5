import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Input } from './input';

/**
 * The list pages' search box: a labelled field with a search icon and a Search button, in a `role="search"`
 * form. It keeps what is typed until submitted, then hands over the trimmed text (the page keeps it in the URL).
 */
export function SearchForm({
  id,
  label,
  placeholder,
  value,
  onSearch,
  className = 'sm:max-w-md',
}: {
  id: string;
  /** Read by screen readers; the placeholder says the same to sighted users. */
  label: string;
  placeholder: string;
  /** The search in force (from the URL); what the field starts with. */
  value: string;
  onSearch: (q: string) => void;
  /** Its width on wider screens (the default suits a filter bar beside one or two selects). */
  className?: string;
}) {
  const [draft, setDraft] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={cn('flex flex-1 gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input id={id} placeholder={placeholder} value={draft} onChange={(e) => setDraft(e.target.value)} className="pl-9" />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
