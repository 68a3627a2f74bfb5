import { templateMessages } from '@quayside/contract/messages';
import { templateResponseSchema, type TemplateEngine } from '@quayside/contract/templates';
import { apiCall } from '../../../lib/api-client';
import { useUpload, type UploadOptions } from '../../../lib/use-upload';

export type AddTemplateVersionArgs = {
  templateId: string;
  engine: TemplateEngine;
  changeLog: string;
  file: File;
};

/** POST /api/documents/templates/{id}/versions (multipart): the next version's file, its engine and change log. */
export const addTemplateVersion = (args: AddTemplateVersionArgs, options?: Partial<UploadOptions>) => {
  const form = new FormData();
  form.append('engine', args.engine);
  form.append('changeLog', args.changeLog.trim());
  form.append('file', args.file, args.file.name);
  return apiCall(
    (http) =>
      http.post(`/api/documents/templates/${encodeURIComponent(args.templateId)}/versions`, form, {
        onUploadProgress: options?.onUploadProgress,
        signal: options?.signal,
      }),
    templateMessages.fallback.addVersion,
    templateResponseSchema,
  );
};

export function useAddTemplateVersion() {
  return useUpload(addTemplateVersion, (_r, a) => ['Templates', { type: 'Templates', id: a.templateId }]);
}
