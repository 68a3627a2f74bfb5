import { taskMutationResponseSchema, type TaskMutationResponse } from '@quayside/contract/client-area';
import { nriClientMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/nri-client/tasks/{id}/submit: sends the task to the preparer; its status is the server's answer. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitNriTask: build.mutation<TaskMutationResponse, { id: string; message?: string }>({
      query: ({ id, message }) => ({
        url: `/api/nri-client/tasks/${encodeURIComponent(id)}/submit`,
        method: 'POST',
        body: message?.trim() ? { message: message.trim() } : {},
        fallback: nriClientMessages.fallback.submitForReview,
        schema: taskMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'NriTask', id }, 'NriTasks', 'NriStatus'],
    }),
  }),
});

export const { useSubmitNriTaskMutation } = api;
