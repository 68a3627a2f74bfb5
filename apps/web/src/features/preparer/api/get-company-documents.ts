import { companyDocumentsResponseSchema } from '@quayside/contract/company-preparer';
import { preparerAreaMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { documentsTag } from './tags';

type Page = z.infer<typeof companyDocumentsResponseSchema>;

/** GET /api/company-preparer/{id}/documents: the company's documents, newest first, "Show more" paging. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreparerCompanyDocuments: build.infiniteQuery<Page, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/company-preparer/${encodeURIComponent(queryArg)}/documents`,
        params: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: preparerAreaMessages.fallback.documents,
        schema: companyDocumentsResponseSchema,
      }),
      providesTags: (_r, _e, id) => [documentsTag(id)],
    }),
  }),
});

export const { useGetPreparerCompanyDocumentsInfiniteQuery } = api;
