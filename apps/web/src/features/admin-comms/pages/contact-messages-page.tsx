import { Inbox } from 'lucide-react';
import { adminMessages } from '@quayside/contract/messages';
import { ENQUIRY_TOPIC_LABELS } from '@quayside/contract/public-site';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetContactMessagesInfiniteQuery, useMarkContactHandledMutation } from '../api/inbox';
import { InboxList, useInboxFilters } from '../components/inbox-list';

/** /dashboard/admin/contact-messages: messages sent through the contact form, newest first; open one, mark it handled. */
export function ContactMessagesPage() {
  useDocumentTitle('Contact messages');
  const filters = useInboxFilters();
  const query = useGetContactMessagesInfiniteQuery({ state: filters.state, q: filters.q || undefined });
  const items = query.data?.pages.flatMap((p) => p.messages) ?? [];
  const [mark, marking] = useMarkContactHandledMutation();

  return (
    <>
      <PageHeader eyebrow="Inbox" title="Contact messages" description="What visitors sent through the contact form. Reply by e-mail or phone, then mark the message handled." />
      <InboxList
        id="cm"
        filters={filters}
        query={query}
        items={items}
        failure={adminMessages.fallback.contactMessages}
        noun="messages"
        label="Contact messages"
        empty={{
          icon: <Inbox className="size-6" aria-hidden="true" />,
          searchHint: 'Try another name, e-mail or word.',
          description: 'Messages sent through the contact form appear here.',
        }}
        rowBadge={(m) => <Badge>{ENQUIRY_TOPIC_LABELS[m.topic]}</Badge>}
        rowBody={(m) => (
          <>
            <span className="line-clamp-2 text-sm text-slate-600">{m.message}</span>
            <span className="text-xs text-slate-500">
              {m.email} · {formatDateTime(m.createdAt)}
            </span>
          </>
        )}
        detailTitle={(m) => `Message from ${m.fullName}`}
        detailFallbackTitle="Message"
        detailDescription={(m) => `${ENQUIRY_TOPIC_LABELS[m.topic]} · ${formatDateTime(m.createdAt)}`}
        detailFields={(m) => (
          <>
            <dt className="font-medium text-slate-500">Phone</dt>
            <dd>{m.phone ?? '-'}</dd>
            <dt className="font-medium text-slate-500">Company</dt>
            <dd>{m.company ?? '-'}</dd>
          </>
        )}
        detailBody={(m) => <p className="rounded-lg bg-slate-50 p-4 whitespace-pre-line text-slate-800">{m.message}</p>}
        mark={(arg) => mark(arg).unwrap()}
        marking={marking.isLoading}
      />
    </>
  );
}
