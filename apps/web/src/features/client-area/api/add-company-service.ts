import { companyServiceResponseSchema } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';
import { companyTags } from './company-tags';

export type CompanyServiceResponse = z.infer<typeof companyServiceResponseSchema>;
export type CompanyServiceArgs = { companyId: string; serviceId: number };

/** POST /api/companies/{id}/services/{serviceId}: the service is added at the catalogue's current price. */
export const addCompanyService = ({ companyId, serviceId }: CompanyServiceArgs) =>
  apiCall(
    (http) => http.post(`/api/companies/${encodeURIComponent(companyId)}/services/${serviceId}`, {}),
    companyMessages.fallback.addService,
    companyServiceResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    addCompanyService: build.mutation<CompanyServiceResponse, CompanyServiceArgs>({
      queryFn: (args) => run(() => addCompanyService(args)),
      invalidatesTags: (_r, _e, { companyId }) => [...companyTags(companyId), 'Invoices'],
    }),
  }),
});

export const { useAddCompanyServiceMutation } = api;
