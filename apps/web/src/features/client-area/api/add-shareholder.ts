import { shareholderResponseSchema, type ShareholderBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';
import { companyTags } from './company-tags';

export type ShareholderResponse = z.infer<typeof shareholderResponseSchema>;
export type AddShareholderArgs = { companyId: string; body: ShareholderBody };

/** POST /api/companies/{id}/shareholders */
export const addShareholder = ({ companyId, body }: AddShareholderArgs) =>
  apiCall(
    (http) => http.post(`/api/companies/${encodeURIComponent(companyId)}/shareholders`, body),
    companyMessages.fallback.addShareholder,
    shareholderResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    addShareholder: build.mutation<ShareholderResponse, AddShareholderArgs>({
      queryFn: (args) => run(() => addShareholder(args)),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useAddShareholderMutation } = api;
