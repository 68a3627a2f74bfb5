import { nriResumeResponseSchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/staging-nri/resume/{sessionId}: the application with its answers and step. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resumeNriSession: build.query<z.infer<typeof nriResumeResponseSchema>, string>({
      query: (sessionId) => ({
        url: `/api/staging-nri/resume/${encodeURIComponent(sessionId)}`,
        fallback: nriOnboardingMessages.fallback.resumeSession,
        schema: nriResumeResponseSchema,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyResumeNriSessionQuery } = api;
