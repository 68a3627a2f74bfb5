import { companyServiceQuoteResponseSchema, type CompanyServiceQuoteResponse } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

export type ServiceQuoteArgs = { companyId: string; serviceId: number };

/**
 * GET /api/companies/{id}/services/{serviceId}/quote: what adding the service charges, with tax, as the server
 * prices it (the invoice's total is this total), and the billing address to suggest.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceQuote: build.query<CompanyServiceQuoteResponse, ServiceQuoteArgs>({
      query: ({ companyId, serviceId }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/services/${serviceId}/quote`,
        fallback: companyMessages.fallback.serviceQuote,
        schema: companyServiceQuoteResponseSchema,
      }),
      // Prices can change in the catalogue: always ask again when the confirmation opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetServiceQuoteQuery } = api;
