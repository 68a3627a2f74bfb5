import { profileResponseSchema, type ProfileResponse } from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { baseApi } from '../../api/base-api';

/**
 * GET /api/auth/profile: who is signed in. A mutation, not a cached query: its answer goes into the session
 * slice, and it must still answer when a lost session empties the cache while it runs (a query's result is
 * read back from that cache). authRedirect false: the caller decides where a signed-out visitor goes.
 */
export const loadProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    loadProfile: build.mutation<ProfileResponse, void>({
      query: () => ({
        url: '/api/auth/profile',
        fallback: authMessages.fallback.profile,
        schema: profileResponseSchema,
        config: { authRedirect: false },
      }),
    }),
  }),
});
