import { nriDocumentsResponseSchema } from '@quayside/contract/nri-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type NriDocumentsResponse = z.infer<typeof nriDocumentsResponseSchema>;

/** GET /api/nri-client/documents: the NRI client's documents, newest first, with signed file URLs. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriDocuments: build.infiniteQuery<NriDocumentsResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ pageParam }) => ({
        url: '/api/nri-client/documents',
        params: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: clientMessages.fallback.documents,
        schema: nriDocumentsResponseSchema,
      }),
      providesTags: ['NriDocuments'],
    }),
  }),
});

export const { useGetNriDocumentsInfiniteQuery } = api;
