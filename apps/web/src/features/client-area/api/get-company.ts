import { companyResponseSchema, type Company } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/companies/{id}: one company in full, with directors, shareholders and services. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompany: build.query<Company, string>({
      query: (id) => ({
        url: `/api/companies/${encodeURIComponent(id)}`,
        fallback: companyMessages.fallback.get,
        schema: companyResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof companyResponseSchema>) => response.company,
      providesTags: (_r, _e, id) => [{ type: 'Company', id }],
    }),
  }),
});

export const { useGetCompanyQuery } = api;
