import { largeBusiestPreparerHeaders, prepareLarge, quickMeasure } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/**
 * GET /api/preparer/dashboard for the busiest preparer of the large dataset (preparer0: 1,000 clients, 5,000
 * companies, about 25,000 tasks and 50,000 documents): assigned clients, open tasks by status, documents waiting
 * for verification, deadlines in the next 30 days, items returned by the approver. Issue 14's target: p99 under
 * 50 ms at 50 connections (printed by setup).
 */
const scenario: Scenario = {
  name: 'GET /api/preparer/dashboard (preparer with 5,000 companies)',
  async setup(ctx) {
    await prepareLarge(ctx);
    const headers = await largeBusiestPreparerHeaders(ctx);
    const requests = [{ path: '/api/preparer/dashboard', headers }];
    const m = await quickMeasure(ctx, requests);
    console.log(`    preparer dashboard: p99 ${m.p99} ms, avg ${m.avg.toFixed(1)} ms, ${Math.round(m.reqPerSec)} req/s: ${m.p99 < 50 ? 'within' : 'OUTSIDE'} the 50 ms p99 target`);
    return { requests };
  },
};

export default scenario;
