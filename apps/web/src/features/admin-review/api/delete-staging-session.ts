import { deleteStagingResponseSchema } from '@quayside/contract/incorporation';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

type Response = z.infer<typeof deleteStagingResponseSchema>;

/** DELETE /api/incorporation/delete/{id}: the application and (unless completed) its files. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteStagingSession: build.mutation<Response, string>({
      query: (id) => ({
        url: `/api/incorporation/delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
        fallback: nriOnboardingMessages.fallback.delete,
        schema: deleteStagingResponseSchema,
      }),
      invalidatesTags: ['StagingSessions', 'Incorporations'],
    }),
  }),
});

export const { useDeleteStagingSessionMutation } = api;
