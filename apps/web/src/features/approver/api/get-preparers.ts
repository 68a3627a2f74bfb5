import { approverPreparersResponseSchema, type PreparerLoad } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/approver/preparers: each preparer's load (companies, open and overdue tasks, pending and returned requests). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApproverPreparers: build.query<PreparerLoad[], void>({
      query: () => ({ url: '/api/approver/preparers', fallback: approvalMessages.fallback.preparers, schema: approverPreparersResponseSchema }),
      transformResponse: (response: z.infer<typeof approverPreparersResponseSchema>) => response.items,
      providesTags: ['ReviewQueue', 'Tasks'],
    }),
  }),
});

export const { useGetApproverPreparersQuery } = api;
