import { companyTaskMutationResponseSchema, type CreateCompanyTaskBody } from '@quayside/contract/company-preparer';
import { preparerAreaMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { tasksTag, workspaceChanged } from './tags';

export type CreateTaskArgs = { companyId: string } & CreateCompanyTaskBody;

/** POST /api/company-preparer/{id}/tasks ("Task created"): a task for the company's client, who is told. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createPreparerTask: build.mutation<z.infer<typeof companyTaskMutationResponseSchema>, CreateTaskArgs>({
      query: ({ companyId, ...body }) => ({
        url: `/api/company-preparer/${encodeURIComponent(companyId)}/tasks`,
        method: 'POST',
        body,
        fallback: preparerAreaMessages.fallback.createTask,
        schema: companyTaskMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => [tasksTag(companyId), 'Tasks', ...workspaceChanged(companyId)],
    }),
  }),
});

export const { useCreatePreparerTaskMutation } = api;
