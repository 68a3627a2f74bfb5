import {
  approvalRequestListResponseSchema,
  type ApprovalDecision,
  type ApprovalRequestList,
} from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type HistoryFilter = { decision?: ApprovalDecision | undefined; preparerId?: string | undefined };

/** GET /api/approver/history: decided requests, newest decision first; "Show more" paging. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApprovalHistory: build.infiniteQuery<ApprovalRequestList, HistoryFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/approver/history',
        params: { limit: 20, ...cleanParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: approvalMessages.fallback.history,
        schema: approvalRequestListResponseSchema,
      }),
      providesTags: ['Approvals'],
    }),
  }),
});

export const { useGetApprovalHistoryInfiniteQuery } = api;
