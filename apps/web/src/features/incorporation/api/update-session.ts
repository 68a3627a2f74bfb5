import {
  sessionResponseSchema,
  type SessionResponse,
  type UpdateIncorporationBody,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

export type UpdateSessionArgs = { id: string; body: UpdateIncorporationBody };

/** PUT /api/incorporation/update/{id}: saves fields of the application and the furthest step reached. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateSession: build.mutation<SessionResponse, UpdateSessionArgs>({
      query: ({ id, body }) => ({
        url: `/api/incorporation/update/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        fallback: incorporationMessages.fallback.update,
        schema: sessionResponseSchema,
      }),
    }),
  }),
});

export const { useUpdateSessionMutation } = api;
