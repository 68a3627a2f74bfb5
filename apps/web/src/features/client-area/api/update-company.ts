import { companyMutationResponseSchema, type UpdateCompanyBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';
import { companyTags } from './company-tags';

export type CompanyMutationResponse = z.infer<typeof companyMutationResponseSchema>;
export type UpdateCompanyArgs = { id: string; body: UpdateCompanyBody };

/** PUT /api/companies/{id}: the company details (a client only while editFlags.company is on). */
export const updateCompany = ({ id, body }: UpdateCompanyArgs) =>
  apiCall(
    (http) => http.put(`/api/companies/${encodeURIComponent(id)}`, body),
    companyMessages.fallback.update,
    companyMutationResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    updateCompany: build.mutation<CompanyMutationResponse, UpdateCompanyArgs>({
      queryFn: (args) => run(() => updateCompany(args)),
      // Dates and the financial year end move the compliance calendar.
      invalidatesTags: (_r, _e, { id }) => [...companyTags(id), 'Calendar', 'StatusSummary', 'Insights'],
    }),
  }),
});

export const { useUpdateCompanyMutation } = api;
