import { nriResumeLinkResponseSchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/staging-nri/resume-link/{id}: "continue later", the link to the application by e-mail. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendNriResumeLink: build.mutation<z.infer<typeof nriResumeLinkResponseSchema>, string>({
      query: (id) => ({
        url: `/api/staging-nri/resume-link/${encodeURIComponent(id)}`,
        method: 'POST',
        body: {},
        fallback: nriOnboardingMessages.fallback.fetch,
        schema: nriResumeLinkResponseSchema,
      }),
    }),
  }),
});

export const { useSendNriResumeLinkMutation } = api;
