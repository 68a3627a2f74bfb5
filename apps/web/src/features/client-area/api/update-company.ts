import { companyMutationResponseSchema, type UpdateCompanyBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type CompanyMutationResponse = z.infer<typeof companyMutationResponseSchema>;
export type UpdateCompanyArgs = { id: string; body: UpdateCompanyBody };

/** PUT /api/companies/{id}: the company details (a client only while editFlags.company is on). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateCompany: build.mutation<CompanyMutationResponse, UpdateCompanyArgs>({
      query: ({ id, body }) => ({
        url: `/api/companies/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        fallback: companyMessages.fallback.update,
        schema: companyMutationResponseSchema,
      }),
      // Dates and the financial year end move the compliance calendar.
      invalidatesTags: (_r, _e, { id }) => [...companyTags(id), 'Calendar', 'StatusSummary', 'Insights'],
    }),
  }),
});

export const { useUpdateCompanyMutation } = api;
