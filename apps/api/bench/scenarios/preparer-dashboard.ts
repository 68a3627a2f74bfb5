import { largePreparerHeaders, prepareLarge } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/** GET /api/preparer/dashboard for a preparer with 5,000 companies of the large dataset (one statement). */
const scenario: Scenario = {
  name: 'GET /api/preparer/dashboard (preparer with 5,000 companies)',
  async setup(ctx) {
    await prepareLarge(ctx);
    const headers = await largePreparerHeaders(ctx, 5000);
    return { requests: [{ path: '/api/preparer/dashboard', headers }] };
  },
};

export default scenario;
