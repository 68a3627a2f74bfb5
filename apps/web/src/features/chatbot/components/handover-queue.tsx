import { useCallback, useState } from 'react';
import { ArrowLeft, Headset, LogOut, UserRoundCheck } from 'lucide-react';
import { CHATBOT_EVENTS, type ChatbotQueueItem } from '@quayside/contract/chatbot';
import { chatbotMessages } from '@quayside/contract/messages';
import { ROLE_LABELS, normalizeRole } from '@quayside/contract/roles';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useAppDispatch } from '../../../app/store';
import { baseApi } from '../../../lib/api/base-api';
import { cn } from '../../../lib/cn';
import { useRealtimeConnected, useRealtimeEvent } from '../../../lib/realtime';
import { formatRelative } from '../../../lib/format';
import {
  useCloseChatbotSessionMutation,
  useGetAgentSessionQuery,
  useGetHandoverQueueQuery,
  useReplyToChatbotSessionMutation,
  useTakeChatbotSessionMutation,
} from '../api/agent-console';
import { Composer } from './composer';
import { MessageList, newMessageKey } from './message-list';

const T = chatbotMessages.ui;
/** Polling while the live connection is down (live events refresh the queue and the open conversation). */
const QUEUE_POLL_MS = 4000;
const SESSION_POLL_MS = 3000;

const errorText = (e: unknown, fallback: string) => (e as { message?: string }).message ?? fallback;

function QueueEntry({ item, selected, onSelect }: { item: ChatbotQueueItem; selected: boolean; onSelect: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn('flex w-full flex-col gap-1 rounded-lg border p-3 text-left', selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50')}
        data-testid="handover-item"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-medium text-slate-900">{item.userName}</span>
          {item.isAgentLive ? <Badge tone={item.takenByMe ? 'success' : 'neutral'}>{item.takenByMe ? 'You joined' : `With ${item.agentName ?? 'a colleague'}`}</Badge> : <Badge tone="warning">Waiting</Badge>}
        </span>
        <span className="text-xs text-slate-600">
          {ROLE_LABELS[normalizeRole(item.userRole)]}
          {item.waitingSince && ` · asked ${formatRelative(item.waitingSince)}`}
        </span>
        {item.lastMessage && <span className="line-clamp-2 text-sm text-slate-700">{item.lastMessage}</span>}
      </button>
    </li>
  );
}

function AgentConversation({ id, onBack, alwaysBack }: { id: string; onBack: () => void; alwaysBack?: boolean }) {
  const live = useRealtimeConnected();
  const query = useGetAgentSessionQuery(id, { pollingInterval: live ? 0 : SESSION_POLL_MS, skipPollingIfUnfocused: true });
  const [take, taking] = useTakeChatbotSessionMutation();
  const [reply, replying] = useReplyToChatbotSessionMutation();
  const [close, closing] = useCloseChatbotSessionMutation();
  const data = query.data;
  const run = async (p: Promise<unknown>, fallback: string) => {
    try {
      await p;
    } catch (e) {
      toast.error(errorText(e, fallback));
    }
  };
  return (
    <section className="flex h-[min(70vh,40rem)] min-h-96 flex-col rounded-xl border border-slate-200 bg-white" aria-label="Conversation with the client" data-testid="agent-conversation">
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
        <Button variant="ghost" size="sm" onClick={onBack} className={alwaysBack ? undefined : 'lg:hidden'} aria-label="Back to the queue">
          <ArrowLeft className="size-4" aria-hidden="true" />
        </Button>
        <h2 className="min-w-0 flex-1 truncate font-semibold text-slate-900">{data?.item.userName ?? '...'}</h2>
        {data?.session.mode === 'handover' && (
          <Button size="sm" onClick={() => void run(take(id).unwrap(), chatbotMessages.fallback.take)} disabled={taking.isLoading}>
            <UserRoundCheck className="size-4" aria-hidden="true" />
            {T.take}
          </Button>
        )}
        {(data?.item.takenByMe || data?.session.mode === 'handover') && (
          <Button variant="secondary" size="sm" onClick={() => void run(close(id).unwrap().then(onBack), chatbotMessages.fallback.close)} disabled={closing.isLoading}>
            <LogOut className="size-4" aria-hidden="true" />
            {T.close}
          </Button>
        )}
      </header>
      <QueryState query={query} failure={chatbotMessages.fallback.session}>
        <MessageList messages={data?.session.chat ?? []} viewer="agent" />
      </QueryState>
      {data?.item.takenByMe && data.session.mode === 'agent' ? (
        <Composer label="Reply to the client" disabled={replying.isLoading} onSend={(content) => run(reply({ id, body: { key: newMessageKey('a'), content } }).unwrap(), chatbotMessages.fallback.reply)} />
      ) : (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-600">
          {data?.session.mode === 'agent' ? `${data.session.agentName ?? 'A colleague'} is with this client.` : data?.session.mode === 'handover' ? 'Join to reply.' : 'This conversation is back with the assistant.'}
        </p>
      )}
    </section>
  );
}

/**
 * The staff agent console: the handover queue (clients waiting for a person, oldest first, and those a colleague
 * joined) and the selected conversation. On a phone the list and the conversation are two screens.
 */
export function HandoverQueue({ compact = false, onBack }: { compact?: boolean; onBack?: () => void }) {
  const live = useRealtimeConnected();
  const query = useGetHandoverQueueQuery(undefined, { pollingInterval: live ? 0 : QUEUE_POLL_MS, skipPollingIfUnfocused: true });
  const dispatch = useAppDispatch();
  const refresh = useCallback(
    (p: { sessionId?: string; session?: { id: string | null } }) => {
      const sessionId = p.sessionId ?? p.session?.id;
      dispatch(baseApi.util.invalidateTags(['ChatbotQueue', ...(sessionId ? [{ type: 'ChatbotAgentSession' as const, id: sessionId }] : [])]));
    },
    [dispatch],
  );
  useRealtimeEvent(CHATBOT_EVENTS.queue, refresh);
  useRealtimeEvent(CHATBOT_EVENTS.message, refresh);
  useRealtimeEvent(CHATBOT_EVENTS.session, refresh);
  const [selected, setSelected] = useState<string | null>(null);
  const items = query.data ?? [];
  return (
    <div className={cn('grid gap-4', !compact && 'lg:grid-cols-[20rem_1fr]', compact && 'h-full min-h-0 overflow-y-auto p-3')}>
      <div className={cn(selected && (compact ? 'hidden' : 'hidden lg:block'))}>
        <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
          {onBack && (
            <Button variant="ghost" size="sm" onClick={onBack} className="md:hidden" aria-label="Back to the conversations">
              <ArrowLeft className="size-4" aria-hidden="true" />
            </Button>
          )}
          {T.queueTitle}
        </h2>
        <QueryState
          query={query}
          failure={chatbotMessages.fallback.queue}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={<Headset className="size-6" aria-hidden="true" />}
              title={T.queueEmpty}
              description="Clients who ask the assistant for a person appear here."
              // The queue updates live; this asks the server now (after a lost connection, say).
              action={
                <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
                  Check again
                </Button>
              }
            />
          }
        >
          <ul className="flex flex-col gap-2" data-testid="handover-queue">
            {items.map((item) => (
              <QueueEntry key={item.sessionId} item={item} selected={item.sessionId === selected} onSelect={() => setSelected(item.sessionId)} />
            ))}
          </ul>
        </QueryState>
      </div>
      <div className={cn(!selected && (compact ? 'hidden' : 'hidden lg:block'))}>
        {selected ? (
          <AgentConversation key={selected} id={selected} alwaysBack={compact} onBack={() => setSelected(null)} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">Choose a conversation from the queue.</p>
        )}
      </div>
    </div>
  );
}
