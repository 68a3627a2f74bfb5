import { companyServiceResponseSchema, type AddCompanyServiceBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type CompanyServiceResponse = z.infer<typeof companyServiceResponseSchema>;
export type CompanyServiceArgs = { companyId: string; serviceId: number };
export type AddCompanyServiceArgs = CompanyServiceArgs & { body: NonNullable<AddCompanyServiceBody> };

/**
 * POST /api/companies/{id}/services/{serviceId} {billingAddress}: the service is added awaiting payment, with the
 * invoice for it in the answer (paying that invoice makes it active).
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addCompanyService: build.mutation<CompanyServiceResponse, AddCompanyServiceArgs>({
      query: ({ companyId, serviceId, body }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/services/${serviceId}`,
        method: 'POST',
        body,
        fallback: companyMessages.fallback.addService,
        schema: companyServiceResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => [...companyTags(companyId), 'Invoices'],
    }),
  }),
});

export const { useAddCompanyServiceMutation } = api;
