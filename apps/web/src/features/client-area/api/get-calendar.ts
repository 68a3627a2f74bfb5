import { calendarResponseSchema, type CalendarEntry, type CalendarQuery } from '@quayside/contract/calendar';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type CalendarArgs = { companyId?: string | undefined; from?: string; to?: string; openOnly?: boolean };

/** GET /api/client/calendar: compliance entries of a company between two dates. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendar: build.query<CalendarEntry[], CalendarArgs>({
      query: (query) => ({
        url: '/api/client/calendar',
        params: cleanParams({ ...query, openOnly: query.openOnly ? 'true' : undefined }),
        fallback: clientMessages.fallback.calendar,
        schema: calendarResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof calendarResponseSchema>) => response.items,
      providesTags: ['Calendar'],
    }),
  }),
});

export type { CalendarQuery };
export const { useGetCalendarQuery } = api;
