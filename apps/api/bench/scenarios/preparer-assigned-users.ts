import { largeBusiestPreparerHeaders, prepareLarge, quickMeasure } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/**
 * GET /api/preparer/assigned-users for the busiest preparer of the large dataset (5,000 companies): the first
 * page of companies and NRI users, and a rotation of searches (a company-name word, a client's name, an e-mail
 * fragment, a miss). Issue 14's target: p99 under 50 ms at 50 connections (printed by setup).
 */
const scenario: Scenario = {
  name: 'GET /api/preparer/assigned-users (preparer with 5,000 companies)',
  async setup(ctx) {
    await prepareLarge(ctx);
    const headers = await largeBusiestPreparerHeaders(ctx);
    const queries = ['', '?q=trading', '?q=lim', '?q=client20', '?q=zzzz', '?includeNri=false&takeCompanies=50'];
    const requests = queries.map((q) => ({ path: `/api/preparer/assigned-users${q}`, headers }));
    const m = await quickMeasure(ctx, requests);
    console.log(`    assigned-users: p99 ${m.p99} ms, avg ${m.avg.toFixed(1)} ms, ${Math.round(m.reqPerSec)} req/s: ${m.p99 < 50 ? 'within' : 'OUTSIDE'} the 50 ms p99 target`);
    return { requests };
  },
};

export default scenario;
