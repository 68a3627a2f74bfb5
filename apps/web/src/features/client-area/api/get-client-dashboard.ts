import {
  clientDashboardResponseSchema,
  type ClientDashboard,
  type CompanyIdQuery,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

/** GET /api/client/dashboard: the client, their company, counts of what is open, next deadlines. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClientDashboard: build.query<ClientDashboard, CompanyIdQuery | void>({
      query: (query) => ({
        url: '/api/client/dashboard',
        params: cleanParams(query),
        fallback: clientMessages.fallback.dashboard,
        schema: clientDashboardResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof clientDashboardResponseSchema>) => response.dashboard,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetClientDashboardQuery } = api;
