import { nriTasksResponseSchema } from '@quayside/contract/nri-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type NriTasksResponse = z.infer<typeof nriTasksResponseSchema>;
export const NRI_TASKS_PAGE_SIZE = 20;

/** GET /api/nri-client/tasks?onlyOpen=: the NRI client's tasks, newest first, a page at a time. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriTasks: build.infiniteQuery<NriTasksResponse, { onlyOpen: boolean }, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/nri-client/tasks',
        params: {
          onlyOpen: String(queryArg.onlyOpen),
          limit: NRI_TASKS_PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        fallback: clientMessages.fallback.tasks,
        schema: nriTasksResponseSchema,
      }),
      providesTags: ['NriTasks'],
    }),
  }),
});

export const { useGetNriTasksInfiniteQuery } = api;
