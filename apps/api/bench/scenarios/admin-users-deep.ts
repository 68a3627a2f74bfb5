import { clientUserCursorAfter, prepareAdminData } from '../lib/admin-data';
import { quickMeasure } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/**
 * GET /api/admin/users/clients over 100,000 users without a search: the first page (50, newest first, with the
 * exact count) and page 1,000 (after 49,950 users). Keyset paging and the count from the per-state counts make
 * the deep page cost what the first costs; setup measures both back to back and prints the first page's p99
 * against issue 13's 50 ms target and the deep/first latency ratio against 1.2x. The measured run is the deep page.
 */
const scenario: Scenario = {
  name: 'GET /api/admin/users/clients first and 1,000th page (100k users)',
  async setup(ctx) {
    const headers = await prepareAdminData(ctx);
    const cursor = await clientUserCursorAfter(ctx, 999 * 50);
    const first = [{ path: '/api/admin/users/clients?take=50', headers }];
    const deep = [{ path: `/api/admin/users/clients?take=50&cursor=${encodeURIComponent(cursor)}`, headers }];
    const a = await quickMeasure(ctx, first);
    const b = await quickMeasure(ctx, deep);
    const ratio = b.avg / a.avg;
    console.log(`    first page: p99 ${a.p99} ms, avg ${a.avg.toFixed(1)} ms, ${Math.round(a.reqPerSec)} req/s: ${a.p99 < 50 ? 'within' : 'OUTSIDE'} the 50 ms p99 target`);
    console.log(
      `    page 1,000/first: latency ${ratio.toFixed(2)}x (avg ${b.avg.toFixed(1)} vs ${a.avg.toFixed(1)} ms, p99 ${b.p99} vs ${a.p99} ms): ${ratio <= 1.2 ? 'within' : 'OUTSIDE'} the 1.2x target`,
    );
    return { requests: deep };
  },
};

export default scenario;
