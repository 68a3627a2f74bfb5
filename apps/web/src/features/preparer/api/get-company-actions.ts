import type { Action } from '@quayside/contract/client-area';
import { companyActionsResponseSchema } from '@quayside/contract/company-preparer';
import { preparerAreaMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { actionsTag } from './tags';

/** GET /api/company-preparer/{id}/actions: unacknowledged first, then newest. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreparerCompanyActions: build.query<Action[], string>({
      query: (id) => ({
        url: `/api/company-preparer/${encodeURIComponent(id)}/actions`,
        fallback: preparerAreaMessages.fallback.actions,
        schema: companyActionsResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof companyActionsResponseSchema>) => response.items,
      providesTags: (_r, _e, id) => [actionsTag(id)],
    }),
  }),
});

export const { useGetPreparerCompanyActionsQuery } = api;
