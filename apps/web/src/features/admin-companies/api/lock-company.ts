import { companyMutationResponseSchema, type AdminCompanyMutationResponse, type LockCompanyBody } from '@quayside/contract/admin-companies';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import { companyChanged } from './company-tags';

/** PUT /api/admin/company/{id}/lock: lock (with a reason) or unlock the client's dashboard. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lockCompany: build.mutation<AdminCompanyMutationResponse, { id: string } & LockCompanyBody>({
      query: ({ id, ...body }) => ({
        url: `/api/admin/company/${encodeURIComponent(id)}/lock`,
        method: 'PUT',
        body,
        fallback: body.locked === false ? adminMessages.fallback.unlock : adminMessages.fallback.lock,
        schema: companyMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => companyChanged(id),
    }),
  }),
});

export const { useLockCompanyMutation } = api;
