import {
  nriProfileMutationResponseSchema,
  type PreparerUpdateNriProfileBody,
} from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { nriBase, nriChanged } from './nri-tags';

/** POST /api/nri-preparer/{id}/profile: details and/or the canEditProfile toggle ("Updated successfully"). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateNriClientProfile: build.mutation<
      z.infer<typeof nriProfileMutationResponseSchema>,
      PreparerUpdateNriProfileBody & { id: string }
    >({
      query: ({ id, ...body }) => ({
        url: `${nriBase(id)}/profile`,
        method: 'POST',
        body,
        fallback: preparerMessages.fallback.nriProfile,
        schema: nriProfileMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => nriChanged(id),
    }),
  }),
});

export const { useUpdateNriClientProfileMutation } = api;
