import { deletedResponseSchema, type DeletedResponse } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type DeleteDirectorArgs = { companyId: string; directorId: string };

/** DELETE /api/companies/{id}/directors/{directorId} */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteDirector: build.mutation<DeletedResponse, DeleteDirectorArgs>({
      query: ({ companyId, directorId }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/directors/${encodeURIComponent(directorId)}`,
        method: 'DELETE',
        fallback: companyMessages.fallback.deleteDirector,
        schema: deletedResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useDeleteDirectorMutation } = api;
