import { nriStatusMutationResponseSchema, type UpdateNriStatusBody } from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { nriBase, nriChanged } from './nri-tags';

/** POST /api/nri-preparer/{id}/status ("Status updated"): move the filing to a stage. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateNriStatus: build.mutation<
      z.infer<typeof nriStatusMutationResponseSchema>,
      UpdateNriStatusBody & { id: string }
    >({
      query: ({ id, ...body }) => ({
        url: `${nriBase(id)}/status`,
        method: 'POST',
        body,
        fallback: preparerMessages.fallback.nriUpdateStatus,
        schema: nriStatusMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => nriChanged(id),
    }),
  }),
});

export const { useUpdateNriStatusMutation } = api;
