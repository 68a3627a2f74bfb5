import { taskMutationResponseSchema, type TaskMutationResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

export type SubmitTaskArgs = { id: string; message?: string };

/** POST /api/client/tasks/assigned/{id}/submit: sends the task for review (status InProgress in the list). */
export const submitTask = ({ id, message }: SubmitTaskArgs) =>
  apiCall(
    (http) =>
      http.post(
        `/api/client/tasks/assigned/${encodeURIComponent(id)}/submit`,
        message?.trim() ? { message: message.trim() } : {},
      ),
    clientMessages.fallback.submitTask,
    taskMutationResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    submitTask: build.mutation<TaskMutationResponse, SubmitTaskArgs>({
      queryFn: (args) => run(() => submitTask(args)),
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
