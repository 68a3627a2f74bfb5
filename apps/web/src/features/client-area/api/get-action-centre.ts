import {
  actionCentreResponseSchema,
  type ActionCentre,
  type CompanyIdQuery,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

/** GET /api/client/actions: the action centre (actions to acknowledge and open tasks). */
export const getActionCentre = (query?: CompanyIdQuery) =>
  apiCall(
    (http) => http.get('/api/client/actions', { params: cleanParams(query) }),
    clientMessages.fallback.actions,
    actionCentreResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getActionCentre: build.query<ActionCentre, CompanyIdQuery | void>({
      queryFn: (query) => run(() => getActionCentre(query ?? {})),
      providesTags: ['Actions', 'Tasks'],
    }),
  }),
});

export const { useGetActionCentreQuery } = api;
