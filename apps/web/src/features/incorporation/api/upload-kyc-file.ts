import type { AxiosProgressEvent } from 'axios';
import {
  uploadFileResponseSchema,
  type IncorporationFileType,
  type IncorporationRoleType,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';

export type UploadKycFileInput = {
  sessionId: string;
  file: File;
  roleType: IncorporationRoleType;
  index: number;
  fileType: IncorporationFileType;
  /** 0..100 as the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/incorporation/upload-file/{id}: multipart with file, roleType, index and fileType; answers a signed
 * url. Through the app's HTTP client like every endpoint, but outside RTK Query's cache: a File and a progress
 * callback are not serialisable state (the same reason as the client area's uploads).
 */
export const uploadKycFile = ({
  sessionId,
  file,
  roleType,
  index,
  fileType,
  onProgress,
  signal,
}: UploadKycFileInput) => {
  const form = new FormData();
  // Text fields first: the server reads them before the file stream.
  form.append('roleType', roleType);
  form.append('index', String(index));
  form.append('fileType', fileType);
  form.append('file', file, file.name);
  return apiCall(
    (http) =>
      http.post(`/api/incorporation/upload-file/${encodeURIComponent(sessionId)}`, form, {
        signal,
        onUploadProgress: (event: AxiosProgressEvent) => {
          if (!onProgress) return;
          const total = event.total ?? file.size;
          onProgress(total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0);
        },
      }),
    incorporationMessages.fallback.uploadFile,
    uploadFileResponseSchema,
  );
};
