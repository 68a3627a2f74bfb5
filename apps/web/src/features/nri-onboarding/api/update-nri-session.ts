import { nriSessionResponseSchema, type UpdateNriBody } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** PUT /api/staging-nri/update/{sessionId}: any subset of the answers, and the step. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateNriSession: build.mutation<
      z.infer<typeof nriSessionResponseSchema>,
      { sessionId: string; body: UpdateNriBody }
    >({
      query: ({ sessionId, body }) => ({
        url: `/api/staging-nri/update/${encodeURIComponent(sessionId)}`,
        method: 'PUT',
        body,
        fallback: nriOnboardingMessages.fallback.updateSession,
        schema: nriSessionResponseSchema,
      }),
    }),
  }),
});

export const { useUpdateNriSessionMutation } = api;
