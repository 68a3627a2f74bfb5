import type { ReactNode } from 'react';
import { FileText } from 'lucide-react';
import type { ChatConversation } from '@quayside/contract/chat';
import { cn } from '../../../lib/cn';
import { initialsOf } from '../../../lib/format';

/**
 * An extra first entry of the conversation list (the chatbot mounts itself here): its row and, when chosen,
 * what the thread area shows.
 */
export type PinnedConversation = {
  key: string;
  label: string;
  description?: string;
  icon?: ReactNode;
  /** What the thread area shows; `onBack` returns to the list (phones show one of the two). */
  render: (opts: { onBack: () => void }) => ReactNode;
};

function preview(c: ChatConversation, me: string): string {
  const m = c.lastMessage;
  if (!m) return c.partner.title;
  const text = m.type === 'file' ? `File: ${m.fileName ?? 'attachment'}` : m.content;
  return m.senderId === me ? `You: ${text}` : text;
}

function when(iso: string): string {
  const d = new Date(iso);
  const today = new Date();
  return d.toDateString() === today.toDateString()
    ? d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : d.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

export function ConversationList({
  conversations,
  me,
  selected,
  online,
  pinned,
  onSelect,
}: {
  conversations: ChatConversation[];
  me: string;
  selected: string | null;
  online: ReadonlySet<string>;
  pinned?: PinnedConversation | undefined;
  onSelect: (key: string) => void;
}) {
  const row = (active: boolean) =>
    cn(
      'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      active ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-50',
    );
  return (
    <ul className="space-y-1" aria-label="Conversations">
      {pinned ? (
        <li key={`pinned-${pinned.key}`}>
          <button type="button" className={row(selected === pinned.key)} aria-current={selected === pinned.key ? 'true' : undefined} onClick={() => onSelect(pinned.key)}>
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-brand-900">{pinned.icon ?? initialsOf(pinned.label)}</span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-slate-900">{pinned.label}</span>
              {pinned.description ? <span className="block truncate text-xs text-slate-500">{pinned.description}</span> : null}
            </span>
          </button>
        </li>
      ) : null}
      {conversations.map((c) => {
        const active = selected === c.partner.id;
        const isOnline = online.has(c.partner.id);
        return (
          <li key={c.partner.id}>
            <button
              type="button"
              className={row(active)}
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(c.partner.id)}
              data-testid="conversation"
            >
              <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                {initialsOf(c.partner.fullName)}
                <span
                  className={cn('absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-white', isOnline ? 'bg-emerald-500' : 'bg-slate-300')}
                  aria-label={isOnline ? 'Online' : 'Offline'}
                  role="img"
                />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  <span className="truncate text-sm font-semibold text-slate-900">{c.partner.fullName}</span>
                  {c.lastMessage ? <span className="ml-auto shrink-0 text-xs text-slate-500">{when(c.lastMessage.sentAt)}</span> : null}
                </span>
                <span className="flex items-center gap-2">
                  <span className={cn('truncate text-xs', c.unreadCount ? 'font-medium text-slate-800' : 'text-slate-500')}>
                    {c.lastMessage?.type === 'file' ? <FileText className="mr-1 inline size-3" aria-hidden="true" /> : null}
                    {preview(c, me)}
                  </span>
                  {c.unreadCount ? (
                    <span className="ml-auto shrink-0 rounded-full bg-brand-700 px-1.5 py-0.5 text-[11px] font-semibold text-white tabular-nums" data-testid="conversation-unread">
                      {c.unreadCount}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
