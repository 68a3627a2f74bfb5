import { actionAckResponseSchema } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

export type ActionAckResponse = z.infer<typeof actionAckResponseSchema>;

/** POST /api/client/actions/{id}/ack: unacknowledged to acknowledged (clientAck true). */
export const acknowledgeAction = (id: string) =>
  apiCall(
    (http) => http.post(`/api/client/actions/${encodeURIComponent(id)}/ack`, {}),
    clientMessages.fallback.acknowledge,
    actionAckResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    acknowledgeAction: build.mutation<ActionAckResponse, string>({
      queryFn: (id) => run(() => acknowledgeAction(id)),
      invalidatesTags: ['Actions', 'Dashboard', 'Insights'],
    }),
  }),
});

export const { useAcknowledgeActionMutation } = api;
