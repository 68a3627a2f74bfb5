import { useCallback, useEffect, useReducer, useState } from 'react';
import { ArrowLeft, Bot, Eraser, UserRound } from 'lucide-react';
import { CHATBOT_EVENTS, type ChatbotMessage, type ChatbotSession } from '@quayside/contract/chatbot';
import { chatbotMessages } from '@quayside/contract/messages';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useRealtimeConnected, useRealtimeEvent } from '../../../lib/realtime';
import { useClearChatbotSessionMutation } from '../api/clear-chatbot-session';
import { useGetChatbotSessionQuery } from '../api/get-chatbot-session';
import { useRequestHandoverMutation } from '../api/request-handover';
import { sendChatbotMessage } from '../api/send-chatbot-message';
import { chatbotReducer, initialChatbotState } from '../chatbot-state';
import { Composer } from './composer';
import { MessageList, newMessageKey } from './message-list';

const T = chatbotMessages.ui;

/** How often the screen looks for a person's messages while the live connection is down. */
export const CHATBOT_POLL_MS = 3000;

/**
 * The chatbot conversation of a client or NRI client: the bot's streamed answers with their sources, "Talk to a
 * person", who joined, and clearing the conversation. The history is read once (historyFetched); after that,
 * messages are added by key (seenKeys), whether they come from a send, a poll or a live event.
 */
export function ChatbotConversation({ className, framed = true, onBack }: { className?: string; framed?: boolean; onBack?: () => void }) {
  const [state, dispatch] = useReducer(chatbotReducer, initialChatbotState);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const waitingForPerson = state.mode !== 'ai';
  // Live events deliver the agent's messages and the session's changes; polling only while the socket is down.
  const live = useRealtimeConnected();
  const query = useGetChatbotSessionQuery(undefined, { pollingInterval: waitingForPerson && !live ? CHATBOT_POLL_MS : 0, skipPollingIfUnfocused: true });
  useRealtimeEvent(
    CHATBOT_EVENTS.message,
    useCallback((p: { messages: ChatbotMessage[] }) => dispatch({ type: 'messages', messages: p.messages }), []),
  );
  useRealtimeEvent(
    CHATBOT_EVENTS.session,
    useCallback((p: { session: ChatbotSession }) => dispatch({ type: 'session', session: p.session }), []),
  );
  const [requestHandover, handover] = useRequestHandoverMutation();
  const [clearSession, clearing] = useClearChatbotSessionMutation();

  useEffect(() => {
    if (query.data) dispatch({ type: 'history', session: query.data });
  }, [query.data]);

  const send = async (content: string) => {
    const key = newMessageKey('u');
    // Shown at once; the server's copy has the same key and is not added twice.
    const mine: ChatbotMessage = { id: crypto.randomUUID?.() ?? key, key, role: 'user', authorName: null, content, citations: [], createdAt: new Date().toISOString() };
    dispatch({ type: 'messages', messages: [mine] });
    setBusy(true);
    if (state.mode === 'ai') setStreaming('');
    try {
      const result = await sendChatbotMessage({ key, content }, (t) => setStreaming((s) => (s ?? '') + t));
      dispatch({ type: 'messages', messages: result.messages });
      dispatch({ type: 'session', session: result.session });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : chatbotMessages.fallback.send);
    } finally {
      setStreaming(null);
      setBusy(false);
    }
  };

  const askForPerson = async () => {
    try {
      const result = await requestHandover({ key: newMessageKey('h') }).unwrap();
      dispatch({ type: 'messages', messages: result.messages });
      dispatch({ type: 'session', session: result.session });
    } catch (e) {
      toast.error((e as { message?: string }).message ?? chatbotMessages.fallback.handover);
    }
  };

  const clear = async () => {
    try {
      dispatch({ type: 'cleared', session: await clearSession().unwrap() });
    } catch (e) {
      toast.error((e as { message?: string }).message ?? chatbotMessages.fallback.clear);
    }
  };

  return (
    <section
      className={cn('flex flex-col bg-white', framed ? 'h-[min(70vh,40rem)] min-h-96 rounded-xl border border-slate-200' : 'h-full min-h-0', className)}
      aria-label={T.title}
      data-testid="chatbot"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
        {onBack && (
          <Button variant="ghost" size="sm" onClick={onBack} className="md:hidden" aria-label="Back to the conversations">
            <ArrowLeft className="size-4" aria-hidden="true" />
          </Button>
        )}
        <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-white">
          {state.isAgentLive ? <UserRound className="size-5" /> : <Bot className="size-5" />}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-slate-900">{state.isAgentLive && state.agentName ? state.agentName : T.title}</h2>
          <p className="text-xs text-slate-600" data-testid="chatbot-status">
            {state.isAgentLive && state.agentName ? (
              <Badge tone="success">{chatbotMessages.bot.joined(state.agentName)}</Badge>
            ) : state.mode === 'handover' ? (
              T.waiting
            ) : (
              'Answers from our pages and your own deadlines and tasks'
            )}
          </p>
        </div>
        {/* On a phone the buttons take their own row under the title. */}
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          {state.mode === 'ai' && (
            <Button variant="secondary" size="sm" onClick={() => void askForPerson()} disabled={handover.isLoading}>
              <UserRound className="size-4" aria-hidden="true" />
              {T.talkToPerson}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => void clear()} disabled={clearing.isLoading || state.chat.length === 0}>
            <Eraser className="size-4" aria-hidden="true" />
            {T.clear}
          </Button>
        </div>
      </header>
      <MessageList messages={state.chat} viewer="user" streaming={streaming} empty={state.historyFetched ? chatbotMessages.bot.greeting : 'Loading...'} />
      <Composer onSend={send} disabled={busy || !state.historyFetched} label="Message to the assistant" />
    </section>
  );
}
