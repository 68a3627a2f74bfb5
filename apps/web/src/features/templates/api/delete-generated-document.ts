import { templateMessages } from '@quayside/contract/messages';
import {
  deleteGeneratedDocumentResponseSchema,
  type DeleteGeneratedDocumentBody,
  type DeleteGeneratedDocumentResponse,
} from '@quayside/contract/templates';
import { baseApi } from '../../../lib/api/base-api';

/** DELETE /api/documents/generated: soft (with the reason), hard (the record goes) or with purgeS3 (the file goes). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteGeneratedDocument: build.mutation<DeleteGeneratedDocumentResponse, DeleteGeneratedDocumentBody>({
      query: (body) => ({
        url: '/api/documents/generated',
        method: 'DELETE',
        body,
        fallback: templateMessages.fallback.deleteGenerated,
        schema: deleteGeneratedDocumentResponseSchema,
      }),
      invalidatesTags: ['GeneratedDocuments', 'Documents'],
    }),
  }),
});

export const { useDeleteGeneratedDocumentMutation } = api;
