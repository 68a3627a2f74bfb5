import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { companyDocumentResponseSchema } from '@quayside/contract/company-preparer';
import { preparerAreaMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { baseApi } from '../../../lib/api/base-api';
import { documentsTag, taskTag, tasksTag, workspaceChanged } from './tags';

export type UploadCompanyDocumentArgs = { companyId: string; file: File; name?: string | undefined; taskId?: string | undefined };
export type UploadCompanyDocumentResponse = z.infer<typeof companyDocumentResponseSchema>;

/**
 * POST /api/company-preparer/{id}/documents (multipart: file, optional name and taskId): a document for the
 * company's client, uploaded by the preparer (so already verified). Outside RTK Query: a File is not state.
 */
export const uploadCompanyDocument = ({ companyId, file, name, taskId }: UploadCompanyDocumentArgs) => {
  const form = new FormData();
  form.append('file', file, file.name);
  if (name?.trim()) form.append('name', name.trim());
  if (taskId) form.append('taskId', taskId);
  return apiCall(
    (http) => http.post(`/api/company-preparer/${encodeURIComponent(companyId)}/documents`, form),
    preparerAreaMessages.fallback.uploadDocument,
    companyDocumentResponseSchema,
  );
};

/** The upload with its busy flag; on success the company's documents (and the task's, if any) are reloaded. */
export function useUploadCompanyDocument() {
  const dispatch = useDispatch();
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (args: UploadCompanyDocumentArgs) => {
      setUploading(true);
      try {
        const result = await uploadCompanyDocument(args);
        dispatch(
          baseApi.util.invalidateTags([
            documentsTag(args.companyId),
            ...workspaceChanged(args.companyId),
            ...(args.taskId ? [taskTag(args.taskId), tasksTag(args.companyId)] : []),
          ]),
        );
        return result;
      } finally {
        setUploading(false);
      }
    },
    [dispatch],
  );
  return { upload, uploading };
}
