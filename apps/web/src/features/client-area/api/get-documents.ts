import {
  listDocumentsResponseSchema,
  type DocumentPurpose,
  type DocumentStatus,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type ListDocumentsResponse = z.infer<typeof listDocumentsResponseSchema>;
export type DocumentFilters = {
  companyId?: string | undefined;
  status?: DocumentStatus | undefined;
  purpose?: DocumentPurpose | undefined;
};
export const DOCUMENTS_PAGE_SIZE = 20;

/** GET /api/client/documents: the client's documents, newest first, with signed file URLs. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.infiniteQuery<ListDocumentsResponse, DocumentFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/client/documents',
        params: cleanParams({ ...queryArg, cursor: pageParam ?? undefined, limit: DOCUMENTS_PAGE_SIZE }),
        fallback: clientMessages.fallback.documents,
        schema: listDocumentsResponseSchema,
      }),
      providesTags: ['Documents'],
    }),
  }),
});

export const { useGetDocumentsInfiniteQuery } = api;
