import { taskDetailResponseSchema, type TaskDetailResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/nri-client/tasks/{id}: the task and its required documents, each with what was uploaded to it. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriTask: build.query<TaskDetailResponse, string>({
      query: (id) => ({
        url: `/api/nri-client/tasks/${encodeURIComponent(id)}`,
        fallback: clientMessages.fallback.taskDetails,
        schema: taskDetailResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'NriTask', id }],
    }),
  }),
});

export const { useGetNriTaskQuery } = api;
