import { adminCompaniesResponseSchema, type AdminCompaniesResponse } from '@quayside/contract/admin-companies';
import type { CompanyStatus } from '@quayside/contract/companies';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type CompaniesFilter = { q?: string | undefined; status?: CompanyStatus | undefined; locked?: 'true' | 'false' | undefined };

/** GET /api/admin/companies: newest first, filtered by name or number, status and lock; "Show more" paging. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCompanies: build.infiniteQuery<AdminCompaniesResponse, CompaniesFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/companies',
        params: { take: 25, ...cleanParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: adminMessages.fallback.companies,
        schema: adminCompaniesResponseSchema,
      }),
      providesTags: ['AdminCompanies'],
    }),
  }),
});

export const { useGetAdminCompaniesInfiniteQuery } = api;
