import { shareholderResponseSchema, type ShareholderBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type ShareholderResponse = z.infer<typeof shareholderResponseSchema>;
export type UpdateShareholderArgs = {
  companyId: string;
  shareholderId: string;
  body: Partial<ShareholderBody>;
};

/** PUT /api/companies/{id}/shareholders/{shareholderId} */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateShareholder: build.mutation<ShareholderResponse, UpdateShareholderArgs>({
      query: ({ companyId, shareholderId, body }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/shareholders/${encodeURIComponent(shareholderId)}`,
        method: 'PUT',
        body,
        fallback: companyMessages.fallback.updateShareholder,
        schema: shareholderResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useUpdateShareholderMutation } = api;
