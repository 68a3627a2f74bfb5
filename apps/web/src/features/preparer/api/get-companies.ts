import { listCompaniesResponseSchema, type ListCompaniesResponse } from '@quayside/contract/companies';
import { preparerAreaMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

/**
 * GET /api/companies?search=: the companies assigned to this preparer (the server scopes the list), newest
 * first, "Show more" paging.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreparerCompanies: build.infiniteQuery<ListCompaniesResponse, { search?: string | undefined }, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/companies',
        params: { pageSize: 25, ...cleanParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: preparerAreaMessages.fallback.companies,
        schema: listCompaniesResponseSchema,
      }),
      providesTags: ['Companies'],
    }),
  }),
});

export const { useGetPreparerCompaniesInfiniteQuery } = api;
