import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Input } from '../../../components/form/input';
import { FilterSelect } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import type { InboxState } from '../api/inbox';

export const INBOX_STATE_LABELS: Record<InboxState, string> = { open: 'Waiting', handled: 'Handled', all: 'All' };

/** The inbox's filter bar: waiting / handled / all, and a search on name, e-mail and text. */
export function InboxFilters({ id, state, q, onChange }: { id: string; state: InboxState; q: string; onChange: (next: { state?: InboxState; q?: string }) => void }) {
  const [draft, setDraft] = useState(q);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    onChange({ q: draft.trim() });
  };
  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor={`${id}-state`} className="sr-only">
        Show
      </label>
      <FilterSelect id={`${id}-state`} value={state} onChange={(e) => onChange({ state: e.target.value as InboxState })}>
        {(Object.keys(INBOX_STATE_LABELS) as InboxState[]).map((s) => (
          <option key={s} value={s}>
            {INBOX_STATE_LABELS[s]}
          </option>
        ))}
      </FilterSelect>
      <form role="search" onSubmit={onSearch} className="flex flex-1 gap-2 sm:max-w-md">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input id={`${id}-q`} placeholder="Name, e-mail or text" value={draft} onChange={(e) => setDraft(e.target.value)} className="pl-9" />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </div>
  );
}

export const isInboxState = (v: string | null): v is InboxState => v === 'open' || v === 'handled' || v === 'all';
