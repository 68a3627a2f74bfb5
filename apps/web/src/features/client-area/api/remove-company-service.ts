import { deletedResponseSchema, type DeletedResponse } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';
import { companyTags } from './company-tags';

export type RemoveCompanyServiceArgs = { companyId: string; serviceId: number };

/** DELETE /api/companies/{id}/services/{serviceId} */
export const removeCompanyService = ({ companyId, serviceId }: RemoveCompanyServiceArgs) =>
  apiCall(
    (http) => http.delete(`/api/companies/${encodeURIComponent(companyId)}/services/${serviceId}`),
    companyMessages.fallback.removeService,
    deletedResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    removeCompanyService: build.mutation<DeletedResponse, RemoveCompanyServiceArgs>({
      queryFn: (args) => run(() => removeCompanyService(args)),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useRemoveCompanyServiceMutation } = api;
