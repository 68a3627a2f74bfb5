import { auditCursorAfter, prepareAdminData } from '../lib/admin-data';
import { quickMeasure } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/**
 * GET /api/admin/audit-logs over 1,000,000 rows: the first page (50, newest first) and page 1,000 (after 49,950
 * rows). Keyset paging makes the deep page cost what the first costs; setup measures both back to back and prints
 * the first page's p99 against the 50 ms target and the deep/first latency ratio against 1.2x. The measured run
 * is the deep page, with a filtered first page (action) beside it in the rotation.
 */
const scenario: Scenario = {
  name: 'GET /api/admin/audit-logs first and 1,000th page (1M rows)',
  async setup(ctx) {
    const headers = await prepareAdminData(ctx);
    const cursor = await auditCursorAfter(ctx, 999 * 50);
    const first = [{ path: '/api/admin/audit-logs?take=50', headers }];
    const deep = [{ path: `/api/admin/audit-logs?take=50&cursor=${encodeURIComponent(cursor)}`, headers }];
    const filtered = [{ path: '/api/admin/audit-logs?take=50&action=user.blocked', headers }];
    const a = await quickMeasure(ctx, first);
    const b = await quickMeasure(ctx, deep);
    const f = await quickMeasure(ctx, filtered);
    const ratio = b.avg / a.avg;
    console.log(`    first page: p99 ${a.p99} ms, avg ${a.avg.toFixed(1)} ms, ${Math.round(a.reqPerSec)} req/s: ${a.p99 < 50 ? 'within' : 'OUTSIDE'} the 50 ms p99 target`);
    console.log(
      `    page 1,000/first: latency ${ratio.toFixed(2)}x (avg ${b.avg.toFixed(1)} vs ${a.avg.toFixed(1)} ms, p99 ${b.p99} vs ${a.p99} ms): ${ratio <= 1.2 ? 'within' : 'OUTSIDE'} the 1.2x target`,
    );
    console.log(`    filtered by action (first page): p99 ${f.p99} ms, avg ${f.avg.toFixed(1)} ms`);
    return { requests: deep };
  },
};

export default scenario;
