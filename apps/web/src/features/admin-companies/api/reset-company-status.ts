import { companyMutationResponseSchema, type AdminCompanyMutationResponse, type ResetCompanyStatusBody } from '@quayside/contract/admin-companies';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import { companyChanged } from './company-tags';

/** PUT /api/admin/company/{id}/reset-status (newStatus, reason). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resetCompanyStatus: build.mutation<AdminCompanyMutationResponse, { id: string } & ResetCompanyStatusBody>({
      query: ({ id, ...body }) => ({
        url: `/api/admin/company/${encodeURIComponent(id)}/reset-status`,
        method: 'PUT',
        body,
        fallback: adminMessages.fallback.resetStatus,
        schema: companyMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => companyChanged(id),
    }),
  }),
});

export const { useResetCompanyStatusMutation } = api;
