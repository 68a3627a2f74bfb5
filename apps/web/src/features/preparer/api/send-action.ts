import { companyActionResponseSchema, type SendActionBody } from '@quayside/contract/company-preparer';
import { preparerAreaMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { actionsTag, workspaceChanged } from './tags';

export type SendActionArgs = { companyId: string } & SendActionBody;

/** POST /api/company-preparer/{id}/actions ("Action sent"): the client is asked to note or do something. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendPreparerAction: build.mutation<z.infer<typeof companyActionResponseSchema>, SendActionArgs>({
      query: ({ companyId, ...body }) => ({
        url: `/api/company-preparer/${encodeURIComponent(companyId)}/actions`,
        method: 'POST',
        body,
        fallback: preparerAreaMessages.fallback.sendAction,
        schema: companyActionResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => [actionsTag(companyId), ...workspaceChanged(companyId)],
    }),
  }),
});

export const { useSendPreparerActionMutation } = api;
