import { companyTaskMutationResponseSchema, type ReviewTaskQuery } from '@quayside/contract/company-preparer';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { taskTag, tasksTag, workspaceChanged } from './tags';

export type ReviewTaskArgs = { id: string; companyId: string | null } & ReviewTaskQuery;

/**
 * POST /api/company-preparer/tasks/{id}/review?action=...&reason=... ("Task reviewed"): approve, return for
 * changes (reason required) or reject (reason required); the client is told.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reviewPreparerTask: build.mutation<z.infer<typeof companyTaskMutationResponseSchema>, ReviewTaskArgs>({
      query: ({ id, action, reason }) => ({
        url: `/api/company-preparer/tasks/${encodeURIComponent(id)}/review`,
        method: 'POST',
        params: { action, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
        fallback: preparerMessages.fallback.reviewTask,
        schema: companyTaskMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id, companyId }) => [
        taskTag(id),
        'Tasks',
        ...(companyId ? [tasksTag(companyId), ...workspaceChanged(companyId)] : ['Dashboard' as const]),
      ],
    }),
  }),
});

export const { useReviewPreparerTaskMutation } = api;
