import { approverDashboardResponseSchema, type ApproverDashboard } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/approver/dashboard: pending, returned and recently decided counts, preparers, the oldest pending requests. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApproverDashboard: build.query<ApproverDashboard, void>({
      query: () => ({ url: '/api/approver/dashboard', fallback: approvalMessages.fallback.dashboard, schema: approverDashboardResponseSchema }),
      transformResponse: (response: z.infer<typeof approverDashboardResponseSchema>) => response.dashboard,
      providesTags: ['ReviewQueue', 'Dashboard'],
    }),
  }),
});

export const { useGetApproverDashboardQuery } = api;
