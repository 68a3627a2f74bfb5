import { itrStatusResponseSchema, type ItrStatus } from '@quayside/contract/nri-area';
import { nriClientMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/nri-client/itr/status: the current filing's stage, the stages reached, and the draft's status. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriItrStatus: build.query<ItrStatus, void>({
      query: () => ({
        url: '/api/nri-client/itr/status',
        fallback: nriClientMessages.fallback.itrStatus,
        schema: itrStatusResponseSchema,
      }),
      providesTags: ['NriStatus'],
    }),
  }),
});

export const { useGetNriItrStatusQuery } = api;
