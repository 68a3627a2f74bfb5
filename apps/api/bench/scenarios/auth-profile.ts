import type { Scenario } from '../lib/types';

/** The signed-in user's profile: bearer token check, one user read, the response schema. */
const scenario: Scenario = {
  name: 'GET /api/auth/profile',
  targetRatio: 0.5,
  async setup(ctx) {
    const user = await ctx.createUser({ role: 'client' });
    const token = await ctx.accessTokenFor(user);
    return { requests: [{ method: 'GET', path: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } }] };
  },
};

export default scenario;
