import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { errorText } from './query-state';

type LoadMoreProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** The error of the last page fetch, if the next page failed. */
  isError?: boolean;
  error?: unknown;
  failure: string;
  shown: number;
  noun: string;
};

/** "Show more" under a cursor-paged list; the next page is appended. Says how many are shown. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  isError,
  error,
  failure,
  shown,
  noun,
}: LoadMoreProps) {
  return (
    <div className="flex flex-col items-center gap-2 border-t border-slate-100 px-5 py-4">
      {isError && shown > 0 ? <FormAlert>{errorText(error, failure)}</FormAlert> : null}
      <p className="text-xs text-slate-500" aria-live="polite">
        Showing {shown} {noun}
        {hasNextPage ? '' : shown === 1 ? '' : ' (all)'}
      </p>
      {hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
    </div>
  );
}
