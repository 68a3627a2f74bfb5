import { companyCursorAfter, largeAdminHeaders, prepareLarge, quickMeasure } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/**
 * GET /api/companies 5,000 pages deep (the page after row 50,000), as an admin. Keyset paging makes it cost
 * what the first page costs; setup measures both back to back and prints the deep/first ratio (target <= 1.5).
 */
const scenario: Scenario = {
  name: 'GET /api/companies page 5,001 (100k companies)',
  async setup(ctx) {
    await prepareLarge(ctx);
    const headers = await largeAdminHeaders(ctx);
    const cursor = await companyCursorAfter(ctx, 50_000);
    const first = [{ path: '/api/companies', headers }];
    const deep = [{ path: `/api/companies?cursor=${encodeURIComponent(cursor)}`, headers }];
    const a = await quickMeasure(ctx, first);
    const b = await quickMeasure(ctx, deep);
    const latencyRatio = b.avg / a.avg;
    console.log(
      `    deep/first page: latency ${latencyRatio.toFixed(2)}x (avg ${b.avg.toFixed(1)} vs ${a.avg.toFixed(1)} ms, p99 ${b.p99} vs ${a.p99} ms), ` +
        `throughput ${(b.reqPerSec / a.reqPerSec).toFixed(2)}x (${Math.round(b.reqPerSec)} vs ${Math.round(a.reqPerSec)} req/s): ` +
        `${latencyRatio <= 1.5 ? 'within' : 'OUTSIDE'} the 1.5x target`,
    );
    return { requests: deep };
  },
};

export default scenario;
