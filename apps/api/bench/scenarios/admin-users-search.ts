import { prepareAdminData } from '../lib/admin-data';
import { quickMeasure } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/**
 * GET /api/admin/users/clients?q=... over 100,000 users (name or e-mail contains, case-insensitive, trigram
 * indexes): a rotation of what an admin types, from a rare full name to a common surname and an e-mail fragment.
 * Setup prints the p99 at BENCH_CONNECTIONS (50) against the 50 ms target.
 */
const scenario: Scenario = {
  name: 'GET /api/admin/users/clients?q= (100k users)',
  async setup(ctx) {
    const headers = await prepareAdminData(ctx);
    const terms = ['Priya Iyer 4', 'tan', 'marcus.lim', 'Khan', 'lim9', 'sofia.ng12', 'zzzz'];
    const requests = terms.map((t) => ({ path: `/api/admin/users/clients?q=${encodeURIComponent(t)}`, headers }));
    const m = await quickMeasure(ctx, requests);
    console.log(`    q on 100k users: p99 ${m.p99} ms, avg ${m.avg.toFixed(1)} ms, ${Math.round(m.reqPerSec)} req/s: ${m.p99 < 50 ? 'within' : 'OUTSIDE'} the 50 ms p99 target`);
    return { requests };
  },
};

export default scenario;
