import { templateMessages } from '@quayside/contract/messages';
import {
  listTemplatesResponseSchema,
  type ListTemplatesResponse,
  type TemplateFormat,
  type TemplatePurpose,
} from '@quayside/contract/templates';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type ListTemplatesArgs = {
  purpose?: TemplatePurpose | '';
  format?: TemplateFormat | '';
  active?: 'true' | 'false' | '';
  cursor?: string;
  take?: number;
};

/** GET /api/documents/templates: newest first, filtered by purpose, format and active; cursor paging. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTemplates: build.query<ListTemplatesResponse, ListTemplatesArgs | void>({
      query: (args) => ({
        url: '/api/documents/templates',
        params: cleanParams(args ?? {}),
        fallback: templateMessages.fallback.list,
        schema: listTemplatesResponseSchema,
      }),
      providesTags: ['Templates'],
    }),
  }),
});

export const { useListTemplatesQuery } = api;
