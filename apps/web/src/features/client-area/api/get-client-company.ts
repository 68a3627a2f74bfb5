import { clientCompanyResponseSchema, type CompanyIdQuery } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type ClientCompanyResponse = z.infer<typeof clientCompanyResponseSchema>;

/** GET /api/client/company: the chosen company in full (null without one) and every company of the client. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClientCompany: build.query<ClientCompanyResponse, CompanyIdQuery | void>({
      query: (query) => ({
        url: '/api/client/company',
        params: cleanParams(query),
        fallback: clientMessages.fallback.company,
        schema: clientCompanyResponseSchema,
      }),
      providesTags: ['Company'],
    }),
  }),
});

export const { useGetClientCompanyQuery } = api;
