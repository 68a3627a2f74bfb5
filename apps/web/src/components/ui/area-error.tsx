import { useRouteError } from 'react-router';
import { Card } from './card';
import { ErrorState } from './error-state';

/**
 * A page of a signed-in area that failed to load or crashed: most often a chunk that could not be downloaded after a new
 * release or on a dropped connection, which a reload fixes.
 */
export function AreaError() {
  const error = useRouteError();
  const chunk =
    error instanceof Error &&
    /dynamically imported module|Failed to fetch|Importing a module script failed/i.test(error.message);
  return (
    <Card className="mx-auto mt-6 max-w-lg">
      <ErrorState
        title={chunk ? 'This page could not be loaded' : 'Something went wrong on this page'}
        message={
          chunk
            ? 'Check your connection and try again.'
            : 'Reload the page to try again. If it keeps happening, tell your preparer.'
        }
        onRetry={() => window.location.reload()}
      />
    </Card>
  );
}
