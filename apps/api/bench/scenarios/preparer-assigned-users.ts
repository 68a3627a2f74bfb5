import { largePreparerHeaders, prepareLarge } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/** GET /api/preparer/assigned-users for a preparer with 5,000 companies: the first page of both lists. */
const scenario: Scenario = {
  name: 'GET /api/preparer/assigned-users (preparer with 5,000 companies)',
  async setup(ctx) {
    await prepareLarge(ctx);
    const headers = await largePreparerHeaders(ctx, 5000);
    return {
      requests: [{ path: '/api/preparer/assigned-users', headers }],
    };
  },
};

export default scenario;
