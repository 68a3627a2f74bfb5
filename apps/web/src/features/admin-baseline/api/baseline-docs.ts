import { baselineMessages } from '@quayside/contract/messages';
import {
  baselineDocListSchema,
  baselineDocResponseSchema,
  baselineExportFileSchema,
  baselineMessageSchema,
  importBaselineDocsResponseSchema,
  type BaselineDocBody,
  type BaselineDocList,
  type BaselineExportFile,
  type UpdateBaselineDocBody,
} from '@quayside/contract/baseline-docs';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

type DocResponse = z.infer<typeof baselineDocResponseSchema>;
type ImportResponse = z.infer<typeof importBaselineDocsResponseSchema>;
const f = baselineMessages.fallback;
const tags = ['BaselineDocs' as const];

/** /api/baseline-docs: the firm's baseline list (admin writes; staff read). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBaselineDocs: build.query<BaselineDocList, { q?: string; includeInactive?: boolean; page?: number; pageSize?: number }>({
      query: (params) => ({
        url: '/api/baseline-docs',
        params: cleanParams({ ...params, includeInactive: params.includeInactive ? 'true' : undefined }),
        fallback: f.list,
        schema: baselineDocListSchema,
      }),
      providesTags: tags,
    }),
    createBaselineDoc: build.mutation<DocResponse, BaselineDocBody>({
      query: (body) => ({ url: '/api/baseline-docs', method: 'POST', body, fallback: f.save, schema: baselineDocResponseSchema }),
      invalidatesTags: tags,
    }),
    updateBaselineDoc: build.mutation<DocResponse, { slug: string; body: UpdateBaselineDocBody }>({
      query: ({ slug, body }) => ({ url: `/api/baseline-docs/${encodeURIComponent(slug)}`, method: 'PUT', body, fallback: f.save, schema: baselineDocResponseSchema }),
      invalidatesTags: tags,
    }),
    deleteBaselineDoc: build.mutation<DocResponse, string>({
      query: (slug) => ({ url: `/api/baseline-docs/${encodeURIComponent(slug)}`, method: 'DELETE', fallback: f.delete, schema: baselineDocResponseSchema }),
      invalidatesTags: tags,
    }),
    restoreBaselineDoc: build.mutation<DocResponse, string>({
      query: (slug) => ({ url: `/api/baseline-docs/${encodeURIComponent(slug)}/restore`, method: 'PUT', fallback: f.restore, schema: baselineDocResponseSchema }),
      invalidatesTags: tags,
    }),
    reorderBaselineDocs: build.mutation<{ message: string }, string[]>({
      query: (slugs) => ({ url: '/api/baseline-docs/reorder', method: 'PUT', body: { slugs }, fallback: f.reorder, schema: baselineMessageSchema }),
      invalidatesTags: tags,
    }),
    exportBaselineDocs: build.mutation<BaselineExportFile, void>({
      query: () => ({ url: '/api/baseline-docs/export', fallback: f.export, schema: baselineExportFileSchema }),
    }),
    importBaselineDocs: build.mutation<ImportResponse, unknown[]>({
      query: (items) => ({ url: '/api/baseline-docs/import', method: 'POST', body: { items }, fallback: f.import, schema: importBaselineDocsResponseSchema }),
      invalidatesTags: tags,
    }),
  }),
});

export const {
  useGetBaselineDocsQuery,
  useCreateBaselineDocMutation,
  useUpdateBaselineDocMutation,
  useDeleteBaselineDocMutation,
  useRestoreBaselineDocMutation,
  useReorderBaselineDocsMutation,
  useExportBaselineDocsMutation,
  useImportBaselineDocsMutation,
} = api;
