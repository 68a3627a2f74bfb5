import { clientCompanyResponseSchema, type CompanyIdQuery } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

export type ClientCompanyResponse = z.infer<typeof clientCompanyResponseSchema>;

/** GET /api/client/company: the chosen company in full (null without one) and every company of the client. */
export const getClientCompany = (query?: CompanyIdQuery) =>
  apiCall(
    (http) => http.get('/api/client/company', { params: cleanParams(query) }),
    clientMessages.fallback.company,
    clientCompanyResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getClientCompany: build.query<ClientCompanyResponse, CompanyIdQuery | void>({
      queryFn: (query) => run(() => getClientCompany(query ?? {})),
      providesTags: ['Company'],
    }),
  }),
});

export const { useGetClientCompanyQuery } = api;
