import { largeAdminHeaders, prepareLarge } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/** GET /api/companies, the first page (10), as an admin over 100,000 companies (the large dataset). */
const scenario: Scenario = {
  name: 'GET /api/companies first page (100k companies)',
  async setup(ctx) {
    await prepareLarge(ctx);
    return { requests: [{ path: '/api/companies', headers: await largeAdminHeaders(ctx) }] };
  },
};

export default scenario;
