import { largeClientHeaders, prepareLarge } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/**
 * GET /api/client/dashboard as a first visit: every request is a different one of the 20,000 clients (the plan
 * rotates through them and a run sends fewer requests than that), so none is answered from the dashboard cache
 * or the signed-in user cache. This is what a client sees on their first visit of the day or right after a
 * change to their records; client-dashboard.ts measures the visits after it.
 */
const scenario: Scenario = {
  name: 'GET /api/client/dashboard, first visits (uncached)',
  async setup(ctx) {
    await prepareLarge(ctx);
    const headers = await largeClientHeaders(ctx, 20_000);
    // Interleaved, so consecutive requests are far apart in the data.
    const order = headers.map((h, i) => ({ h, k: (i * 7919) % headers.length })).sort((a, b) => a.k - b.k);
    return { rotate: true, requests: order.map(({ h }) => ({ path: '/api/client/dashboard', headers: h })) };
  },
};

export default scenario;
