import { taskDetailResponseSchema, type TaskDetailResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/client/tasks/assigned/{id}: the task and its required documents. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignedTask: build.query<TaskDetailResponse, string>({
      query: (id) => ({
        url: `/api/client/tasks/assigned/${encodeURIComponent(id)}`,
        fallback: clientMessages.fallback.taskDetails,
        schema: taskDetailResponseSchema,
      }),
      providesTags: (_result, _error, id) => [{ type: 'Task', id }],
    }),
  }),
});

export const { useGetAssignedTaskQuery } = api;
