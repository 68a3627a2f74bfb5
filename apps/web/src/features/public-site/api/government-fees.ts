import type { GovernmentFee } from '@quayside/contract/government-fees';
import { getJson } from './public-api';

/** GET /api/government-fees: registry fees and duties of forming a company, kept by staff (shown apart from ours). */
export const fetchGovernmentFees = () =>
  getJson<{ items: GovernmentFee[] }>('/api/government-fees', 'Government fees could not be loaded').then((r) => r.items);
