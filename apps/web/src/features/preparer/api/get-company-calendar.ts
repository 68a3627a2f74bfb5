import { calendarResponseSchema, type CalendarEntry } from '@quayside/contract/calendar';
import { preparerAreaMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/company-preparer/{id}/calendar: the company's whole compliance calendar, soonest due first. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyCalendar: build.query<CalendarEntry[], string>({
      query: (companyId) => ({
        url: `/api/company-preparer/${encodeURIComponent(companyId)}/calendar`,
        fallback: preparerAreaMessages.fallback.calendar,
        schema: calendarResponseSchema,
      }),
      transformResponse: (r: { items: CalendarEntry[] }) => r.items,
      providesTags: (_r, _e, companyId) => ['Calendar', { type: 'Calendar', id: companyId }],
    }),
  }),
});

export const { useGetCompanyCalendarQuery } = api;
