import { nriCurrentFilingResponseSchema } from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { nriBase, nriClientTag } from './nri-tags';

export type NriCurrentFiling = z.infer<typeof nriCurrentFilingResponseSchema>;

/** GET /api/nri-preparer/{id}/filing/current: the filing and its artifacts. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriFiling: build.query<NriCurrentFiling, string>({
      query: (id) => ({
        url: `${nriBase(id)}/filing/current`,
        fallback: preparerMessages.fallback.nriFiling,
        schema: nriCurrentFilingResponseSchema,
      }),
      providesTags: (_r, _e, id) => [nriClientTag(id)],
    }),
  }),
});

export const { useGetNriFilingQuery } = api;
