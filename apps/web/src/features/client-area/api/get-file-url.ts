import { fileUrlResponseSchema } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';

/**
 * GET /api/client/documents/{docId}/files/{fileId}/url: a fresh signed URL for one file. Lists carry signed URLs
 * already; they expire after a few minutes, so preview and download ask for a fresh one when the page has been
 * open for a while.
 */
export const getFileUrl = (docId: string, fileId: string) =>
  apiCall(
    (http) =>
      http.get(`/api/client/documents/${encodeURIComponent(docId)}/files/${encodeURIComponent(fileId)}/url`),
    clientMessages.fallback.documents,
    fileUrlResponseSchema,
  );
