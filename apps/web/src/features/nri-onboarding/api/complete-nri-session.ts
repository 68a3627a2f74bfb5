import { nriSessionResponseSchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/staging-nri/complete/{id}: submit the application (its answers freeze for payment). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    completeNriSession: build.mutation<z.infer<typeof nriSessionResponseSchema>, string>({
      query: (id) => ({
        url: `/api/staging-nri/complete/${encodeURIComponent(id)}`,
        method: 'POST',
        body: {},
        fallback: nriOnboardingMessages.fallback.complete,
        schema: nriSessionResponseSchema,
      }),
    }),
  }),
});

export const { useCompleteNriSessionMutation } = api;
