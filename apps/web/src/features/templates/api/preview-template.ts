import { templateMessages } from '@quayside/contract/messages';
import { http, toApiError } from '../../../lib/api-client';

/**
 * POST /api/documents/templates/preview: the template rendered against a company (DOCX or PDF), stored
 * nowhere; handed to the browser as a download under the server's file name.
 */
export async function previewTemplate(args: {
  templateId: string;
  companyId: string;
  templateVersionId?: string | undefined;
}): Promise<string> {
  let blob: Blob;
  let name = 'preview';
  try {
    const res = await http.post<Blob>(
      '/api/documents/templates/preview',
      {
        templateId: args.templateId,
        companyId: args.companyId,
        ...(args.templateVersionId ? { templateVersionId: args.templateVersionId } : {}),
      },
      { responseType: 'blob' },
    );
    blob = res.data;
    name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition'] ?? ''))?.[1] ?? name;
  } catch (error) {
    throw toApiError(error, templateMessages.fallback.generate);
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}
