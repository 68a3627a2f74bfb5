import {
  statusSummaryResponseSchema,
  type CompanyIdQuery,
  type StatusSummary,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

/** GET /api/client/status/summary: the incorporation path and the compliance year as steps. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStatusSummary: build.query<StatusSummary | null, CompanyIdQuery | void>({
      query: (query) => ({
        url: '/api/client/status/summary',
        params: cleanParams(query),
        fallback: clientMessages.fallback.statusSummary,
        schema: statusSummaryResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof statusSummaryResponseSchema>) => response.summary,
      providesTags: ['StatusSummary'],
    }),
  }),
});

export const { useGetStatusSummaryQuery } = api;
