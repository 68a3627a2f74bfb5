import { nriPreparerStatusResponseSchema } from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { nriBase, nriClientTag } from './nri-tags';

export type NriPreparerStatus = z.infer<typeof nriPreparerStatusResponseSchema>;

/** GET /api/nri-preparer/{id}/status */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriStatus: build.query<NriPreparerStatus, string>({
      query: (id) => ({
        url: `${nriBase(id)}/status`,
        fallback: preparerMessages.fallback.nriStatus,
        schema: nriPreparerStatusResponseSchema,
      }),
      providesTags: (_r, _e, id) => [nriClientTag(id)],
    }),
  }),
});

export const { useGetNriStatusQuery } = api;
