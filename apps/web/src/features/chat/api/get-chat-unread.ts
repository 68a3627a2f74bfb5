import { chatUnreadSchema, type ChatUnread } from '@quayside/contract/chat';
import { chatMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/chat/unread: my unread messages, in total and per sender (kept current by the server's events: chat-unread-badge.tsx). */
export const chatUnreadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatUnread: build.query<ChatUnread, void>({
      query: () => ({ url: '/api/chat/unread', fallback: chatMessages.fallback.conversations, schema: chatUnreadSchema }),
      providesTags: ['ChatUnread'],
    }),
  }),
});

export const { useGetChatUnreadQuery } = chatUnreadApi;
