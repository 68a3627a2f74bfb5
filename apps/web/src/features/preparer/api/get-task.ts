import { taskDetailResponseSchema, type TaskDetailResponse } from '@quayside/contract/client-area';
import { preparerMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import { taskTag } from './tags';

/** GET /api/company-preparer/tasks/{id}: the task and its required documents (with what the client uploaded). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreparerTask: build.query<TaskDetailResponse, string>({
      query: (id) => ({
        url: `/api/company-preparer/tasks/${encodeURIComponent(id)}`,
        fallback: preparerMessages.fallback.taskDetails,
        schema: taskDetailResponseSchema,
      }),
      providesTags: (_r, _e, id) => [taskTag(id)],
    }),
  }),
});

export const { useGetPreparerTaskQuery } = api;
