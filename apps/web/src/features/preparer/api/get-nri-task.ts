import { taskDetailResponseSchema, type TaskDetailResponse } from '@quayside/contract/client-area';
import { preparerMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import {} from './nri-tags';

/** GET /api/nri-preparer/tasks/{id}/details */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriTaskDetails: build.query<TaskDetailResponse, string>({
      query: (id) => ({
        url: `/api/nri-preparer/tasks/${encodeURIComponent(id)}/details`,
        fallback: preparerMessages.fallback.taskDetails,
        schema: taskDetailResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'NriTask', id }],
    }),
  }),
});

export const { useGetNriTaskDetailsQuery } = api;
