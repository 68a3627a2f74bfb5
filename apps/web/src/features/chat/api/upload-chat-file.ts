import { uploadChatFileResponseSchema } from '@quayside/contract/chat';
import { chatMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { useUpload, type UploadOptions } from '../../../lib/use-upload';

export type UploadChatFileArgs = { receiverId: string; file: File };

/** POST /api/chat/upload-file (multipart: file, receiverId): the file becomes a message; send_file reaches both. */
export const uploadChatFile = (args: UploadChatFileArgs, options?: Partial<UploadOptions>) => {
  const form = new FormData();
  form.append('receiverId', args.receiverId);
  form.append('file', args.file, args.file.name);
  return apiCall(
    (http) => http.post('/api/chat/upload-file', form, { onUploadProgress: options?.onUploadProgress, signal: options?.signal }),
    chatMessages.fallback.uploadFile,
    uploadChatFileResponseSchema,
  );
};

export function useUploadChatFile() {
  return useUpload(uploadChatFile, ['ChatConversations']);
}
