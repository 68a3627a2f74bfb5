import { preparerCalendarResponseSchema } from '@quayside/contract/preparer';
import type { UpdateCalendarEntryBody } from '@quayside/contract/calendar';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type UpdateCalendarArgs = { id: string } & UpdateCalendarEntryBody;

/** PUT /api/preparer/calendar/{id}: reschedule, rename, or mark done / not applicable / open ("Calendar action updated"). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updatePreparerCalendarEntry: build.mutation<z.infer<typeof preparerCalendarResponseSchema>, UpdateCalendarArgs>({
      query: ({ id, ...body }) => ({
        url: `/api/preparer/calendar/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        fallback: preparerMessages.fallback.calendar,
        schema: preparerCalendarResponseSchema,
      }),
      invalidatesTags: ['Dashboard', 'Calendar'],
    }),
  }),
});

export const { useUpdatePreparerCalendarEntryMutation } = api;
