import { resumeResponseSchema } from '@quayside/contract/incorporation';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

type Response = z.infer<typeof resumeResponseSchema>;

/** GET /api/incorporation/admin/staging/{id}: one application with its files (fresh signed URLs). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStagingSession: build.query<Response, string>({
      query: (id) => ({
        url: `/api/incorporation/admin/staging/${encodeURIComponent(id)}`,
        fallback: nriOnboardingMessages.fallback.fetch,
        schema: resumeResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'StagingSessions', id }],
    }),
  }),
});

export const { useGetStagingSessionQuery } = api;
