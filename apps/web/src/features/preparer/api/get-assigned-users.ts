import { assignedUsersResponseSchema, type AssignedUsersResponse } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

/**
 * GET /api/preparer/assigned-users: the companies (and NRI clients) assigned to the preparer, searched by company
 * name or client name or e-mail. Pages follow the companies' cursor (the NRI list comes with the first page).
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignedUsers: build.infiniteQuery<AssignedUsersResponse, { q?: string | undefined }, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.pageInfo.companies.hasMore ? last.pageInfo.companies.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/preparer/assigned-users',
        params: {
          takeCompanies: 25,
          takeNris: 50,
          ...cleanParams(queryArg),
          ...(pageParam ? { cursorCompany: pageParam, includeNri: 'false' } : {}),
        },
        fallback: preparerMessages.fallback.assignedUsers,
        schema: assignedUsersResponseSchema,
      }),
      providesTags: ['Companies'],
    }),
  }),
});

export const { useGetAssignedUsersInfiniteQuery } = api;
