import type { OutboxResponse } from '@quayside/contract/auth';
import { baseApi } from '../../../lib/api/base-api';
import { outboxRequest } from './outbox-request';

/** The few newest mails, for the admin overview. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecentMails: build.query<OutboxResponse, number>({
      query: (limit) => outboxRequest({ limit }),
      providesTags: ['Outbox'],
    }),
  }),
});

export const { useGetRecentMailsQuery } = api;
