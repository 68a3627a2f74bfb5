import { nriProfileResponseSchema, type NriProfile } from '@quayside/contract/nri-area';
import { nriClientMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/nri-client/details: the NRI client's details and whether they may change them (canEditProfile). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriProfile: build.query<NriProfile, void>({
      query: () => ({
        url: '/api/nri-client/details',
        fallback: nriClientMessages.fallback.profile,
        schema: nriProfileResponseSchema,
      }),
      transformResponse: (r: { profile: NriProfile }) => r.profile,
      providesTags: ['NriProfile'],
    }),
  }),
});

export const { useGetNriProfileQuery } = api;
