import { Search } from 'lucide-react';
import { Input, type InputProps } from '../form/input';

/**
 * A search box with a magnifier inside it, for filtering a list. It grows to fill its row; give it an
 * `aria-label` that says what it searches.
 */
export function SearchInput(props: Omit<InputProps, 'type' | 'className'>) {
  return (
    <div className="relative flex-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <Input type="search" className="pl-9" maxLength={100} {...props} />
    </div>
  );
}
