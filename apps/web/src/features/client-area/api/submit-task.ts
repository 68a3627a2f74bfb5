import { taskMutationResponseSchema, type TaskMutationResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

export type SubmitTaskArgs = { id: string; message?: string };

/** POST /api/client/tasks/assigned/{id}/submit: sends the task for review (status InProgress in the list). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitTask: build.mutation<TaskMutationResponse, SubmitTaskArgs>({
      query: ({ id, message }) => ({
        url: `/api/client/tasks/assigned/${encodeURIComponent(id)}/submit`,
        method: 'POST',
        body: message?.trim() ? { message: message.trim() } : {},
        fallback: clientMessages.fallback.submitTask,
        schema: taskMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => [
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

export const { useSubmitTaskMutation } = api;
