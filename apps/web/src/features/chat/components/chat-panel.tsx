import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { CHAT_COMMANDS, CHAT_EVENTS, type ChatAck, type ChatMessage, type ChatPresence } from '@quayside/contract/chat';
import { chatMessages as texts } from '@quayside/contract/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useRealtimeConnected, useRealtimeEvent, useRealtimeSocket } from '../../../lib/realtime';
import { useGetChatConversationsQuery } from '../api/get-conversations';
import { useLiveChatUnread } from './chat-unread-badge';
import { ConversationList, type PinnedConversation } from './conversation-list';
import { MessageThread } from './message-thread';

export type { PinnedConversation };

/**
 * The chat: the conversation list (everyone the user may talk to, with unread counts and who is online) and the
 * chosen conversation (`?with=<userId>` in the address). Side by side on wide screens; on a phone the list and the
 * thread are two screens. `pinned` adds a first entry of the list with its own view (the chatbot's place).
 */
export function ChatPanel({ me, pinned, emptyText }: { me: string; pinned?: PinnedConversation; emptyText?: string }) {
  const conversations = useGetChatConversationsQuery();
  const { refetch } = conversations;
  const unread = useLiveChatUnread();
  const [params, setParams] = useSearchParams();
  const selected = params.get('with');
  const socket = useRealtimeSocket();
  const connected = useRealtimeConnected();
  const [online, setOnline] = useState<ReadonlySet<string>>(new Set());
  const list = useMemo(() => conversations.data?.conversations ?? [], [conversations.data]);
  const partnerIds = useMemo(() => list.map((c) => c.partner.id).join(','), [list]);

  const select = (key: string | null) => {
    const next = new URLSearchParams(params);
    if (key) next.set('with', key);
    else next.delete('with');
    setParams(next, { replace: false });
  };

  // Who is online now, then live changes (asked again after every reconnection).
  useEffect(() => {
    if (!socket || !connected || !partnerIds) return;
    socket.emit(CHAT_COMMANDS.watchPresence, { userIds: partnerIds.split(',') }, (ack: ChatAck<{ online: string[] }>) => {
      if (ack.ok) setOnline(new Set(ack.online));
    });
  }, [socket, connected, partnerIds]);
  useRealtimeEvent(
    CHAT_EVENTS.presence,
    useCallback((p: ChatPresence) => {
      setOnline((current) => {
        const next = new Set(current);
        if (p.online) next.add(p.userId);
        else next.delete(p.userId);
        return next;
      });
    }, []),
  );
  // A new message anywhere moves its conversation up and changes its unread count.
  const onAnyMessage = useCallback((_m: ChatMessage) => void refetch(), [refetch]);
  useRealtimeEvent(CHAT_EVENTS.message, onAnyMessage);
  useRealtimeEvent(CHAT_EVENTS.sendFile, onAnyMessage);

  const unreadBy = useMemo(() => new Map((unread.data?.bySender ?? []).map((u) => [u.userId, u.count])), [unread.data]);
  const withCounts = useMemo(() => list.map((c) => ({ ...c, unreadCount: unreadBy.get(c.partner.id) ?? 0 })), [list, unreadBy]);
  const current = withCounts.find((c) => c.partner.id === selected);
  const pinnedChosen = pinned && selected === pinned.key;
  const showThread = Boolean(current || pinnedChosen);

  return (
    <div className="grid h-[calc(100dvh-14rem)] min-h-[24rem] md:h-[calc(100dvh-12rem)] overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:grid-cols-[20rem_1fr]">
      <div className={cn('min-h-0 overflow-y-auto border-slate-200 p-2 md:border-r', showThread && 'hidden md:block')}>
        {conversations.isLoading ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading conversations" />
          </div>
        ) : conversations.isError ? (
          <ErrorState title={texts.fallback.conversations} message={(conversations.error as { message?: string }).message} onRetry={() => void refetch()} />
        ) : list.length === 0 && !pinned ? (
          <EmptyState icon={<MessagesSquare className="size-6" aria-hidden="true" />} title="No conversations yet" description={emptyText ?? 'Once someone is assigned to work with you, you can write to them here.'} />
        ) : (
          <ConversationList conversations={withCounts} me={me} selected={selected} online={online} pinned={pinned} onSelect={select} />
        )}
      </div>
      <div className={cn('min-h-0', !showThread && 'hidden md:block')}>
        {pinnedChosen && pinned ? (
          pinned.render({ onBack: () => select(null) })
        ) : current ? (
          <MessageThread
            key={current.partner.id}
            me={me}
            partner={current.partner}
            online={online.has(current.partner.id)}
            unreadCount={current.unreadCount}
            onBack={() => select(null)}
          />
        ) : (
          <div className="flex h-full items-center justify-center p-6 text-center text-sm text-slate-500">Choose a conversation to read and write messages.</div>
        )}
      </div>
    </div>
  );
}
