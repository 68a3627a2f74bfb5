import { directorResponseSchema, type DirectorBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';
import { companyTags } from './company-tags';

export type DirectorResponse = z.infer<typeof directorResponseSchema>;
export type AddDirectorArgs = { companyId: string; body: DirectorBody };

/** POST /api/companies/{id}/directors */
export const addDirector = ({ companyId, body }: AddDirectorArgs) =>
  apiCall(
    (http) => http.post(`/api/companies/${encodeURIComponent(companyId)}/directors`, body),
    companyMessages.fallback.addDirector,
    directorResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    addDirector: build.mutation<DirectorResponse, AddDirectorArgs>({
      queryFn: (args) => run(() => addDirector(args)),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useAddDirectorMutation } = api;
