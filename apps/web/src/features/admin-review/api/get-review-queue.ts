import { reviewQueueResponseSchema, adminReviewTexts, type ReviewQueueResponse } from '@quayside/contract/admin-review';
import { baseApi } from '../../../lib/api/base-api';

export const REVIEW_QUEUE_PAGE = 20;

/** GET /api/admin/documents/signed: documents waiting for review, oldest first, with signed file URLs. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.infiniteQuery<ReviewQueueResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
      },
      query: ({ pageParam }) => ({
        url: '/api/admin/documents/signed',
        params: { take: REVIEW_QUEUE_PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: adminReviewTexts.fallback.reviewQueue,
        schema: reviewQueueResponseSchema,
      }),
      providesTags: ['ReviewQueue'],
    }),
  }),
});

export const { useGetReviewQueueInfiniteQuery } = api;
