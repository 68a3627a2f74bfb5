import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Inbox, RotateCw, Search, X } from 'lucide-react';
import type { OutboxItem } from '@quayside/contract/auth';
import { adminMessages } from '@quayside/contract/messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/form/input';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import type { ApiErrorInfo } from '../../../lib/api/api-error';
import { useGetOutboxPagesInfiniteQuery } from '../api/get-outbox-pages';
import { MailDialog } from '../components/mail-dialog';
import { MailList } from '../components/mail-list';
import { useDocumentTitle } from '../../../lib/use-document-title';

const errorText = (error: unknown) =>
  (error as ApiErrorInfo | undefined)?.message ?? adminMessages.fallback.outbox;

/**
 * /dashboard/admin/outbox: every mail the platform sent (or only kept, without SMTP), newest first, filtered by
 * recipient (kept in the URL as ?to=), with "Load more" paging. Opening a mail shows its text with live links:
 * this is where welcome, reset and one-time-code mails are read in development.
 */
export function OutboxPage() {
  useDocumentTitle('Mail outbox');
  const [params, setParams] = useSearchParams();
  const to = params.get('to')?.trim().toLowerCase() ?? '';
  const [draft, setDraft] = useState(to);
  const [open, setOpen] = useState<OutboxItem | null>(null);
  const query = useGetOutboxPagesInfiniteQuery({ to });
  const mails = query.data?.pages.flatMap((page) => page.items) ?? [];

  const applyFilter = (e: FormEvent) => {
    e.preventDefault();
    const value = draft.trim().toLowerCase();
    setParams(value ? { to: value } : {}, { replace: true });
  };
  const clearFilter = () => {
    setDraft('');
    setParams({}, { replace: true });
  };

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Mail outbox"
        description="Every e-mail the platform has sent, newest first. When no SMTP server is configured, mails are kept here instead of being delivered."
        actions={
          <Button
            variant="secondary"
            onClick={() => void query.refetch()}
            loading={query.isFetching && !query.isFetchingNextPage && !query.isLoading}
            icon={<RotateCw className="size-4" aria-hidden="true" />}
          >
            Refresh
          </Button>
        }
      />

      <form onSubmit={applyFilter} role="search" className="mb-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="outbox-to" className="sr-only">
          Recipient e-mail address
        </label>
        <div className="relative flex-1 sm:max-w-md">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id="outbox-to"
            type="email"
            inputMode="email"
            placeholder="Recipient, e.g. client@quayside.test"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className="pl-9"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 sm:flex-none">
            Filter
          </Button>
          {to ? (
            <Button variant="ghost" onClick={clearFilter} icon={<X className="size-4" aria-hidden="true" />}>
              Clear
            </Button>
          ) : null}
        </div>
      </form>

      <Card className="overflow-hidden">
        {query.isLoading ? (
          <PageSpinner label="Loading mails" />
        ) : query.isError && mails.length === 0 ? (
          <ErrorState
            title={adminMessages.fallback.outbox}
            message={errorText(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : mails.length === 0 ? (
          <EmptyState
            icon={<Inbox className="size-6" aria-hidden="true" />}
            title={to ? `No mails to ${to}` : 'No mails yet'}
            description={
              to
                ? 'Check the address, or clear the filter to see every mail.'
                : 'Welcome, password reset and one-time-code mails appear here as soon as they are sent.'
            }
            action={
              to ? (
                <Button variant="secondary" onClick={clearFilter}>
                  Clear the filter
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3 text-sm text-slate-500">
              <span aria-live="polite">
                {mails.length} {mails.length === 1 ? 'mail' : 'mails'}
                {query.hasNextPage ? ' shown' : ''}
                {to ? ` to ${to}` : ''}
              </span>
            </div>
            <MailList mails={mails} onOpen={setOpen} />
            {query.isFetchNextPageError ? (
              <p role="alert" className="border-t border-slate-100 px-5 py-3 text-sm text-red-700">
                {errorText(query.error)}
              </p>
            ) : null}
            {query.hasNextPage ? (
              <div className="border-t border-slate-100 px-5 py-3 text-center">
                <Button
                  variant="secondary"
                  onClick={() => void query.fetchNextPage()}
                  loading={query.isFetchingNextPage}
                >
                  Load more
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Card>

      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </>
  );
}
