import { templateMessages } from '@quayside/contract/messages';
import { templateVersionsResponseSchema, type TemplateVersionsResponse } from '@quayside/contract/templates';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/documents/templates/versions?templateId=: every version, newest first, with its change log. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTemplateVersions: build.query<TemplateVersionsResponse, string>({
      query: (id) => ({
        url: '/api/documents/templates/versions',
        params: { templateId: id },
        fallback: templateMessages.fallback.list,
        schema: templateVersionsResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'Templates', id }],
    }),
  }),
});

export const { useListTemplateVersionsQuery } = api;
