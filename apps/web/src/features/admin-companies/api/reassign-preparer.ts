import { reassignPreparerResponseSchema, type ReassignPreparerBody, type ReassignPreparerResponse } from '@quayside/contract/admin-companies';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import { companyChanged } from './company-tags';

/** PUT /api/admin/company/{id}/reassign-preparer (newPreparerId). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reassignPreparer: build.mutation<ReassignPreparerResponse, { id: string } & ReassignPreparerBody>({
      query: ({ id, ...body }) => ({
        url: `/api/admin/company/${encodeURIComponent(id)}/reassign-preparer`,
        method: 'PUT',
        body,
        fallback: adminMessages.fallback.reassign,
        schema: reassignPreparerResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => companyChanged(id),
    }),
  }),
});

export const { useReassignPreparerMutation } = api;
