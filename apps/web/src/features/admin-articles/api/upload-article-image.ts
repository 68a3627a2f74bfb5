import { articleImageResponseSchema } from '@quayside/contract/articles';
import { articleMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { useUpload, type UploadOptions } from '../../../lib/use-upload';

/** POST /api/article/images (multipart, field `file`): a PNG or JPEG for a cover or the body, checked by content. */
export const uploadArticleImage = (file: File, options?: Partial<UploadOptions>) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiCall(
    (http) => http.post('/api/article/images', form, { onUploadProgress: options?.onUploadProgress, signal: options?.signal }),
    articleMessages.fallback.uploadImage,
    articleImageResponseSchema,
  );
};

// An uploaded image changes no cached list until the article using it is saved.
const NO_TAGS: [] = [];

export function useUploadArticleImage() {
  return useUpload(uploadArticleImage, NO_TAGS);
}
