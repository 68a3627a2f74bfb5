import { Outlet, useRouteError } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LockedBanner } from './locked-banner';

/** The frame of every client page (inside the dashboard layout). */
export function ClientAreaRoot() {
  return (
    <>
      <LockedBanner />
      <Outlet />
    </>
  );
}

/**
 * A client page that failed to load or crashed: most often a chunk that could not be downloaded after a new
 * release or on a dropped connection, which a reload fixes.
 */
export function ClientAreaError() {
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
