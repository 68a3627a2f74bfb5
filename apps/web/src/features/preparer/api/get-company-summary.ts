import { companyPreparerSummaryResponseSchema, type CompanyPreparerSummary } from '@quayside/contract/company-preparer';
import { preparerAreaMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTag } from './tags';

/** GET /api/company-preparer/{id}/summary: the company, its client, unacknowledged actions, most urgent open tasks. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreparerCompanySummary: build.query<CompanyPreparerSummary, string>({
      query: (id) => ({
        url: `/api/company-preparer/${encodeURIComponent(id)}/summary`,
        fallback: preparerAreaMessages.fallback.summary,
        schema: companyPreparerSummaryResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof companyPreparerSummaryResponseSchema>) => response.summary,
      providesTags: (_r, _e, id) => [companyTag(id)],
    }),
  }),
});

export const { useGetPreparerCompanySummaryQuery } = api;
