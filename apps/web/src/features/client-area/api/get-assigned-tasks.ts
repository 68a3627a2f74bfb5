import {
  listTasksResponseSchema,
  type ListTasksResponse,
  type TaskStatus,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

/** The list's filters (GET /api/client/tasks/assigned query, less the paging). */
export type TaskFilters = {
  status?: TaskStatus | undefined;
  openOnly?: boolean | undefined;
  companyId?: string | undefined;
  search?: string | undefined;
};
export const TASKS_PAGE_SIZE = 20;

/** GET /api/client/tasks/assigned: newest first; the next page comes with nextCursor. */
export const getAssignedTasks = (query: TaskFilters & { cursor?: string | null; limit?: number }) =>
  apiCall(
    (http) =>
      http.get('/api/client/tasks/assigned', {
        params: cleanParams({
          status: query.status,
          openOnly: query.openOnly ? 'true' : undefined,
          companyId: query.companyId,
          search: query.search?.trim(),
          cursor: query.cursor ?? undefined,
          limit: query.limit ?? TASKS_PAGE_SIZE,
        }),
      }),
    clientMessages.fallback.tasks,
    listTasksResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignedTasks: build.infiniteQuery<ListTasksResponse, TaskFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      queryFn: ({ queryArg, pageParam }) => run(() => getAssignedTasks({ ...queryArg, cursor: pageParam })),
      providesTags: ['Tasks'],
    }),
  }),
});

export const { useGetAssignedTasksInfiniteQuery } = api;
