import { nriActionsResponseSchema } from '@quayside/contract/nri-area';
import { nriClientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type NriActionsResponse = z.infer<typeof nriActionsResponseSchema>;

/** GET /api/nri-client/actions?limit= (20 by default): the preparer's actions, newest first, and how many await. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriActions: build.query<NriActionsResponse, { limit?: number } | void>({
      query: (args) => ({
        url: '/api/nri-client/actions',
        params: { limit: args?.limit ?? 20 },
        fallback: nriClientMessages.fallback.notifications,
        schema: nriActionsResponseSchema,
      }),
      providesTags: ['NriActions'],
    }),
  }),
});

export const { useGetNriActionsQuery } = api;
