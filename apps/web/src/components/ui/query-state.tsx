import type { ReactNode } from 'react';
import { errorText } from '../../lib/form-errors';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListSkeleton } from './skeleton';

/** What a panel needs to know about its query (RTK Query hooks give all of it). */
export type QueryLike = {
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type QueryStateProps = {
  query: QueryLike;
  /** The call's fallback text, e.g. "Failed to load documents": the error's title. */
  failure: string;
  isEmpty?: boolean;
  empty?: ReactNode;
  skeleton?: ReactNode;
  children: ReactNode;
};

/**
 * Every panel's three states before its content: a skeleton while the first load runs, the error with a retry
 * button, and the empty state. Once loaded, a refetch keeps showing the content (no flashing).
 */
export function QueryState({ query, failure, isEmpty, empty, skeleton, children }: QueryStateProps) {
  if (query.isLoading) return <>{skeleton ?? <ListSkeleton />}</>;
  if (query.isError) {
    const message = errorText(query.error, failure);
    return (
      <ErrorState
        title={failure}
        message={message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty) return <>{empty ?? <EmptyState title="Nothing here yet" />}</>;
  return <>{children}</>;
}
