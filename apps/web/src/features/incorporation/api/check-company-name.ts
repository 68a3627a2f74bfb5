import {
  checkNameResponseSchema,
  type CheckNameBody,
  type CheckNameResponse,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/incorporation/check-name: whether a proposed name is free (a question, so a query). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkCompanyName: build.query<CheckNameResponse, CheckNameBody>({
      query: (body) => ({
        url: '/api/incorporation/check-name',
        method: 'POST',
        body,
        fallback: incorporationMessages.fallback.checkName,
        schema: checkNameResponseSchema,
      }),
      // A name taken a minute ago may be free now: always ask again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyCheckCompanyNameQuery } = api;
