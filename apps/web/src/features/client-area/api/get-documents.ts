import {
  listDocumentsResponseSchema,
  type DocumentPurpose,
  type DocumentStatus,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

export type ListDocumentsResponse = z.infer<typeof listDocumentsResponseSchema>;
export type DocumentFilters = {
  companyId?: string | undefined;
  status?: DocumentStatus | undefined;
  purpose?: DocumentPurpose | undefined;
};
export const DOCUMENTS_PAGE_SIZE = 20;

/** GET /api/client/documents: the client's documents, newest first, with signed file URLs. */
export const getDocuments = (query: DocumentFilters & { cursor?: string | null }) =>
  apiCall(
    (http) =>
      http.get('/api/client/documents', {
        params: cleanParams({ ...query, cursor: query.cursor ?? undefined, limit: DOCUMENTS_PAGE_SIZE }),
      }),
    clientMessages.fallback.documents,
    listDocumentsResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.infiniteQuery<ListDocumentsResponse, DocumentFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      queryFn: ({ queryArg, pageParam }) => run(() => getDocuments({ ...queryArg, cursor: pageParam })),
      providesTags: ['Documents'],
    }),
  }),
});

export const { useGetDocumentsInfiniteQuery } = api;
