import { nriProfileMutationResponseSchema, type UpdateNriProfileBody } from '@quayside/contract/nri-area';
import { nriClientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** PUT /api/nri-client/update ("Updated successfully"): only while the preparer allows it (canEditProfile). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateNriProfile: build.mutation<z.infer<typeof nriProfileMutationResponseSchema>, UpdateNriProfileBody>({
      query: (body) => ({
        url: '/api/nri-client/update',
        method: 'PUT',
        body,
        fallback: nriClientMessages.fallback.updateProfile,
        schema: nriProfileMutationResponseSchema,
      }),
      invalidatesTags: ['NriProfile'],
    }),
  }),
});

export const { useUpdateNriProfileMutation } = api;
