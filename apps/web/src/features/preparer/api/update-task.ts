import { preparerTaskMutationResponseSchema, type UpdateTaskBody } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { taskTag, tasksTag, workspaceChanged } from './tags';

export type UpdateTaskArgs = { id: string; companyId: string | null } & UpdateTaskBody;

/** PUT /api/preparer/task/{id}: change the title, description, due date or priority ("Updated successfully"); the client is told. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updatePreparerTask: build.mutation<z.infer<typeof preparerTaskMutationResponseSchema>, UpdateTaskArgs>({
      query: ({ id, companyId: _companyId, ...body }) => ({
        url: `/api/preparer/task/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        fallback: preparerMessages.fallback.updateTask,
        schema: preparerTaskMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id, companyId }) => [
        taskTag(id),
        'Tasks',
        // A task with no company is an NRI client's: its page and their list.
        ...(companyId ? [tasksTag(companyId), ...workspaceChanged(companyId)] : [{ type: 'NriTask' as const, id }, 'NriTasks' as const]),
      ],
    }),
  }),
});

export const { useUpdatePreparerTaskMutation } = api;
