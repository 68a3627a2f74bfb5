import {
  adminContactMessagesResponseSchema,
  adminJobApplicationsResponseSchema,
  contactMessageHandledResponseSchema,
  jobApplicationHandledResponseSchema,
  type AdminContactMessagesResponse,
  type AdminJobApplicationsResponse,
} from '@quayside/contract/admin-comms';
import { adminMessages } from '@quayside/contract/messages';
import { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type InboxState = 'open' | 'handled' | 'all';
export type InboxFilter = { q?: string | undefined; state: InboxState };

/**
 * The admin inbox: GET /api/admin/contact-messages, PUT /api/admin/contact-messages/{id}/handled,
 * GET /api/admin/job-applications, PUT /api/admin/job-applications/{id}/handled, GET /api/admin/job-applications/{id}/cv.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContactMessages: build.infiniteQuery<AdminContactMessagesResponse, InboxFilter, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined) },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/contact-messages',
        params: { take: 20, ...cleanParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: adminMessages.fallback.contactMessages,
        schema: adminContactMessagesResponseSchema,
      }),
      providesTags: ['Inbox'],
    }),
    markContactHandled: build.mutation<z.infer<typeof contactMessageHandledResponseSchema>, { id: string; handled: boolean }>({
      query: ({ id, handled }) => ({
        url: `/api/admin/contact-messages/${encodeURIComponent(id)}/handled`,
        method: 'PUT',
        body: { handled },
        fallback: adminMessages.fallback.markHandled,
        schema: contactMessageHandledResponseSchema,
      }),
      invalidatesTags: ['Inbox'],
    }),
    getJobApplications: build.infiniteQuery<AdminJobApplicationsResponse, InboxFilter, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined) },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/job-applications',
        params: { take: 20, ...cleanParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: adminMessages.fallback.jobApplications,
        schema: adminJobApplicationsResponseSchema,
      }),
      providesTags: ['Inbox'],
    }),
    markApplicationHandled: build.mutation<z.infer<typeof jobApplicationHandledResponseSchema>, { id: string; handled: boolean }>({
      query: ({ id, handled }) => ({
        url: `/api/admin/job-applications/${encodeURIComponent(id)}/handled`,
        method: 'PUT',
        body: { handled },
        fallback: adminMessages.fallback.markHandled,
        schema: jobApplicationHandledResponseSchema,
      }),
      invalidatesTags: ['Inbox'],
    }),
    getApplicationCvUrl: build.mutation<{ url: string }, string>({
      query: (id) => ({
        url: `/api/admin/job-applications/${encodeURIComponent(id)}/cv`,
        fallback: adminMessages.fallback.cvDownload,
        schema: z.object({ url: z.string() }),
      }),
    }),
  }),
});

export const {
  useGetContactMessagesInfiniteQuery,
  useMarkContactHandledMutation,
  useGetJobApplicationsInfiniteQuery,
  useMarkApplicationHandledMutation,
  useGetApplicationCvUrlMutation,
} = api;
