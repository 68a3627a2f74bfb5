import { shareholderResponseSchema, type ShareholderBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type ShareholderResponse = z.infer<typeof shareholderResponseSchema>;
export type AddShareholderArgs = { companyId: string; body: ShareholderBody };

/** POST /api/companies/{id}/shareholders */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addShareholder: build.mutation<ShareholderResponse, AddShareholderArgs>({
      query: ({ companyId, body }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/shareholders`,
        method: 'POST',
        body,
        fallback: companyMessages.fallback.addShareholder,
        schema: shareholderResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useAddShareholderMutation } = api;
