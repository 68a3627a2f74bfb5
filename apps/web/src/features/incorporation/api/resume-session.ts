import { resumeResponseSchema } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type ResumeResponse = z.infer<typeof resumeResponseSchema>;

/**
 * GET /api/incorporation/resume/{id}: the application as stored. The wizard copies it into its persisted slice,
 * so every ask goes to the server (nothing kept here).
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resumeSession: build.query<ResumeResponse, string>({
      query: (id) => ({
        url: `/api/incorporation/resume/${encodeURIComponent(id)}`,
        fallback: incorporationMessages.fallback.resume,
        schema: resumeResponseSchema,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyResumeSessionQuery } = api;
