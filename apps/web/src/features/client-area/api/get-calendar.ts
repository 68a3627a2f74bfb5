import { calendarResponseSchema, type CalendarEntry, type CalendarQuery } from '@quayside/contract/calendar';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

export type CalendarArgs = { companyId?: string | undefined; from?: string; to?: string; openOnly?: boolean };

/** GET /api/client/calendar: compliance entries of a company between two dates. */
export const getCalendar = (query: CalendarArgs) =>
  apiCall(
    (http) =>
      http.get('/api/client/calendar', {
        params: cleanParams({ ...query, openOnly: query.openOnly ? 'true' : undefined }),
      }),
    clientMessages.fallback.calendar,
    calendarResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendar: build.query<CalendarEntry[], CalendarArgs>({
      queryFn: (query) => run(async () => (await getCalendar(query)).items),
      providesTags: ['Calendar'],
    }),
  }),
});

export type { CalendarQuery };
export const { useGetCalendarQuery } = api;
