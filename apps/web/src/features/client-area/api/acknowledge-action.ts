import { actionAckResponseSchema } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type ActionAckResponse = z.infer<typeof actionAckResponseSchema>;

/** POST /api/client/actions/{id}/ack: unacknowledged to acknowledged (clientAck true). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    acknowledgeAction: build.mutation<ActionAckResponse, string>({
      query: (id) => ({
        url: `/api/client/actions/${encodeURIComponent(id)}/ack`,
        method: 'POST',
        body: {},
        fallback: clientMessages.fallback.acknowledge,
        schema: actionAckResponseSchema,
      }),
      invalidatesTags: ['Actions', 'Dashboard', 'Insights'],
    }),
  }),
});

export const { useAcknowledgeActionMutation } = api;
