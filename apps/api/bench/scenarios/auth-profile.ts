import type { Scenario } from '../lib/types';

/** The signed-in user's profile: bearer token check, the user (cached: no SQL in the steady state, so the baseline is the bare hello-world), the response serialiser. */
const scenario: Scenario = {
  name: 'GET /api/auth/profile',
  targetRatio: 0.6,
  async setup(ctx) {
    const user = await ctx.createUser({ role: 'client' });
    const token = await ctx.accessTokenFor(user);
    return { requests: [{ method: 'GET', path: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } }] };
  },
};

export default scenario;
