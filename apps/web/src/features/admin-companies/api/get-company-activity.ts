import { companyActivityResponseSchema, type CompanyActivityResponse } from '@quayside/contract/admin-companies';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/admin/company/{id}/activity: the activity log, newest first, "Show more" paging. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyActivity: build.infiniteQuery<CompanyActivityResponse, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/admin/company/${encodeURIComponent(queryArg)}/activity`,
        params: { take: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: adminMessages.fallback.logs,
        schema: companyActivityResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'CompanyActivity', id }],
    }),
  }),
});

export const { useGetCompanyActivityInfiniteQuery } = api;
