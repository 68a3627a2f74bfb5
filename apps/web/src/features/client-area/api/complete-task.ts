import { taskMutationResponseSchema, type TaskMutationResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

/** POST /api/client/tasks/assigned/{id}/complete: the task goes to 'complete (pending review)'. */
export const completeTask = (id: string) =>
  apiCall(
    (http) => http.post(`/api/client/tasks/assigned/${encodeURIComponent(id)}/complete`, {}),
    clientMessages.fallback.completeTask,
    taskMutationResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    completeTask: build.mutation<TaskMutationResponse, string>({
      queryFn: (id) => run(() => completeTask(id)),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Task', id },
        'Tasks',
        'Actions',
        'Dashboard',
        'StatusSummary',
        'Insights',
      ],
    }),
  }),
});

export const { useCompleteTaskMutation } = api;
