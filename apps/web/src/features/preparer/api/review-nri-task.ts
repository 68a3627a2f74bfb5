import { nriTaskMutationResponseSchema } from '@quayside/contract/nri-area';
import type { ReviewTaskQuery } from '@quayside/contract/company-preparer';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { nriChanged } from './nri-tags';

/** PUT /api/nri-preparer/tasks/{id}/review?action=&reason= ("Task reviewed") */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reviewNriTask: build.mutation<
      z.infer<typeof nriTaskMutationResponseSchema>,
      ReviewTaskQuery & { id: string; userId: string | null }
    >({
      query: ({ id, action, reason }) => ({
        url: `/api/nri-preparer/tasks/${encodeURIComponent(id)}/review`,
        method: 'PUT',
        params: { action, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
        fallback: preparerMessages.fallback.reviewTask,
        schema: nriTaskMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id, userId }) => [
        { type: 'NriTask', id },
        ...(userId
          ? [{ type: 'NriTasks' as const, id: userId }, ...nriChanged(userId)]
          : ['Dashboard' as const]),
      ],
    }),
  }),
});

export const { useReviewNriTaskMutation } = api;
