import { templateMessages } from '@quayside/contract/messages';
import {
  listGeneratedDocumentsResponseSchema,
  type ListGeneratedDocumentsResponse,
} from '@quayside/contract/templates';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type ListGeneratedArgs = {
  companyId?: string;
  templateId?: string;
  includeDeleted?: 'true' | '';
  cursor?: string;
  take?: number;
};

/** GET /api/documents/generated: newest first, filtered by company and template; cursor paging. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listGeneratedDocuments: build.query<ListGeneratedDocumentsResponse, ListGeneratedArgs | void>({
      query: (args) => ({
        url: '/api/documents/generated',
        params: cleanParams(args ?? {}),
        fallback: templateMessages.fallback.generated,
        schema: listGeneratedDocumentsResponseSchema,
      }),
      providesTags: ['GeneratedDocuments'],
    }),
  }),
});

export const { useListGeneratedDocumentsQuery } = api;
