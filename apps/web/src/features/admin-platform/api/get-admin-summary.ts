import { adminSummaryResponseSchema, type AdminSummaryResponse } from '@quayside/contract/admin-platform';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/admin/summary: the counts and the series of the summary's charts. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSummary: build.query<AdminSummaryResponse, void>({
      query: () => ({ url: '/api/admin/summary', fallback: adminMessages.fallback.summary, schema: adminSummaryResponseSchema }),
    }),
  }),
});

export const { useGetAdminSummaryQuery } = api;
