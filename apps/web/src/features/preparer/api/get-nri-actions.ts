import { nriPreparerActionsResponseSchema } from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { nriBase } from './nri-tags';

/** GET /api/nri-preparer/{id}/actions: unacknowledged first. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriActions: build.query<z.infer<typeof nriPreparerActionsResponseSchema>, string>({
      query: (id) => ({
        url: `${nriBase(id)}/actions`,
        fallback: preparerMessages.fallback.nriActions,
        schema: nriPreparerActionsResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'NriActions', id }],
    }),
  }),
});

export const { useGetNriActionsQuery } = api;
