import { assignedTasksResponseSchema, type AssignedTasksResponse } from '@quayside/contract/preparer';
import type { TaskStatus } from '@quayside/contract/client-area';
import { preparerMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type AssignedTasksArgs = {
  status?: TaskStatus | undefined;
  q?: string | undefined;
  dueBefore?: string | undefined;
  companyId?: string | undefined;
  limit?: number | undefined;
};

/** GET /api/preparer/assigned-tasks: the work queue (open tasks), soonest due first, "Show more" paging. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignedTasks: build.infiniteQuery<AssignedTasksResponse, AssignedTasksArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
      },
      query: ({ queryArg: { limit = 20, ...filter }, pageParam }) => ({
        url: '/api/preparer/assigned-tasks',
        params: { limit, ...cleanParams(filter), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: preparerMessages.fallback.assignedTasks,
        schema: assignedTasksResponseSchema,
      }),
      providesTags: ['Tasks'],
    }),
  }),
});

export const { useGetAssignedTasksInfiniteQuery } = api;
