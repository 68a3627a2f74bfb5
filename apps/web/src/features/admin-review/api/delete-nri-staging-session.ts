import { deleteNriStagingResponseSchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** DELETE /api/staging-nri/delete/{id}: an unpaid NRI tax session (audited). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteNriStagingSession: build.mutation<z.infer<typeof deleteNriStagingResponseSchema>, string>({
      query: (id) => ({
        url: `/api/staging-nri/delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
        fallback: nriOnboardingMessages.fallback.delete,
        schema: deleteNriStagingResponseSchema,
      }),
      invalidatesTags: ['NriStagingSessions'],
    }),
  }),
});

export const { useDeleteNriStagingSessionMutation } = api;
