import { nriRequirementFileDeleteResponseSchema } from '@quayside/contract/nri-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type DeleteNriRequirementFileArgs = { taskId: string; requirementId: string; fileId: string };

/** DELETE /api/nri-client/tasks/{id}/requirements/{reqDocId}/files/{fileId}: the last file removes the document. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteNriRequirementFile: build.mutation<z.infer<typeof nriRequirementFileDeleteResponseSchema>, DeleteNriRequirementFileArgs>({
      query: ({ taskId, requirementId, fileId }) => ({
        url: `/api/nri-client/tasks/${encodeURIComponent(taskId)}/requirements/${encodeURIComponent(requirementId)}/files/${encodeURIComponent(fileId)}`,
        method: 'DELETE',
        fallback: clientMessages.fallback.removeFile,
        schema: nriRequirementFileDeleteResponseSchema,
      }),
      invalidatesTags: (_r, _e, { taskId }) => [{ type: 'NriTask', id: taskId }, 'NriTasks', 'NriDocuments'],
    }),
  }),
});

export const { useDeleteNriRequirementFileMutation } = api;
