import { nriSessionResponseSchema, type StartNriBody } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/staging-nri/start: a new NRI tax application from the contact details (mails a resume link). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startNriSession: build.mutation<z.infer<typeof nriSessionResponseSchema>, StartNriBody>({
      query: (body) => ({
        url: '/api/staging-nri/start',
        method: 'POST',
        body,
        fallback: nriOnboardingMessages.fallback.startSession,
        schema: nriSessionResponseSchema,
      }),
    }),
  }),
});

export const { useStartNriSessionMutation } = api;
