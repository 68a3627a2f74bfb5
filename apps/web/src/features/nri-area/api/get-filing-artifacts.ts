import { filingArtifactsResponseSchema, type FilingArtifacts } from '@quayside/contract/nri-area';
import { nriClientMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/nri-client/filing-artifacts: the current filing's draft computation, acknowledgement and decision. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriFilingArtifacts: build.query<FilingArtifacts, void>({
      query: () => ({
        url: '/api/nri-client/filing-artifacts',
        fallback: nriClientMessages.fallback.filingArtifacts,
        schema: filingArtifactsResponseSchema,
      }),
      providesTags: ['NriArtifacts'],
    }),
  }),
});

export const { useGetNriFilingArtifactsQuery } = api;
