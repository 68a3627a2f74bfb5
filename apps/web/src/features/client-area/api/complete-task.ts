import { taskMutationResponseSchema, type TaskMutationResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/client/tasks/assigned/{id}/complete: the task goes to 'complete (pending review)'. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    completeTask: build.mutation<TaskMutationResponse, string>({
      query: (id) => ({
        url: `/api/client/tasks/assigned/${encodeURIComponent(id)}/complete`,
        method: 'POST',
        body: {},
        fallback: clientMessages.fallback.completeTask,
        schema: taskMutationResponseSchema,
      }),
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
