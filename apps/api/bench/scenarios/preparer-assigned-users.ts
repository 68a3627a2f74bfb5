import { largePreparerHeaders, prepareLarge } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/**
 * GET /api/preparer/assigned-users for a preparer with 5,000 companies: the first page of both lists, and a search
 * over company names and owners' names and e-mails.
 */
const scenario: Scenario = {
  name: 'GET /api/preparer/assigned-users (preparer with 5,000 companies)',
  async setup(ctx) {
    await prepareLarge(ctx);
    const headers = await largePreparerHeaders(ctx, 5000);
    return {
      requests: [
        { path: '/api/preparer/assigned-users', headers },
        { path: '/api/preparer/assigned-users?q=holdings&takeCompanies=20', headers },
      ],
    };
  },
};

export default scenario;
