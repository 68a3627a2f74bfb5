import { approvalRequestListResponseSchema, type ApprovalRequestList } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type QueueFilter = { q?: string | undefined; preparerId?: string | undefined };

/** GET /api/approver/queue: requests waiting for a decision, oldest first; "Show more" paging. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApprovalQueue: build.infiniteQuery<ApprovalRequestList, QueueFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/approver/queue',
        params: { limit: 20, ...cleanParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: approvalMessages.fallback.queue,
        schema: approvalRequestListResponseSchema,
      }),
      providesTags: ['Approvals'],
    }),
  }),
});

export const { useGetApprovalQueueInfiniteQuery } = api;
