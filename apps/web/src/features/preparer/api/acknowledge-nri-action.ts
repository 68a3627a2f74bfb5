import { nriActionResponseSchema } from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { nriBase, nriChanged } from './nri-tags';

/** PATCH /api/nri-preparer/{id}/actions/{actionId}/ack ("Action acknowledged") */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    acknowledgeNriAction: build.mutation<
      z.infer<typeof nriActionResponseSchema>,
      { id: string; actionId: string }
    >({
      query: ({ id, actionId }) => ({
        url: `${nriBase(id)}/actions/${encodeURIComponent(actionId)}/ack`,
        method: 'PATCH',
        fallback: preparerMessages.fallback.nriAcknowledgeAction,
        schema: nriActionResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'NriActions', id }, ...nriChanged(id)],
    }),
  }),
});

export const { useAcknowledgeNriActionMutation } = api;
