import {
  setIncorporationStatusResponseSchema,
  type SetIncorporationStatusBody,
} from '@quayside/contract/admin-review';
import { adminMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

type Response = z.infer<typeof setIncorporationStatusResponseSchema>;

/** PUT /api/admin/incorporation/{id}/status (newStatus, remarks). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setIncorporationStatus: build.mutation<Response, { id: string } & SetIncorporationStatusBody>({
      query: ({ id, ...body }) => ({
        url: `/api/admin/incorporation/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body,
        fallback: adminMessages.fallback.updateStatus,
        schema: setIncorporationStatusResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => ['Incorporations', { type: 'Incorporations', id }, 'Companies', { type: 'Company', id }],
    }),
  }),
});

export const { useSetIncorporationStatusMutation } = api;
