import { PUBLISHED_DEMO_PASSWORD } from '@quayside/contract/constants';
import type { Role } from '@quayside/contract/roles';

/**
 * The demo accounts the seed creates (apps/api/src/seed/seed.ts, DEMO_ACCOUNTS), one per role. Keyed by the
 * contract's Role, so a new role fails the type check here until it has an account.
 */
export const DEMO_ACCOUNTS_BY_ROLE: Record<Role, { email: string; password: string }> = {
  admin: { email: 'admin@quayside.test', password: PUBLISHED_DEMO_PASSWORD },
  approver: { email: 'approver@quayside.test', password: PUBLISHED_DEMO_PASSWORD },
  preparer: { email: 'preparer@quayside.test', password: PUBLISHED_DEMO_PASSWORD },
  client: { email: 'client@quayside.test', password: PUBLISHED_DEMO_PASSWORD },
  nri_client: { email: 'nri@quayside.test', password: PUBLISHED_DEMO_PASSWORD },
};
