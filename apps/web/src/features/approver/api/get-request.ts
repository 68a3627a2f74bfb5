import { approvalRequestResponseSchema, type ApprovalRequestDetail } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/approver/requests/{id}: the request with the preparer's note, the diff and the tasks. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApprovalRequest: build.query<ApprovalRequestDetail, string>({
      query: (id) => ({
        url: `/api/approver/requests/${encodeURIComponent(id)}`,
        fallback: approvalMessages.fallback.request,
        schema: approvalRequestResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof approvalRequestResponseSchema>) => response.request,
      providesTags: (_r, _e, id) => [{ type: 'ReviewQueue', id }],
    }),
  }),
});

export const { useGetApprovalRequestQuery } = api;
