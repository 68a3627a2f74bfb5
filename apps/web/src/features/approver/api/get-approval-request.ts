import { approvalRequestResponseSchema, type ApprovalRequestDetail } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
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
      transformResponse: (r: { request: ApprovalRequestDetail }) => r.request,
      providesTags: (_r, _e, id) => [{ type: 'ApprovalRequest', id }],
    }),
  }),
});

export const { useGetApprovalRequestQuery } = api;
