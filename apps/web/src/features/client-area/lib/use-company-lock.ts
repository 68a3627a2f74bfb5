import { useGetClientDashboardQuery } from '../api/get-client-dashboard';
import { useCompanyArg } from './use-company';

/**
 * Whether the firm has locked the chosen company's dashboard, and why. While it is locked the server refuses every
 * change the client makes to the company's records; the pages say so and turn their write controls off.
 */
export function useCompanyLock(): { locked: boolean; reason: string | null; companyName: string | null } {
  const { data } = useGetClientDashboardQuery(useCompanyArg());
  const company = data?.company ?? null;
  return {
    locked: !!company?.dashboardLocked,
    reason: company?.dashboardLockReason ?? null,
    companyName: company?.name ?? null,
  };
}
