import {
  insightsResponseSchema,
  type CompanyIdQuery,
  type InsightsResponse,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

/** GET /api/client/insights: the firm's latest recommendation plus insights drawn from the client's records. */
export const getInsights = (query?: CompanyIdQuery) =>
  apiCall(
    (http) => http.get('/api/client/insights', { params: cleanParams(query) }),
    clientMessages.fallback.insights,
    insightsResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<InsightsResponse, CompanyIdQuery | void>({
      queryFn: (query) => run(() => getInsights(query ?? {})),
      providesTags: ['Insights'],
    }),
  }),
});

export const { useGetInsightsQuery } = api;
