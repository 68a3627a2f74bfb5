import { actionAckResponseSchema } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/nri-client/actions/{id}/ack ("Action acknowledged"). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    acknowledgeNriAction: build.mutation<z.infer<typeof actionAckResponseSchema>, string>({
      query: (id) => ({
        url: `/api/nri-client/actions/${encodeURIComponent(id)}/ack`,
        method: 'POST',
        fallback: clientMessages.fallback.acknowledge,
        schema: actionAckResponseSchema,
      }),
      invalidatesTags: ['NriActions'],
    }),
  }),
});

export const { useAcknowledgeNriActionMutation } = api;
