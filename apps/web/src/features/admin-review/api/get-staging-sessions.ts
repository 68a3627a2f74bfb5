import { listStagingResponseSchema } from '@quayside/contract/incorporation';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

type Response = z.infer<typeof listStagingResponseSchema>;
export type StagingFilter = { q?: string | undefined; status?: 'in_progress' | 'completed' | undefined };

/**
 * GET /api/incorporation/admin/staging (answer stagingCompanies). The spec gives this call no fallback of its
 * own; the staging sessions' "Fetch failed" (part 2 section 8) is used.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStagingSessions: build.infiniteQuery<Response, StagingFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/incorporation/admin/staging',
        params: { limit: 25, ...cleanParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: nriOnboardingMessages.fallback.fetch,
        schema: listStagingResponseSchema,
      }),
      providesTags: ['StagingSessions'],
    }),
  }),
});

export const { useGetStagingSessionsInfiniteQuery } = api;
