import { deletedResponseSchema, type DeletedResponse } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';
import { companyTags } from './company-tags';

export type DeleteShareholderArgs = { companyId: string; shareholderId: string };

/** DELETE /api/companies/{id}/shareholders/{shareholderId} */
export const deleteShareholder = ({ companyId, shareholderId }: DeleteShareholderArgs) =>
  apiCall(
    (http) =>
      http.delete(
        `/api/companies/${encodeURIComponent(companyId)}/shareholders/${encodeURIComponent(shareholderId)}`,
      ),
    companyMessages.fallback.deleteShareholder,
    deletedResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    deleteShareholder: build.mutation<DeletedResponse, DeleteShareholderArgs>({
      queryFn: (args) => run(() => deleteShareholder(args)),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useDeleteShareholderMutation } = api;
