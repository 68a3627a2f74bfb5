import {
  clientDashboardResponseSchema,
  type ClientDashboard,
  type CompanyIdQuery,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

/** GET /api/client/dashboard: the client, their company, counts of what is open, next deadlines. */
export const getClientDashboard = (query?: CompanyIdQuery) =>
  apiCall(
    (http) => http.get('/api/client/dashboard', { params: cleanParams(query) }),
    clientMessages.fallback.dashboard,
    clientDashboardResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getClientDashboard: build.query<ClientDashboard, CompanyIdQuery | void>({
      queryFn: (query) => run(async () => (await getClientDashboard(query ?? {})).dashboard),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetClientDashboardQuery } = api;
