import { SearchForm } from '../../../components/form/search-form';
import { FilterSelect } from '../../../components/form/select';
import type { InboxState } from '../api/inbox';

export const INBOX_STATE_LABELS: Record<InboxState, string> = { open: 'Waiting', handled: 'Handled', all: 'All' };

/** The inbox's filter bar: waiting / handled / all, and a search on name, e-mail and text. */
export function InboxFilters({ id, state, q, onChange }: { id: string; state: InboxState; q: string; onChange: (next: { state?: InboxState; q?: string }) => void }) {
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
      <SearchForm id={`${id}-q`} label="Search" placeholder="Name, e-mail or text" value={q} onSearch={(next) => onChange({ q: next })} />
    </div>
  );
}

export const isInboxState = (v: string | null): v is InboxState => v === 'open' || v === 'handled' || v === 'all';
