import { companyServiceResponseSchema } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type RemoveCompanyServiceArgs = { companyId: string; serviceId: number };

/**
 * DELETE /api/companies/{id}/services/{serviceId}: withdraws a service not yet paid (its invoice is cancelled).
 * A paid one is refused with the server's reason: its cancellation is requested instead.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    removeCompanyService: build.mutation<z.infer<typeof companyServiceResponseSchema>, RemoveCompanyServiceArgs>({
      query: ({ companyId, serviceId }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/services/${serviceId}`,
        method: 'DELETE',
        fallback: companyMessages.fallback.removeService,
        schema: companyServiceResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => [...companyTags(companyId), 'Invoices'],
    }),
  }),
});

export const { useRemoveCompanyServiceMutation } = api;
