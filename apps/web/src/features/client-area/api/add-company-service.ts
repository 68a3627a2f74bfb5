import { companyServiceResponseSchema } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type CompanyServiceResponse = z.infer<typeof companyServiceResponseSchema>;
export type CompanyServiceArgs = { companyId: string; serviceId: number };

/** POST /api/companies/{id}/services/{serviceId}: the service is added at the catalogue's current price. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addCompanyService: build.mutation<CompanyServiceResponse, CompanyServiceArgs>({
      query: ({ companyId, serviceId }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/services/${serviceId}`,
        method: 'POST',
        body: {},
        fallback: companyMessages.fallback.addService,
        schema: companyServiceResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => [...companyTags(companyId), 'Invoices'],
    }),
  }),
});

export const { useAddCompanyServiceMutation } = api;
