import {
  dueDateExtensionListSchema,
  dueDateExtensionResponseSchema,
  type DueDateExtensionBody,
  type DueDateExtensionRow,
} from '@quayside/contract/due-date-extensions';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

type ExtensionResponse = z.infer<typeof dueDateExtensionResponseSchema>;

/** GET / POST /api/admin/rules/extensions, DELETE /api/admin/rules/extensions/{id}: due-date extensions by circular. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExtensions: build.query<{ items: DueDateExtensionRow[] }, void>({
      query: () => ({ url: '/api/admin/rules/extensions', fallback: 'The extensions could not be loaded', schema: dueDateExtensionListSchema }),
      providesTags: ['RuleExtensions'],
    }),
    addExtension: build.mutation<ExtensionResponse, DueDateExtensionBody>({
      query: (body) => ({ url: '/api/admin/rules/extensions', method: 'POST', body, fallback: 'The extension could not be added', schema: dueDateExtensionResponseSchema }),
      // The calendars were recomputed with it.
      invalidatesTags: ['RuleExtensions', 'Calendar', 'CalendarActions'],
    }),
    removeExtension: build.mutation<ExtensionResponse, string>({
      query: (id) => ({ url: `/api/admin/rules/extensions/${encodeURIComponent(id)}`, method: 'DELETE', fallback: 'The extension could not be removed', schema: dueDateExtensionResponseSchema }),
      invalidatesTags: ['RuleExtensions', 'Calendar', 'CalendarActions'],
    }),
  }),
});

export const { useGetExtensionsQuery, useAddExtensionMutation, useRemoveExtensionMutation } = api;
