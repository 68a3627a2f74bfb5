import { useCallback } from 'react';
import { CHAT_EVENTS, type ChatUnread } from '@quayside/contract/chat';
import { useAppDispatch } from '../../../app/store';
import { useRealtimeEvent } from '../../../lib/realtime';
import { chatUnreadApi, useGetChatUnreadQuery } from '../api/get-chat-unread';

/** Keeps the cached unread counts current from the server's `unread` event (every device of the user gets it). */
export function useLiveChatUnread() {
  const dispatch = useAppDispatch();
  const onUnread = useCallback(
    (payload: ChatUnread) => void dispatch(chatUnreadApi.util.upsertQueryData('getChatUnread', undefined, payload)),
    [dispatch],
  );
  useRealtimeEvent(CHAT_EVENTS.unread, onUnread);
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
