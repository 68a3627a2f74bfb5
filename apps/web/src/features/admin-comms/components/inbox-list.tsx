import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { adminMessages } from '@quayside/contract/messages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { LoadMore, type PagedQueryLike } from '../../../components/ui/paged-list';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import type { InboxState } from '../api/inbox';
import { InboxFilters, isInboxState } from './inbox-filters';

/** What every inbox entry (contact message, job application) has in common. */
export type InboxItem = { id: string; fullName: string; email: string; createdAt: string; handledAt: string | null; handledByName: string | null };

/** The inbox filter (waiting / handled / all, and a search) kept in the address bar; "open" is the default and left out. */
export function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const rawState = params.get('state');
  const state: InboxState = isInboxState(rawState) ? rawState : 'open';
  const q = params.get('q') ?? '';
  const onChange = (next: { state?: InboxState; q?: string }) => {
    const merged = { state, q, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([k, v]) => v && !(k === 'state' && v === 'open'))), { replace: true });
  };
  return { state, q, onChange };
}

type InboxListProps<T extends InboxItem> = {
  /** Prefix for the filter controls' ids. */
  id: string;
  filters: ReturnType<typeof useInboxFilters>;
  query: PagedQueryLike;
  items: T[];
  /** The list call's fallback text. */
  failure: string;
  /** Plural, lower case: "messages", "applications". */
  noun: string;
  /** The list's accessible name. */
  label: string;
  empty: { icon: ReactNode; searchHint: string; description: string };
  /** The badge next to the sender's name in the list. */
  rowBadge: (item: T) => ReactNode;
  /** The lines under the name in the list. */
  rowBody: (item: T) => ReactNode;
  detailTitle: (item: T) => string;
  /** The dialog's title while nothing is open (it is closing). */
  detailFallbackTitle: string;
  detailDescription: (item: T) => string;
  /** The dialog's rows between E-mail and Handled. */
  detailFields: (item: T) => ReactNode;
  /** What the dialog shows under its rows. */
  detailBody: (item: T) => ReactNode;
  mark: (arg: { id: string; handled: boolean }) => Promise<{ message: string }>;
  marking: boolean;
};

/** An admin inbox: filter bar, paged list newest first, and a dialog for one entry with "Mark handled" / "Open again". */
export function InboxList<T extends InboxItem>(props: InboxListProps<T>) {
  const { id, filters, query, items, failure, noun, label, empty, mark, marking } = props;
  const { state, q } = filters;
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items.find((i) => i.id === openId) ?? null;

  const onMark = async (item: T) => {
    try {
      const result = await mark({ id: item.id, handled: !item.handledAt });
      toast.success(result.message);
      setOpenId(null);
    } catch (error) {
      toast.error(errorText(error, adminMessages.fallback.markHandled));
    }
  };

  return (
    <>
      <InboxFilters key={q} id={id} state={state} q={q} onChange={filters.onChange} />
      <Card className="overflow-hidden">
        <QueryState
          query={query}
          failure={failure}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={empty.icon}
              title={q ? `No ${noun} match` : state === 'open' ? `No ${noun} waiting` : `No ${noun}`}
              description={q ? empty.searchHint : empty.description}
            />
          }
        >
          <ul className="divide-y divide-slate-100" aria-label={label}>
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(item.id)}
                  className="flex w-full flex-col gap-1 px-5 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{item.fullName}</span>
                    {props.rowBadge(item)}
                    {item.handledAt ? <Badge tone="success">Handled</Badge> : null}
                  </span>
                  {props.rowBody(item)}
                </button>
              </li>
            ))}
          </ul>
          <LoadMore query={query} failure={failure} shown={items.length} noun={noun} />
        </QueryState>
      </Card>
      <Modal
        open={!!open}
        onClose={() => setOpenId(null)}
        size="lg"
        title={open ? props.detailTitle(open) : props.detailFallbackTitle}
        description={open ? props.detailDescription(open) : undefined}
        footer={
          open ? (
            <>
              <Button variant="secondary" onClick={() => setOpenId(null)}>
                Close
              </Button>
              <Button variant={open.handledAt ? 'secondary' : 'primary'} onClick={() => void onMark(open)} loading={marking}>
                {open.handledAt ? 'Open again' : 'Mark handled'}
              </Button>
            </>
          ) : null
        }
      >
        {open ? (
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr]">
              <dt className="font-medium text-slate-500">E-mail</dt>
              <dd>
                <a className="text-brand-700 hover:underline" href={`mailto:${open.email}`}>
                  {open.email}
                </a>
              </dd>
              {props.detailFields(open)}
              {open.handledAt ? (
                <>
                  <dt className="font-medium text-slate-500">Handled</dt>
                  <dd>
                    {formatDateTime(open.handledAt)}
                    {open.handledByName ? ` by ${open.handledByName}` : ''}
                  </dd>
                </>
              ) : null}
            </dl>
            {props.detailBody(open)}
          </div>
        ) : null}
      </Modal>
    </>
  );
}
