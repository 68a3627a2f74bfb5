import { fileUrlResponseSchema } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type FileUrlArgs = { docId: string; fileId: string };

/**
 * GET /api/client/documents/{docId}/files/{fileId}/url: a fresh signed URL for one file. Lists carry signed URLs
 * already; they expire after a few minutes, so preview and download ask for a fresh one when the page has been
 * open for a while. Nothing is kept: every ask is a new URL.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFileUrl: build.query<z.infer<typeof fileUrlResponseSchema>, FileUrlArgs>({
      query: ({ docId, fileId }) => ({
        url: `/api/client/documents/${encodeURIComponent(docId)}/files/${encodeURIComponent(fileId)}/url`,
        fallback: clientMessages.fallback.documents,
        schema: fileUrlResponseSchema,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetFileUrlQuery } = api;
