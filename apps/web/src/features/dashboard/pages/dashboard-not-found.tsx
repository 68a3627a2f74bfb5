import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { landingRouteFor } from '@quayside/contract/roles';
import { useAppSelector } from '../../../app/store';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { selectUser } from '../../../lib/session/session-slice';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A dashboard address that does not exist. */
export function DashboardNotFound() {
  useDocumentTitle('Page not found');
  const user = useAppSelector(selectUser);
  return (
    <Card className="mx-auto mt-6 max-w-lg px-6 py-10 text-center sm:mt-12">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 text-sm text-slate-600">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link to={landingRouteFor(user?.role)} className={buttonClasses({ className: 'mt-6' })}>
        Go to your dashboard
      </Link>
    </Card>
  );
}
