import {
  listTasksResponseSchema,
  type ListTasksResponse,
  type TaskStatus,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

/** The list's filters (GET /api/client/tasks/assigned query, less the paging). */
export type TaskFilters = {
  status?: TaskStatus | undefined;
  openOnly?: boolean | undefined;
  companyId?: string | undefined;
  search?: string | undefined;
};
export const TASKS_PAGE_SIZE = 20;

/** GET /api/client/tasks/assigned: newest first; the next page comes with nextCursor. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignedTasks: build.infiniteQuery<ListTasksResponse, TaskFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/client/tasks/assigned',
        params: cleanParams({
          status: queryArg.status,
          openOnly: queryArg.openOnly ? 'true' : undefined,
          companyId: queryArg.companyId,
          search: queryArg.search?.trim(),
          cursor: pageParam ?? undefined,
          limit: TASKS_PAGE_SIZE,
        }),
        fallback: clientMessages.fallback.tasks,
        schema: listTasksResponseSchema,
      }),
      providesTags: ['Tasks'],
    }),
  }),
});

export const { useGetAssignedTasksInfiniteQuery } = api;
