import { nriActionResponseSchema, type SendNriActionBody } from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { nriBase, nriChanged } from './nri-tags';

/** POST /api/nri-preparer/{id}/actions ("Action sent") */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendNriAction: build.mutation<
      z.infer<typeof nriActionResponseSchema>,
      SendNriActionBody & { id: string }
    >({
      query: ({ id, ...body }) => ({
        url: `${nriBase(id)}/actions`,
        method: 'POST',
        body,
        fallback: preparerMessages.fallback.nriSendAction,
        schema: nriActionResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'NriActions', id }, ...nriChanged(id)],
    }),
  }),
});

export const { useSendNriActionMutation } = api;
