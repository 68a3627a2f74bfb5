import { directorResponseSchema, type DirectorBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';
import { companyTags } from './company-tags';

export type DirectorResponse = z.infer<typeof directorResponseSchema>;
export type UpdateDirectorArgs = { companyId: string; directorId: string; body: Partial<DirectorBody> };

/** PUT /api/companies/{id}/directors/{directorId} */
export const updateDirector = ({ companyId, directorId, body }: UpdateDirectorArgs) =>
  apiCall(
    (http) =>
      http.put(
        `/api/companies/${encodeURIComponent(companyId)}/directors/${encodeURIComponent(directorId)}`,
        body,
      ),
    companyMessages.fallback.updateDirector,
    directorResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    updateDirector: build.mutation<DirectorResponse, UpdateDirectorArgs>({
      queryFn: (args) => run(() => updateDirector(args)),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useUpdateDirectorMutation } = api;
