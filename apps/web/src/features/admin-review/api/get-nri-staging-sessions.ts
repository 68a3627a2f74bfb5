import { listNriStagingResponseSchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

type Response = z.infer<typeof listNriStagingResponseSchema>;
export type NriStagingFilter = {
  q?: string | undefined;
  state?: 'in_progress' | 'completed' | 'paid' | undefined;
};

/** GET /api/staging-nri/admin/staging: NRI tax sessions, newest first, keyset paged ("Fetch failed"). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriStagingSessions: build.infiniteQuery<Response, NriStagingFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/staging-nri/admin/staging',
        params: { limit: 25, ...cleanParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: nriOnboardingMessages.fallback.fetch,
        schema: listNriStagingResponseSchema,
      }),
      providesTags: ['NriStagingSessions'],
    }),
  }),
});

export const { useGetNriStagingSessionsInfiniteQuery } = api;
