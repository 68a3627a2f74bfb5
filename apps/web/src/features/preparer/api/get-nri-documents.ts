import { nriDocumentsResponseSchema } from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { nriBase } from './nri-tags';

/** GET /api/nri-preparer/{id}/documents, newest first, a page at a time. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriDocuments: build.infiniteQuery<z.infer<typeof nriDocumentsResponseSchema>, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `${nriBase(queryArg)}/documents`,
        params: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: preparerMessages.fallback.nriDocuments,
        schema: nriDocumentsResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'NriDocuments', id }],
    }),
  }),
});

export const { useGetNriDocumentsInfiniteQuery } = api;
