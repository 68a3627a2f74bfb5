import {
  calendarActionsResponseSchema,
  calendarActionsTodayResponseSchema,
  updateCalendarActionResponseSchema,
  type CalendarActionsResponse,
  type CalendarActionsTodayResponse,
} from '@quayside/contract/admin-comms';
import type { UpdateCalendarEntryBody } from '@quayside/contract/calendar';
import type { CalendarStatus } from '@quayside/contract/compliance-rules';
import { adminMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type CalendarActionsFilter = { status?: CalendarStatus | undefined; from?: string | undefined; to?: string | undefined; companyId?: string | undefined };
type UpdateResponse = z.infer<typeof updateCalendarActionResponseSchema>;

/** GET /api/admin/calendar-actions, GET /api/admin/calendar-actions/today, PUT /api/admin/calendar-actions/{id}. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendarActions: build.infiniteQuery<CalendarActionsResponse, CalendarActionsFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/calendar-actions',
        params: { take: 25, ...cleanParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: adminMessages.fallback.calendarActions,
        schema: calendarActionsResponseSchema,
      }),
      providesTags: ['CalendarActions'],
    }),
    getCalendarActionsToday: build.query<CalendarActionsTodayResponse, void>({
      query: () => ({
        url: '/api/admin/calendar-actions/today',
        params: { take: 20 },
        fallback: adminMessages.fallback.calendarActions,
        schema: calendarActionsTodayResponseSchema,
      }),
      providesTags: ['CalendarActions'],
    }),
    updateCalendarAction: build.mutation<UpdateResponse, { id: string } & UpdateCalendarEntryBody>({
      query: ({ id, ...body }) => ({
        url: `/api/admin/calendar-actions/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        fallback: adminMessages.fallback.updateCalendarAction,
        schema: updateCalendarActionResponseSchema,
      }),
      invalidatesTags: ['CalendarActions', 'Calendar'],
    }),
  }),
});

export const { useGetCalendarActionsInfiniteQuery, useGetCalendarActionsTodayQuery, useUpdateCalendarActionMutation } = api;
