import { Outlet } from 'react-router';
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

export { AreaError as ClientAreaError } from '../../../components/ui/area-error';
