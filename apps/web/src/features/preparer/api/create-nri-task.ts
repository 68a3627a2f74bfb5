import { nriTaskMutationResponseSchema, type CreateNriTaskBody } from '@quayside/contract/nri-area';
import { preparerAreaMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { nriBase, nriChanged } from './nri-tags';

/** POST /api/nri-preparer/{id}/tasks ("Task created"; designed): a task for the NRI client, who is told. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createNriTask: build.mutation<z.infer<typeof nriTaskMutationResponseSchema>, CreateNriTaskBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `${nriBase(id)}/tasks`,
        method: 'POST',
        body,
        fallback: preparerAreaMessages.fallback.createTask,
        schema: nriTaskMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'NriTasks', id }, 'Tasks', ...nriChanged(id)],
    }),
  }),
});

export const { useCreateNriTaskMutation } = api;
