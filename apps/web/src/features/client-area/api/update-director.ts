import { directorResponseSchema, type DirectorBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type DirectorResponse = z.infer<typeof directorResponseSchema>;
export type UpdateDirectorArgs = { companyId: string; directorId: string; body: Partial<DirectorBody> };

/** PUT /api/companies/{id}/directors/{directorId} */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateDirector: build.mutation<DirectorResponse, UpdateDirectorArgs>({
      query: ({ companyId, directorId, body }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/directors/${encodeURIComponent(directorId)}`,
        method: 'PUT',
        body,
        fallback: companyMessages.fallback.updateDirector,
        schema: directorResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useUpdateDirectorMutation } = api;
