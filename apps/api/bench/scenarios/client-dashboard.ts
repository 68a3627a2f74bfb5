import { largeClientHeaders, prepareLarge } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/**
 * GET /api/client/dashboard for 100 different clients of the large dataset (each with 5 companies, 25 tasks,
 * 50 documents, notifications and actions): company, counts, deadlines, open tasks, notifications, preparer.
 * Target: p99 under 50 ms at 50 connections.
 *
 * The answers come from the dashboard cache (modules/client/dashboard.cache.ts) after each client's first
 * request, as they do for a client moving around their dashboard; a change to any of the client's records
 * drops their copy. client-dashboard-first-visit.ts measures the uncached first visits.
 */
const scenario: Scenario = {
  name: 'GET /api/client/dashboard (20k clients, 1M documents)',
  async setup(ctx) {
    await prepareLarge(ctx);
    const headers = await largeClientHeaders(ctx, 100);
    return { requests: headers.map((h) => ({ path: '/api/client/dashboard', headers: h })) };
  },
};

export default scenario;
