import { companyResponseSchema, type Company } from '@quayside/contract/companies';
import { adminMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/companies/{id}: the company record in full (the admin reaches every company). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCompany: build.query<Company, string>({
      query: (id) => ({
        url: `/api/companies/${encodeURIComponent(id)}`,
        fallback: adminMessages.fallback.company,
        schema: companyResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof companyResponseSchema>) => response.company,
      providesTags: (_r, _e, id) => [{ type: 'Company', id }],
    }),
  }),
});

export const { useGetAdminCompanyQuery } = api;
