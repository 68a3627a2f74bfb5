import { approverDashboardResponseSchema, type ApproverDashboard } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/approver/dashboard: the counts and the oldest requests waiting. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApproverDashboard: build.query<ApproverDashboard, void>({
      query: () => ({
        url: '/api/approver/dashboard',
        fallback: approvalMessages.fallback.dashboard,
        schema: approverDashboardResponseSchema,
      }),
      transformResponse: (r: { dashboard: ApproverDashboard }) => r.dashboard,
      providesTags: ['Approvals'],
    }),
  }),
});

export const { useGetApproverDashboardQuery } = api;
