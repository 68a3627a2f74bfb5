import {
  nriDocumentUploadResponseSchema,
  type NriDocumentKind,
  type NriDocumentUploadFields,
} from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import type { ApiTagList } from '../../../lib/api/base-api';
import { useUpload, type UploadOptions } from '../../../lib/use-upload';
import { nriChanged } from './nri-tags';

export type UploadNriDocumentArgs = { userId: string; file: File; kind: NriDocumentKind } & Pick<
  NriDocumentUploadFields,
  'name' | 'taskId'
>;
type Answer = z.infer<typeof nriDocumentUploadResponseSchema>;

/**
 * POST /api/nri-preparer/{id}/documents (multipart: file; optional name, taskId; kind general, draft_computation
 * (the filing's draft: the client is asked to decide) or acknowledgement (the filed return's)).
 */
export const uploadNriDocument = (
  { userId, file, kind, name, taskId }: UploadNriDocumentArgs,
  options?: Partial<UploadOptions>,
) => {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('kind', kind);
  if (name?.trim()) form.append('name', name.trim());
  if (taskId) form.append('taskId', taskId);
  return apiCall(
    (http) =>
      http.post(`/api/nri-preparer/${encodeURIComponent(userId)}/documents`, form, {
        onUploadProgress: options?.onUploadProgress,
        signal: options?.signal,
      }),
    preparerMessages.fallback.nriUpload,
    nriDocumentUploadResponseSchema,
  );
};

const tags = (_r: Answer, a: UploadNriDocumentArgs): ApiTagList => [
  { type: 'NriDocuments', id: a.userId },
  ...nriChanged(a.userId),
];

/** The upload with its progress and cancel; the client's documents, filing and summary are reloaded after. */
export function useUploadNriDocument() {
  return useUpload(uploadNriDocument, tags);
}
