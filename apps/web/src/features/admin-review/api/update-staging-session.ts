import { sessionResponseSchema, type SessionResponse, type UpdateIncorporationBody } from '@quayside/contract/incorporation';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** PUT /api/incorporation/admin/staging/{id}: the admin corrects an application. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateStagingSession: build.mutation<SessionResponse, { id: string; body: UpdateIncorporationBody }>({
      query: ({ id, body }) => ({
        url: `/api/incorporation/admin/staging/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        fallback: nriOnboardingMessages.fallback.update,
        schema: sessionResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => ['StagingSessions', { type: 'StagingSessions', id }],
    }),
  }),
});

export const { useUpdateStagingSessionMutation } = api;
