import {
  statusSummaryResponseSchema,
  type CompanyIdQuery,
  type StatusSummary,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

/** GET /api/client/status/summary: the incorporation path and the compliance year as steps. */
export const getStatusSummary = (query?: CompanyIdQuery) =>
  apiCall(
    (http) => http.get('/api/client/status/summary', { params: cleanParams(query) }),
    clientMessages.fallback.statusSummary,
    statusSummaryResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getStatusSummary: build.query<StatusSummary | null, CompanyIdQuery | void>({
      queryFn: (query) => run(async () => (await getStatusSummary(query ?? {})).summary),
      providesTags: ['StatusSummary'],
    }),
  }),
});

export const { useGetStatusSummaryQuery } = api;
