import { taskDetailResponseSchema, type TaskDetailResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

/** GET /api/client/tasks/assigned/{id}: the task and its required documents. */
export const getAssignedTask = (id: string) =>
  apiCall(
    (http) => http.get(`/api/client/tasks/assigned/${encodeURIComponent(id)}`),
    clientMessages.fallback.taskDetails,
    taskDetailResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignedTask: build.query<TaskDetailResponse, string>({
      queryFn: (id) => run(() => getAssignedTask(id)),
      providesTags: (_result, _error, id) => [{ type: 'Task', id }],
    }),
  }),
});

export const { useGetAssignedTaskQuery } = api;
