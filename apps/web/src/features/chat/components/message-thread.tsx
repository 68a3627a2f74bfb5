import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ArrowLeft, Check, CheckCheck, FileText, Paperclip, Send } from 'lucide-react';
import {
  CHAT_COMMANDS,
  CHAT_EVENTS,
  CHAT_MESSAGE_MAX,
  type ChatMessage,
  type ChatPartner,
  type ChatReadReceipt,
  type ChatTyping,
} from '@quayside/contract/chat';
import { chatMessages as texts } from '@quayside/contract/messages';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { cn } from '../../../lib/cn';
import { useRealtimeEvent, useRealtimeSocket } from '../../../lib/realtime';
import { useLazyGetChatMessagesQuery } from '../api/get-chat-messages';
import { useMarkChatReadMutation } from '../api/mark-chat-read';
import { useSendChatMessageMutation } from '../api/send-chat-message';
import { useUploadChatFile } from '../api/upload-chat-file';
import { MessageText } from './message-text';

const byTime = (a: ChatMessage, b: ChatMessage) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id);
function merge(current: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const seen = new Map(current.map((m) => [m.id, m]));
  for (const m of more) seen.set(m.id, m);
  return [...seen.values()].sort(byTime);
}

const TYPING_SHOWN_MS = 5000;
const TYPING_SENT_EVERY_MS = 2000;

/** One conversation: history paged backwards, live messages, read receipts, typing, text and file sending. */
export function MessageThread({
  me,
  partner,
  online,
  unreadCount,
  onBack,
}: {
  me: string;
  partner: ChatPartner;
  online: boolean;
  unreadCount: number;
  onBack: () => void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [olderLoading, setOlderLoading] = useState(false);
  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const [fetchPage] = useLazyGetChatMessagesQuery();
  const [sendMessage, sending] = useSendChatMessageMutation();
  const [markRead] = useMarkChatReadMutation();
  const upload = useUploadChatFile();
  const socket = useRealtimeSocket();
  const scroller = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const keepOffset = useRef<number | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTypingSent = useRef(0);
  const partnerId = partner.id;

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const page = await fetchPage({ userA: me, userB: partnerId }).unwrap();
      setMessages(page.messages);
      setCursor(page.nextCursor);
      setStatus('ready');
    } catch (error) {
      setLoadError((error as { message?: string }).message ?? texts.fallback.fetchMessages);
      setStatus('error');
    }
  }, [fetchPage, me, partnerId]);

  useEffect(() => {
    setMessages([]);
    setCursor(null);
    setTyping(false);
    setDraft('');
    void load();
  }, [load]);

  useEffect(() => {
    if (status === 'ready' && unreadCount > 0) void markRead(partnerId);
  }, [status, unreadCount, partnerId, markRead]);

  async function loadOlder() {
    if (!cursor || olderLoading) return;
    setOlderLoading(true);
    keepOffset.current = (scroller.current?.scrollHeight ?? 0) - (scroller.current?.scrollTop ?? 0);
    try {
      const page = await fetchPage({ userA: me, userB: partnerId, cursor }).unwrap();
      setMessages((current) => merge(current, page.messages));
      setCursor(page.nextCursor);
    } catch (error) {
      setLoadError((error as { message?: string }).message ?? texts.fallback.fetchMessages);
    } finally {
      setOlderLoading(false);
    }
  }

  // New messages keep the view at the bottom; older ones keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepOffset.current !== null) {
      el.scrollTop = el.scrollHeight - keepOffset.current;
      keepOffset.current = null;
    } else {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages, typing]);

  const ofThisPair = useCallback(
    (m: ChatMessage) => (m.senderId === partnerId && m.receiverId === me) || (m.senderId === me && m.receiverId === partnerId),
    [me, partnerId],
  );
  const onMessage = useCallback(
    (m: ChatMessage) => {
      if (!ofThisPair(m)) return;
      setMessages((current) => merge(current, [m]));
      if (m.senderId === partnerId) {
        setTyping(false);
        if (document.visibilityState === 'visible') void markRead(partnerId);
      }
    },
    [ofThisPair, partnerId, markRead],
  );
  useRealtimeEvent(CHAT_EVENTS.message, onMessage);
  useRealtimeEvent(CHAT_EVENTS.sendFile, onMessage);
  useRealtimeEvent(
    CHAT_EVENTS.read,
    useCallback(
      (r: ChatReadReceipt) => {
        if (r.readerId !== partnerId || r.senderId !== me) return;
        setMessages((current) => current.map((m) => (m.senderId === me && !m.readAt ? { ...m, readAt: r.readAt } : m)));
      },
      [me, partnerId],
    ),
  );
  useRealtimeEvent(
    CHAT_EVENTS.typing,
    useCallback(
      (t: ChatTyping) => {
        if (t.userId !== partnerId) return;
        setTyping(t.typing);
        if (typingTimer.current) clearTimeout(typingTimer.current);
        if (t.typing) typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
      },
      [partnerId],
    ),
  );
  useEffect(() => () => void (typingTimer.current && clearTimeout(typingTimer.current)), []);

  function tellTyping(value: string) {
    const now = Date.now();
    if (value && now - lastTypingSent.current > TYPING_SENT_EVERY_MS) {
      lastTypingSent.current = now;
      socket?.emit(CHAT_COMMANDS.typing, { to: partnerId, typing: true });
    }
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    const content = draft.trim();
    if (!content || sending.isLoading) return;
    setSendError(null);
    try {
      const message = await sendMessage({ receiverId: partnerId, content }).unwrap();
      setMessages((current) => merge(current, [message]));
      setDraft('');
      lastTypingSent.current = 0;
      socket?.emit(CHAT_COMMANDS.typing, { to: partnerId, typing: false });
    } catch (error) {
      setSendError((error as { message?: string }).message ?? texts.fallback.sendMessage);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  async function sendFile(file: File | undefined) {
    if (!file) return;
    setSendError(null);
    try {
      const result = await upload.upload({ receiverId: partnerId, file });
      setMessages((current) => merge(current, [result.message]));
    } catch (error) {
      const info = error as { code?: string; message?: string };
      if (info.code !== 'CANCELLED') setSendError(info.message ?? texts.fallback.uploadFile);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const lastMine = [...messages].reverse().find((m) => m.senderId === me);

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={`Conversation with ${partner.fullName}`}>
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2.5">
        <Button variant="ghost" size="sm" className="md:hidden" onClick={onBack} aria-label="Back to conversations" icon={<ArrowLeft className="size-4" aria-hidden="true" />} />
        <div className="min-w-0">
          <h2 className="truncate text-sm font-semibold text-slate-900">{partner.fullName}</h2>
          <p className="truncate text-xs text-slate-500">
            {partner.title} · <span className={online ? 'text-emerald-700' : undefined}>{online ? 'Online' : 'Offline'}</span>
          </p>
        </div>
      </header>

      <div ref={scroller} className="min-h-0 flex-1 space-y-2 overflow-y-auto bg-slate-50 px-3 py-3" data-testid="message-list" aria-live="polite">
        {status === 'loading' ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading messages" />
          </div>
        ) : status === 'error' ? (
          <ErrorState title={texts.fallback.fetchMessages} message={loadError} onRetry={() => void load()} />
        ) : (
          <>
            {cursor ? (
              <div className="flex justify-center">
                <Button variant="secondary" size="sm" loading={olderLoading} onClick={() => void loadOlder()}>
                  Load earlier messages
                </Button>
              </div>
            ) : messages.length > 0 ? (
              <p className="text-center text-xs text-slate-500">Start of your conversation with {partner.fullName}</p>
            ) : (
              <p className="py-8 text-center text-sm text-slate-600">No messages yet. Say hello to {partner.fullName}.</p>
            )}
            <ol className="space-y-2">
              {messages.map((m) => {
                const mine = m.senderId === me;
                return (
                  <li key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-testid="message">
                    <div className={cn('max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]', mine ? 'bg-brand-700 text-white' : 'bg-white text-slate-900 ring-1 ring-slate-200')}>
                      {m.type === 'file' ? (
                        m.fileUrl ? (
                          <a href={m.fileUrl} target="_blank" rel="noopener noreferrer" className="flex items-center gap-2 break-all underline underline-offset-2">
                            <FileText className="size-4 shrink-0" aria-hidden="true" />
                            {m.fileName ?? 'File'}
                          </a>
                        ) : (
                          <span className="flex items-center gap-2">
                            <FileText className="size-4 shrink-0" aria-hidden="true" />
                            {m.fileName ?? 'File'} (no longer available)
                          </span>
                        )
                      ) : (
                        <MessageText text={m.content} />
                      )}
                      <span className={cn('mt-1 flex items-center justify-end gap-1 text-[11px]', mine ? 'text-brand-100' : 'text-slate-500')}>
                        <time dateTime={m.sentAt}>{new Date(m.sentAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}</time>
                        {mine && m.id === lastMine?.id ? (
                          m.readAt ? (
                            <span className="flex items-center gap-0.5">
                              <CheckCheck className="size-3.5" aria-hidden="true" /> Read
                            </span>
                          ) : (
                            <span className="flex items-center gap-0.5">
                              <Check className="size-3.5" aria-hidden="true" /> Sent
                            </span>
                          )
                        ) : null}
                      </span>
                    </div>
                  </li>
                );
              })}
            </ol>
            {typing ? <p className="text-xs text-slate-500 italic">{partner.fullName} is typing…</p> : null}
          </>
        )}
      </div>

      <div className="border-t border-slate-200 bg-white px-3 py-2">
        {upload.progress !== null ? <UploadProgress progress={upload.progress} onCancel={upload.cancel} label="Sending file" /> : null}
        {sendError ? (
          <p role="alert" className="mb-1 text-sm text-red-700">
            {sendError}
          </p>
        ) : null}
        <form className="flex items-end gap-2" onSubmit={(e) => void submit(e)}>
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            id={`chat-file-${partnerId}`}
            accept=".pdf,.jpg,.jpeg,.png,.docx,.xlsx"
            onChange={(e) => void sendFile(e.target.files?.[0])}
            data-testid="chat-file-input"
          />
          <label
            htmlFor={`chat-file-${partnerId}`}
            className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-within:outline-2 focus-within:outline-brand-600"
            title="Send a file (PDF, JPEG, PNG, DOCX or XLSX)"
          >
            <Paperclip className="size-5" aria-hidden="true" />
            <span className="sr-only">Send a file</span>
          </label>
          <label htmlFor={`chat-input-${partnerId}`} className="sr-only">
            Message to {partner.fullName}
          </label>
          <textarea
            id={`chat-input-${partnerId}`}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX}
            rows={1}
            placeholder="Write a message"
            className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            onChange={(e) => {
              setDraft(e.target.value);
              tellTyping(e.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" aria-label="Send" loading={sending.isLoading} disabled={!draft.trim()} icon={<Send className="size-4" aria-hidden="true" />} className="shrink-0" />
        </form>
      </div>
    </section>
  );
}
