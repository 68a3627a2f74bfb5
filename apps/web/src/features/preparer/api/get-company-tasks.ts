import { companyTasksResponseSchema } from '@quayside/contract/company-preparer';
import type { TaskStatus } from '@quayside/contract/client-area';
import { preparerAreaMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';
import { tasksTag } from './tags';

type Page = z.infer<typeof companyTasksResponseSchema>;
export type CompanyTasksArgs = { companyId: string; status?: TaskStatus | undefined; openOnly?: boolean | undefined };

/** GET /api/company-preparer/{id}/tasks: the company's tasks, newest first, "Show more" paging. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreparerCompanyTasks: build.infiniteQuery<Page, CompanyTasksArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg: { companyId, status, openOnly }, pageParam }) => ({
        url: `/api/company-preparer/${encodeURIComponent(companyId)}/tasks`,
        params: {
          limit: 20,
          ...cleanParams({ status, openOnly: openOnly ? 'true' : undefined }),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        fallback: preparerAreaMessages.fallback.tasks,
        schema: companyTasksResponseSchema,
      }),
      providesTags: (_r, _e, { companyId }) => [tasksTag(companyId), 'Tasks'],
    }),
  }),
});

export const { useGetPreparerCompanyTasksInfiniteQuery } = api;
