import { rulesMessages } from '@quayside/contract/messages';
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
      query: () => ({ url: '/api/admin/rules/extensions', fallback: rulesMessages.fallback.extensions, schema: dueDateExtensionListSchema }),
      providesTags: ['RuleExtensions'],
    }),
    addExtension: build.mutation<ExtensionResponse, DueDateExtensionBody>({
      query: (body) => ({ url: '/api/admin/rules/extensions', method: 'POST', body, fallback: rulesMessages.fallback.addExtension, schema: dueDateExtensionResponseSchema }),
      // The calendars were recomputed with it.
      invalidatesTags: ['RuleExtensions', 'Calendar', 'CalendarActions'],
    }),
    removeExtension: build.mutation<ExtensionResponse, string>({
      query: (id) => ({ url: `/api/admin/rules/extensions/${encodeURIComponent(id)}`, method: 'DELETE', fallback: rulesMessages.fallback.removeExtension, schema: dueDateExtensionResponseSchema }),
      invalidatesTags: ['RuleExtensions', 'Calendar', 'CalendarActions'],
    }),
  }),
});

export const { useGetExtensionsQuery, useAddExtensionMutation, useRemoveExtensionMutation } = api;
