import { nriPreparerSummaryResponseSchema, type NriPreparerSummary } from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import { nriBase, nriClientTag } from './nri-tags';

/** GET /api/nri-preparer/{id}/summary */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriSummary: build.query<NriPreparerSummary, string>({
      query: (id) => ({
        url: `${nriBase(id)}/summary`,
        fallback: preparerMessages.fallback.nriSummary,
        schema: nriPreparerSummaryResponseSchema,
      }),
      transformResponse: (r: { summary: NriPreparerSummary }) => r.summary,
      providesTags: (_r, _e, id) => [nriClientTag(id)],
    }),
  }),
});

export const { useGetNriSummaryQuery } = api;
