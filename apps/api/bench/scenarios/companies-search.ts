import { largeAdminHeaders, prepareLarge } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/**
 * GET /api/companies?search=... over 100,000 companies: a rotation of what people type, from a fairly
 * selective name fragment to a common word, a registration number fragment and a two-letter "starts with".
 */
const scenario: Scenario = {
  name: 'GET /api/companies?search= (100k companies)',
  async setup(ctx) {
    await prepareLarge(ctx);
    const headers = await largeAdminHeaders(ctx);
    const terms = ['harbourline', 'Pearlbay Shipping', 'marine', '2024123', 'ze', 'PTC1234', 'lighthousequay'];
    return { requests: terms.map((t) => ({ path: `/api/companies?search=${encodeURIComponent(t)}`, headers })) };
  },
};

export default scenario;
