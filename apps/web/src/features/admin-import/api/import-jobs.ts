import { importMessages } from '@quayside/contract/messages';
import {
  rcnImportMessages,
  rcnJobDetailSchema,
  rcnJobListSchema,
  rcnJobMessageSchema,
  rcnStagedListSchema,
  rcnUploadResponseSchema,
  type RcnStartBody,
} from '@quayside/contract/rcn-import';
import type { z } from 'zod';
import { apiCall, http, toApiError } from '../../../lib/api-client';
import { baseApi } from '../../../lib/api/base-api';
import { useUpload, type UploadOptions } from '../../../lib/use-upload';

type JobList = z.infer<typeof rcnJobListSchema>;
type JobDetail = z.infer<typeof rcnJobDetailSchema>;
type JobMessage = z.infer<typeof rcnJobMessageSchema>;
type StagedList = z.infer<typeof rcnStagedListSchema>;

/**
 * The client-book import (RCN): GET /api/rcn/import-jobs and /{id}, POST /{id}/start and /{id}/promote,
 * GET /{id}/staged-rows. The jobs list polls while a job is running (the server also pushes `rcn:job`).
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getImportJobs: build.query<JobList, void>({
      query: () => ({ url: '/api/rcn/import-jobs', params: { limit: 20 }, fallback: importMessages.fallback.jobs, schema: rcnJobListSchema }),
      providesTags: ['ImportJobs'],
    }),
    getImportJob: build.query<JobDetail, string>({
      query: (id) => ({ url: `/api/rcn/import-jobs/${encodeURIComponent(id)}`, fallback: importMessages.fallback.job, schema: rcnJobDetailSchema }),
      providesTags: (_r, _e, id) => [{ type: 'ImportJobs', id }],
    }),
    startImportJob: build.mutation<JobMessage, { id: string; body: RcnStartBody }>({
      query: ({ id, body }) => ({ url: `/api/rcn/import-jobs/${encodeURIComponent(id)}/start`, method: 'POST', body, fallback: importMessages.fallback.start, schema: rcnJobMessageSchema }),
      invalidatesTags: ['ImportJobs'],
    }),
    promoteImportJob: build.mutation<JobMessage, string>({
      query: (id) => ({ url: `/api/rcn/import-jobs/${encodeURIComponent(id)}/promote`, method: 'POST', fallback: importMessages.fallback.start, schema: rcnJobMessageSchema }),
      invalidatesTags: ['ImportJobs'],
    }),
    getStagedRows: build.query<StagedList, { id: string; cursor?: number }>({
      query: ({ id, cursor }) => ({
        url: `/api/rcn/import-jobs/${encodeURIComponent(id)}/staged-rows`,
        params: cursor ? { cursor } : {},
        fallback: importMessages.fallback.job,
        schema: rcnStagedListSchema,
      }),
      providesTags: (_r, _e, a) => [{ type: 'ImportJobs', id: a.id }],
    }),
  }),
});

export const { useGetImportJobsQuery, useGetImportJobQuery, useStartImportJobMutation, usePromoteImportJobMutation, useGetStagedRowsQuery } = api;

/** POST /api/rcn/import (multipart, exactly one file in the field `file`). */
export const uploadImportCsv = (file: File, options?: Partial<UploadOptions>) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiCall(
    (h) => h.post('/api/rcn/import', form, { onUploadProgress: options?.onUploadProgress, signal: options?.signal }),
    importMessages.fallback.upload,
    rcnUploadResponseSchema,
  );
};

export function useUploadImportCsv() {
  return useUpload(uploadImportCsv, ['ImportJobs']);
}

/** GET /api/rcn/import-jobs/{id}/errors.csv as a download. */
export async function downloadImportErrors(id: string, fileName: string): Promise<void> {
  let blob: Blob;
  try {
    blob = (await http.get<Blob>(`/api/rcn/import-jobs/${encodeURIComponent(id)}/errors.csv`, { responseType: 'blob' })).data;
  } catch (error) {
    throw toApiError(error, rcnImportMessages.errors.jobNotFound);
  }
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = `${fileName.replace(/\.csv$/i, '')}-errors.csv`;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
