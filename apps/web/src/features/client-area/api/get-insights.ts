import {
  insightsResponseSchema,
  type CompanyIdQuery,
  type InsightsResponse,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

/** GET /api/client/insights: the firm's latest recommendation plus insights drawn from the client's records. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<InsightsResponse, CompanyIdQuery | void>({
      query: (query) => ({
        url: '/api/client/insights',
        params: cleanParams(query),
        fallback: clientMessages.fallback.insights,
        schema: insightsResponseSchema,
      }),
      providesTags: ['Insights'],
    }),
  }),
});

export const { useGetInsightsQuery } = api;
