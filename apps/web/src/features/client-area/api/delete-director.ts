import { deletedResponseSchema, type DeletedResponse } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';
import { companyTags } from './company-tags';

export type DeleteDirectorArgs = { companyId: string; directorId: string };

/** DELETE /api/companies/{id}/directors/{directorId} */
export const deleteDirector = ({ companyId, directorId }: DeleteDirectorArgs) =>
  apiCall(
    (http) =>
      http.delete(
        `/api/companies/${encodeURIComponent(companyId)}/directors/${encodeURIComponent(directorId)}`,
      ),
    companyMessages.fallback.deleteDirector,
    deletedResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    deleteDirector: build.mutation<DeletedResponse, DeleteDirectorArgs>({
      queryFn: (args) => run(() => deleteDirector(args)),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useDeleteDirectorMutation } = api;
