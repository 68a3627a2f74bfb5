import { useCallback } from 'react';
import { CHAT_EVENTS, type ChatMessageEvent, type ChatUnread } from '@quayside/contract/chat';
import { useAppDispatch } from '../../../app/store';
import { useRealtimeEvent } from '../../../lib/realtime';
import { chatUnreadApi, useGetChatUnreadQuery } from '../api/get-chat-unread';

/**
 * Keeps the cached unread counts current from the server (every device of the user gets them): a new message to me
 * carries my new counts (`unread` on the `message` / `send_file` event), reading a conversation sends `unread`.
 */
export function useLiveChatUnread() {
  const dispatch = useAppDispatch();
  const onUnread = useCallback(
    (payload: ChatUnread) =>
      void dispatch(chatUnreadApi.util.upsertQueryData('getChatUnread', undefined, payload)),
    [dispatch],
  );
  const onMessage = useCallback(
    (m: ChatMessageEvent) => {
      if (m.unread) onUnread(m.unread);
    },
    [onUnread],
  );
  useRealtimeEvent(CHAT_EVENTS.unread, onUnread);
  useRealtimeEvent(CHAT_EVENTS.message, onMessage);
  useRealtimeEvent(CHAT_EVENTS.sendFile, onMessage);
  return useGetChatUnreadQuery();
}

/** The unread count beside "Messages" in the navigation, updated live. */
export function ChatUnreadBadge() {
  const { data } = useLiveChatUnread();
  if (!data?.total) return null;
  return (
    <span
      className="ml-auto rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-brand-900 tabular-nums"
      data-testid="chat-unread-badge"
    >
      {data.total > 99 ? '99+' : data.total}
      <span className="sr-only"> unread messages</span>
    </span>
  );
}
