import {
  adminIncorporationsResponseSchema,
  adminReviewTexts,
  type AdminIncorporationsResponse,
} from '@quayside/contract/admin-review';
import type { IncorporationStatus } from '@quayside/contract/companies';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type IncorporationsFilter = { status?: IncorporationStatus | undefined; q?: string | undefined };

/** GET /api/admin/incorporations: newest first, filtered by status and name, "Show more" paging. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIncorporations: build.infiniteQuery<AdminIncorporationsResponse, IncorporationsFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/incorporations',
        params: { take: 25, ...cleanParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: adminReviewTexts.fallback.incorporations,
        schema: adminIncorporationsResponseSchema,
      }),
      providesTags: ['Incorporations'],
    }),
  }),
});

export const { useGetIncorporationsInfiniteQuery } = api;
