import { deletedResponseSchema, type DeletedResponse } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type DeleteShareholderArgs = { companyId: string; shareholderId: string };

/** DELETE /api/companies/{id}/shareholders/{shareholderId} */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteShareholder: build.mutation<DeletedResponse, DeleteShareholderArgs>({
      query: ({ companyId, shareholderId }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/shareholders/${encodeURIComponent(shareholderId)}`,
        method: 'DELETE',
        fallback: companyMessages.fallback.deleteShareholder,
        schema: deletedResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useDeleteShareholderMutation } = api;
