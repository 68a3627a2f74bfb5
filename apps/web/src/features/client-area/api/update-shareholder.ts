import { shareholderResponseSchema, type ShareholderBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';
import { companyTags } from './company-tags';

export type ShareholderResponse = z.infer<typeof shareholderResponseSchema>;
export type UpdateShareholderArgs = {
  companyId: string;
  shareholderId: string;
  body: Partial<ShareholderBody>;
};

/** PUT /api/companies/{id}/shareholders/{shareholderId} */
export const updateShareholder = ({ companyId, shareholderId, body }: UpdateShareholderArgs) =>
  apiCall(
    (http) =>
      http.put(
        `/api/companies/${encodeURIComponent(companyId)}/shareholders/${encodeURIComponent(shareholderId)}`,
        body,
      ),
    companyMessages.fallback.updateShareholder,
    shareholderResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    updateShareholder: build.mutation<ShareholderResponse, UpdateShareholderArgs>({
      queryFn: (args) => run(() => updateShareholder(args)),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useUpdateShareholderMutation } = api;
