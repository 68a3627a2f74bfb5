import { nriResumeResponseSchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/staging-nri/admin/staging/{id}: one NRI tax session with every answer. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriStagingSession: build.query<z.infer<typeof nriResumeResponseSchema>, string>({
      query: (id) => ({
        url: `/api/staging-nri/admin/staging/${encodeURIComponent(id)}`,
        fallback: nriOnboardingMessages.fallback.fetch,
        schema: nriResumeResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'NriStagingSessions', id }],
    }),
  }),
});

export const { useGetNriStagingSessionQuery } = api;
