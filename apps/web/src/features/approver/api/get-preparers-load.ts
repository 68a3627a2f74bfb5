import { approverPreparersResponseSchema, type PreparerLoad } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/approver/preparers: each preparer under the approver with their load. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreparersLoad: build.query<PreparerLoad[], void>({
      query: () => ({
        url: '/api/approver/preparers',
        fallback: approvalMessages.fallback.preparers,
        schema: approverPreparersResponseSchema,
      }),
      transformResponse: (r: { items: PreparerLoad[] }) => r.items,
      providesTags: ['Approvals'],
    }),
  }),
});

export const { useGetPreparersLoadQuery } = api;
