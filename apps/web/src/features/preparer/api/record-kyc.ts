import { kycRecordResponseSchema, type RecordKycBody } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTag } from './tags';

export type RecordKycArgs = { companyId: string } & RecordKycBody;

/** POST /api/preparer/kyc/{id}: a KYC check on the company, a director or a shareholder ("KYC record saved"). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    recordKyc: build.mutation<z.infer<typeof kycRecordResponseSchema>, RecordKycArgs>({
      query: ({ companyId, ...body }) => ({
        url: `/api/preparer/kyc/${encodeURIComponent(companyId)}`,
        method: 'POST',
        body,
        fallback: preparerMessages.fallback.recordKyc,
        schema: kycRecordResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => [{ type: 'CompanyActivity', id: companyId }, companyTag(companyId)],
    }),
  }),
});

export const { useRecordKycMutation } = api;
