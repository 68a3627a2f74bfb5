import type { ReactNode } from 'react';
import { Button } from './button';
import { FormAlert } from '../form/field';
import { errorText } from '../../lib/form-errors';
import { QueryState, type QueryLike } from './query-state';

/** A cursor-paged query (RTK Query's infinite query hooks give all of it). */
export type PagedQueryLike = QueryLike & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** The next page failed (the pages already loaded are still there). */
  isFetchNextPageError: boolean;
};

type LoadMoreProps = {
  query: PagedQueryLike;
  /** The call's fallback text, shown when the next page fails without a message. */
  failure: string;
  shown: number;
  noun: string;
};

/** "Show more" under a cursor-paged list; the next page is appended. Says how many are shown. */
export function LoadMore({ query, failure, shown, noun }: LoadMoreProps) {
  return (
    <div className="flex flex-col items-center gap-2 border-t border-slate-100 px-5 py-4">
      {query.isFetchNextPageError && shown > 0 ? (
        <FormAlert>{errorText(query.error, failure)}</FormAlert>
      ) : null}
      <p className="text-xs text-slate-500" aria-live="polite">
        Showing {shown} {noun}
        {query.hasNextPage ? '' : shown === 1 ? '' : ' (all)'}
      </p>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
    </div>
  );
}

type PagedListProps = {
  query: PagedQueryLike;
  /** How many items the pages loaded so far hold. */
  shown: number;
  /** The call's fallback text, e.g. "Failed to load tasks": the error's title. */
  failure: string;
  /** What the items are, singular and plural: ['task', 'tasks']. */
  noun: readonly [string, string];
  skeleton?: ReactNode;
  empty?: ReactNode;
  /** The items (a list or table); the "Show more" footer follows them. */
  children: ReactNode;
};

/**
 * A cursor-paged list's panel: QueryState's skeleton, error and empty states, then the items and the
 * "Show more" footer. Once items are shown, a failed next page keeps them and says so in the footer instead.
 */
export function PagedList({ query, shown, failure, noun, skeleton, empty, children }: PagedListProps) {
  return (
    <QueryState
      query={{ ...query, isError: query.isError && shown === 0 }}
      failure={failure}
      skeleton={skeleton}
      isEmpty={shown === 0}
      empty={empty}
    >
      {children}
      <LoadMore query={query} failure={failure} shown={shown} noun={shown === 1 ? noun[0] : noun[1]} />
    </QueryState>
  );
}
