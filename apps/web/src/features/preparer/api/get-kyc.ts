import { kycRecordsResponseSchema, type KycRecord } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTag } from './tags';

/** GET /api/preparer/kyc/{id}: the company's KYC records, newest first. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKycRecords: build.query<KycRecord[], string>({
      query: (id) => ({ url: `/api/preparer/kyc/${encodeURIComponent(id)}`, fallback: preparerMessages.fallback.kycRecords, schema: kycRecordsResponseSchema }),
      transformResponse: (response: z.infer<typeof kycRecordsResponseSchema>) => response.items,
      providesTags: (_r, _e, id) => [{ type: 'CompanyActivity', id }, companyTag(id)],
    }),
  }),
});

export const { useGetKycRecordsQuery } = api;
