import { templateMessages } from '@quayside/contract/messages';
import {
  templateResponseSchema,
  type TemplateFormat,
  type TemplatePurpose,
} from '@quayside/contract/templates';
import { apiCall } from '../../../lib/api-client';
import { useUpload, type UploadOptions } from '../../../lib/use-upload';

export type CreateTemplateArgs = {
  name: string;
  purpose: TemplatePurpose;
  format: TemplateFormat;
  changeLog?: string | undefined;
  file: File;
};

/** POST /api/documents/templates (multipart): name, purpose, format, changeLog and the first version in `file`. */
export const createTemplate = (args: CreateTemplateArgs, options?: Partial<UploadOptions>) => {
  const form = new FormData();
  form.append('name', args.name);
  form.append('purpose', args.purpose);
  form.append('format', args.format);
  if (args.changeLog?.trim()) form.append('changeLog', args.changeLog.trim());
  form.append('file', args.file, args.file.name);
  return apiCall(
    (http) =>
      http.post('/api/documents/templates', form, {
        onUploadProgress: options?.onUploadProgress,
        signal: options?.signal,
      }),
    templateMessages.fallback.create,
    templateResponseSchema,
  );
};

export function useCreateTemplate() {
  return useUpload(createTemplate, ['Templates']);
}
