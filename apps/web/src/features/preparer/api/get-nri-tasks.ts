import { userTasksResponseSchema, type UserTasksResponse } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import {} from './nri-tags';

/** GET /api/preparer/tasks/user/{id}: the NRI client's tasks, newest first. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriClientTasks: build.infiniteQuery<UserTasksResponse, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/preparer/tasks/user/${encodeURIComponent(queryArg)}`,
        params: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: preparerMessages.fallback.userTasks,
        schema: userTasksResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'NriTasks', id }],
    }),
  }),
});

export const { useGetNriClientTasksInfiniteQuery } = api;
