import { useEffect, useRef } from 'react';
import type { ChatbotMessage } from '@quayside/contract/chatbot';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

/** Who wrote it, as the reader sees it: "me" is the user on their screen, the agent in the console. */
export type Viewer = 'user' | 'agent';

function Bubble({ m, viewer }: { m: ChatbotMessage; viewer: Viewer }) {
  if (m.role === 'system') {
    return (
      <li className="mx-auto max-w-[90%] rounded-full bg-slate-100 px-3 py-1 text-center text-xs text-slate-600" data-testid="chatbot-system">
        {m.content}
      </li>
    );
  }
  const mine = (viewer === 'user' && m.role === 'user') || (viewer === 'agent' && m.role === 'agent');
  const who = m.role === 'bot' ? 'Assistant' : m.role === 'agent' ? (m.authorName ?? 'Agent') : viewer === 'agent' ? 'Client' : 'You';
  return (
    <li className={cn('flex max-w-[85%] flex-col gap-1', mine ? 'ml-auto items-end' : 'items-start')} data-testid={`chatbot-${m.role}`}>
      <span className="text-xs text-slate-500">
        {who} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
      </span>
      <div className={cn('rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap', mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900')}>
        {m.content}
        {m.citations.length > 0 && (
          <p className="mt-2 border-t border-slate-300 pt-1 text-xs">
            Source:{' '}
            {m.citations.map((c, i) => (
              <span key={c.url}>
                {i > 0 && ', '}
                <a href={c.url} className="font-medium text-brand-700 underline">
                  {c.title}
                </a>
              </span>
            ))}
          </p>
        )}
      </div>
    </li>
  );
}

/** The conversation, newest at the bottom, kept scrolled to the latest message; read out as it grows. */
export function MessageList({ messages, viewer, streaming, empty }: { messages: ChatbotMessage[]; viewer: Viewer; streaming?: string | null; empty?: string }) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, streaming]);
  return (
    <ol className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3" aria-live="polite" aria-label="Conversation" data-testid="chatbot-messages">
      {messages.length === 0 && !streaming && empty && <li className="m-auto max-w-sm text-center text-sm text-slate-500">{empty}</li>}
      {messages.map((m) => (
        <Bubble key={m.key} m={m} viewer={viewer} />
      ))}
      {streaming != null && (
        <li className="flex max-w-[85%] flex-col items-start gap-1" data-testid="chatbot-streaming">
          <span className="text-xs text-slate-500">Assistant</span>
          <div className="rounded-2xl bg-slate-100 px-3 py-2 text-sm whitespace-pre-wrap text-slate-900">{streaming || '...'}</div>
        </li>
      )}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}

/** A fresh message key (the server keeps one message per key). */
export function newMessageKey(prefix: string): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `${prefix}-${random}`;
}
