import { companyDashboardResponseSchema, type CompanyDashboard } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/companies/{id}/dashboard. The cache keeps one dashboard per companyId (the spec's keyed state). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyDashboard: build.query<CompanyDashboard, string>({
      query: (id) => ({
        url: `/api/companies/${encodeURIComponent(id)}/dashboard`,
        fallback: companyMessages.fallback.dashboard,
        schema: companyDashboardResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof companyDashboardResponseSchema>) => response.dashboard,
      providesTags: (_r, _e, id) => [{ type: 'CompanyDashboard', id }],
    }),
  }),
});

export const { useGetCompanyDashboardQuery } = api;
