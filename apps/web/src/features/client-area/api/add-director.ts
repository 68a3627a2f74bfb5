import { directorResponseSchema, type DirectorBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type DirectorResponse = z.infer<typeof directorResponseSchema>;
export type AddDirectorArgs = { companyId: string; body: DirectorBody };

/** POST /api/companies/{id}/directors */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addDirector: build.mutation<DirectorResponse, AddDirectorArgs>({
      query: ({ companyId, body }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/directors`,
        method: 'POST',
        body,
        fallback: companyMessages.fallback.addDirector,
        schema: directorResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useAddDirectorMutation } = api;
