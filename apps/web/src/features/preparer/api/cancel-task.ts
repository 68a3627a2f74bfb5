import { preparerTaskMutationResponseSchema } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { taskTag, tasksTag, workspaceChanged } from './tags';

/** DELETE /api/preparer/task/{id}: withdraw the task (Cancelled, kept with its history; "Deleted successfully"). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cancelPreparerTask: build.mutation<z.infer<typeof preparerTaskMutationResponseSchema>, { id: string; companyId: string | null }>({
      query: ({ id }) => ({
        url: `/api/preparer/task/${encodeURIComponent(id)}`,
        method: 'DELETE',
        fallback: preparerMessages.fallback.deleteTask,
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

export const { useCancelPreparerTaskMutation } = api;
