import { nriSessionResponseSchema, type UpdateNriBody } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** PUT /api/staging-nri/admin/staging/{id}: the admin corrects an unpaid NRI tax session (audited). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateNriStagingSession: build.mutation<
      z.infer<typeof nriSessionResponseSchema>,
      { id: string; body: UpdateNriBody }
    >({
      query: ({ id, body }) => ({
        url: `/api/staging-nri/admin/staging/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        fallback: nriOnboardingMessages.fallback.update,
        schema: nriSessionResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => ['NriStagingSessions', { type: 'NriStagingSessions', id }],
    }),
  }),
});

export const { useUpdateNriStagingSessionMutation } = api;
