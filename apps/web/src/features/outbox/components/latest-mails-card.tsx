import { useState } from 'react';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import type { OutboxItem } from '@quayside/contract/auth';
import { adminMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageSpinner } from '../../../components/ui/spinner';
import type { ApiErrorInfo } from '../../../lib/api/api-error';
import { useGetRecentMailsQuery } from '../api/get-recent-mails';
import { MailDialog } from './mail-dialog';
import { MailList } from './mail-list';

/** The admin overview's "Latest mails": the five newest outbox mails, each openable. */
export function LatestMailsCard() {
  const query = useGetRecentMailsQuery(5);
  const [open, setOpen] = useState<OutboxItem | null>(null);
  const mails = query.data?.items ?? [];
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Latest mails"
        description="Welcome, reset and one-time-code mails sent by the platform"
        icon={<Mail className="size-5" aria-hidden="true" />}
        action={
          <Link to="/dashboard/admin/outbox" className="text-sm font-medium text-brand-700 hover:underline">
            Open outbox
          </Link>
        }
      />
      {query.isLoading ? (
        <PageSpinner label="Loading mails" />
      ) : query.isError ? (
        <ErrorState
          title={adminMessages.fallback.outbox}
          message={(query.error as ApiErrorInfo | undefined)?.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : mails.length === 0 ? (
        <EmptyState
          title="No mails yet"
          description="Mails appear here as soon as the platform sends them."
        />
      ) : (
        <MailList mails={mails} onOpen={setOpen} compact />
      )}
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
