import {
  actionCentreResponseSchema,
  type ActionCentre,
  type CompanyIdQuery,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

/** GET /api/client/actions: the action centre (actions to acknowledge and open tasks). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActionCentre: build.query<ActionCentre, CompanyIdQuery | void>({
      query: (query) => ({
        url: '/api/client/actions',
        params: cleanParams(query),
        fallback: clientMessages.fallback.actions,
        schema: actionCentreResponseSchema,
      }),
      providesTags: ['Actions', 'Tasks'],
    }),
  }),
});

export const { useGetActionCentreQuery } = api;
