import type { AxiosProgressEvent } from 'axios';
import {
  checkNameResponseSchema,
  resumeResponseSchema,
  serviceDetailsResponseSchema,
  sendOtpResponseSchema,
  sessionResponseSchema,
  uploadFileResponseSchema,
  type CheckNameBody,
  type IncorporationFileType,
  type IncorporationRoleType,
  type StartIncorporationBody,
  type UpdateIncorporationBody,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { listServicesResponseSchema, type Jurisdiction } from '@quayside/contract/services';
import { apiCall } from '../../../lib/api-client';

/** The /api/incorporation calls (part 1 section 7), each with its fallback text from the catalogue. */

const base = '/api/incorporation';
const fallback = incorporationMessages.fallback;
const enc = encodeURIComponent;

export const startSession = (body: StartIncorporationBody) =>
  apiCall((http) => http.post(`${base}/start`, body), fallback.start, sessionResponseSchema);

export const updateSession = (id: string, body: UpdateIncorporationBody) =>
  apiCall((http) => http.put(`${base}/update/${enc(id)}`, body), fallback.update, sessionResponseSchema);

export const resumeSession = (id: string) =>
  apiCall((http) => http.get(`${base}/resume/${enc(id)}`), fallback.resume, resumeResponseSchema);

export const sendSessionOtp = (id: string) =>
  apiCall((http) => http.post(`${base}/send-otp/${enc(id)}`, {}), fallback.sendOtp, sendOtpResponseSchema);

export const verifySessionOtp = (id: string, otp: string) =>
  apiCall(
    (http) => http.post(`${base}/verify-otp/${enc(id)}`, { otp }),
    fallback.verifyOtp,
    sessionResponseSchema,
  );

/** POST /complete: answers the completed session once paid (402 while the application is ready but unpaid). */
export const completeApplication = (sessionId: string) =>
  apiCall((http) => http.post(`${base}/complete`, { sessionId }), fallback.complete, sessionResponseSchema);

export const checkCompanyName = (body: CheckNameBody, signal?: AbortSignal) =>
  apiCall(
    (http) => http.post(`${base}/check-name`, body, { signal }),
    fallback.checkName,
    checkNameResponseSchema,
  );

export const getServiceDetails = (ids: readonly number[]) =>
  apiCall(
    (http) => http.get(`${base}/service-details`, { params: { ids: ids.join(',') } }),
    fallback.serviceDetails,
    serviceDetailsResponseSchema,
  );

/** The catalogue for a jurisdiction (its own services plus those offered everywhere). */
export const listCartServices = (jurisdiction: Jurisdiction | undefined) =>
  apiCall(
    (http) => http.get('/api/services', { params: jurisdiction ? { jurisdiction } : {} }),
    fallback.cartServices,
    listServicesResponseSchema,
  );

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

/** POST /upload-file/{id}: multipart with file, roleType, index and fileType; answers a signed url. */
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
      http.post(`${base}/upload-file/${enc(sessionId)}`, form, {
        signal,
        onUploadProgress: (event: AxiosProgressEvent) => {
          if (!onProgress) return;
          const total = event.total ?? file.size;
          onProgress(total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0);
        },
      }),
    fallback.uploadFile,
    uploadFileResponseSchema,
  );
};
