import { deletedResponseSchema, type DeletedResponse } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type RemoveCompanyServiceArgs = { companyId: string; serviceId: number };

/** DELETE /api/companies/{id}/services/{serviceId} */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    removeCompanyService: build.mutation<DeletedResponse, RemoveCompanyServiceArgs>({
      query: ({ companyId, serviceId }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/services/${serviceId}`,
        method: 'DELETE',
        fallback: companyMessages.fallback.removeService,
        schema: deletedResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useRemoveCompanyServiceMutation } = api;
