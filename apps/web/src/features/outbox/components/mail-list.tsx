import type { OutboxItem } from '@quayside/contract/auth';
import { Mail } from 'lucide-react';
import { formatDateTime, formatRelative } from '../../../lib/format';

function firstLines(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 160);
}

/** Mails as a list of rows; choosing one opens it. */
export function MailList({
  mails,
  onOpen,
  compact = false,
}: {
  mails: OutboxItem[];
  onOpen: (mail: OutboxItem) => void;
  compact?: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Mails">
      {mails.map((mail) => (
        <li key={mail.id}>
          <button
            type="button"
            onClick={() => onOpen(mail)}
            className="group flex w-full items-start gap-3 px-5 py-3.5 text-left transition-colors hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-none"
          >
            <span className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex">
              <Mail className="size-4" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate text-sm font-semibold text-slate-900 group-hover:text-brand-800">
                  {mail.subject}
                </span>
                <time
                  dateTime={mail.sentAt}
                  title={formatDateTime(mail.sentAt)}
                  className="shrink-0 text-xs text-slate-500"
                >
                  {formatRelative(mail.sentAt)}
                </time>
              </span>
              <span className="mt-0.5 block truncate text-sm text-slate-600">
                <span className="sr-only">To </span>
                {mail.to}
              </span>
              {compact ? null : (
                <span className="mt-1 line-clamp-2 text-sm text-slate-500">{firstLines(mail.text)}</span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
