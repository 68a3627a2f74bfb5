import { largeClientHeaders, prepareLarge } from '../lib/large-data';
import type { Scenario } from '../lib/types';

/** GET /api/client/tasks/assigned (first page, and open tasks only) for 100 clients over 500,000 tasks. */
const scenario: Scenario = {
  name: 'GET /api/client/tasks/assigned (500k tasks)',
  async setup(ctx) {
    await prepareLarge(ctx);
    const headers = await largeClientHeaders(ctx, 100);
    return {
      requests: headers.map((h, i) => ({ path: i % 2 ? '/api/client/tasks/assigned?openOnly=true' : '/api/client/tasks/assigned', headers: h })),
    };
  },
};

export default scenario;
