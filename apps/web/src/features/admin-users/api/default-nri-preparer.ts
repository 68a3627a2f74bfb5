import {
  adminUserMessages,
  defaultNriPreparerResponseSchema,
  setDefaultNriPreparerResponseSchema,
  type DefaultNriPreparerResponse,
  type SetDefaultNriPreparerBody,
} from '@quayside/contract/admin-users';
import { baseApi } from '../../../lib/api/base-api';

const url = '/api/admin/assignment-defaults/nri-preparer';

/** GET and PUT /api/admin/assignment-defaults/nri-preparer (designed): who paid NRI filings go to. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDefaultNriPreparer: build.query<DefaultNriPreparerResponse, void>({
      query: () => ({ url, fallback: adminUserMessages.fallback.defaultNriPreparer, schema: defaultNriPreparerResponseSchema }),
      providesTags: ['AssignmentTree'],
    }),
    setDefaultNriPreparer: build.mutation<DefaultNriPreparerResponse & { message: string }, SetDefaultNriPreparerBody>({
      query: (body) => ({ url, method: 'PUT', body, fallback: adminUserMessages.fallback.saveDefaultNriPreparer, schema: setDefaultNriPreparerResponseSchema }),
      invalidatesTags: ['AssignmentTree'],
    }),
  }),
});

export const { useGetDefaultNriPreparerQuery, useSetDefaultNriPreparerMutation } = api;
