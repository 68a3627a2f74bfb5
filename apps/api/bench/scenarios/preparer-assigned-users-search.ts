import { largeBusiestPreparerHeaders, prepareLarge } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/**
 * GET /api/preparer/assigned-users?q= for the busiest preparer of the large dataset (5,000 companies): a search over company names and owners'
 * names and e-mails (and NRI users' names and e-mails).
 */
const scenario: Scenario = {
  name: 'GET /api/preparer/assigned-users?q= (preparer with 5,000 companies)',
  async setup(ctx) {
    await prepareLarge(ctx);
    const headers = await largeBusiestPreparerHeaders(ctx);
    return { requests: [{ path: '/api/preparer/assigned-users?q=holdings', headers }] };
  },
};

export default scenario;
