import { companyStatusResponseSchema, type CompanyStatusRecord } from '@quayside/contract/company-preparer';
import { preparerAreaMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTag } from './tags';

/** GET /api/company-preparer/{id}/status: status, incorporationStatus, statusRemarks, updatedAt. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreparerCompanyStatus: build.query<CompanyStatusRecord, string>({
      query: (id) => ({
        url: `/api/company-preparer/${encodeURIComponent(id)}/status`,
        fallback: preparerAreaMessages.fallback.status,
        schema: companyStatusResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof companyStatusResponseSchema>) => response.status,
      providesTags: (_r, _e, id) => [companyTag(id)],
    }),
  }),
});

export const { useGetPreparerCompanyStatusQuery } = api;
