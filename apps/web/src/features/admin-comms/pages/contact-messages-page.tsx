import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Inbox } from 'lucide-react';
import type { AdminContactMessage } from '@quayside/contract/admin-comms';
import { adminMessages } from '@quayside/contract/messages';
import { ENQUIRY_TOPIC_LABELS } from '@quayside/contract/public-site';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadMore } from '../../../components/ui/paged-list';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetContactMessagesInfiniteQuery, useMarkContactHandledMutation } from '../api/inbox';
import { InboxFilters, isInboxState } from '../components/inbox-filters';

/** /dashboard/admin/contact-messages: messages sent through the contact form, newest first; open one, mark it handled. */
export function ContactMessagesPage() {
  useDocumentTitle('Contact messages');
  const [params, setParams] = useSearchParams();
  const rawState = params.get('state');
  const state = isInboxState(rawState) ? rawState : 'open';
  const q = params.get('q') ?? '';
  const query = useGetContactMessagesInfiniteQuery({ state, q: q || undefined });
  const items = query.data?.pages.flatMap((p) => p.messages) ?? [];
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items.find((m) => m.id === openId) ?? null;
  const [mark, marking] = useMarkContactHandledMutation();

  const onMark = async (m: AdminContactMessage) => {
    try {
      const result = await mark({ id: m.id, handled: !m.handledAt }).unwrap();
      toast.success(result.message);
      setOpenId(null);
    } catch (error) {
      toast.error(errorText(error, adminMessages.fallback.markHandled));
    }
  };

  return (
    <>
      <PageHeader eyebrow="Inbox" title="Contact messages" description="What visitors sent through the contact form. Reply by e-mail or phone, then mark the message handled." />
      <InboxFilters
        key={q}
        id="cm"
        state={state}
        q={q}
        onChange={(next) => {
          const merged = { state, q, ...next };
          setParams(Object.fromEntries(Object.entries(merged).filter(([k, v]) => v && !(k === 'state' && v === 'open'))), { replace: true });
        }}
      />
      <Card className="overflow-hidden">
        <QueryState
          query={query}
          failure={adminMessages.fallback.contactMessages}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={<Inbox className="size-6" aria-hidden="true" />}
              title={q ? 'No messages match' : state === 'open' ? 'No messages waiting' : 'No messages'}
              description={q ? 'Try another name, e-mail or word.' : 'Messages sent through the contact form appear here.'}
            />
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Contact messages">
            {items.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(m.id)}
                  className="flex w-full flex-col gap-1 px-5 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{m.fullName}</span>
                    <Badge>{ENQUIRY_TOPIC_LABELS[m.topic]}</Badge>
                    {m.handledAt ? <Badge tone="success">Handled</Badge> : null}
                  </span>
                  <span className="line-clamp-2 text-sm text-slate-600">{m.message}</span>
                  <span className="text-xs text-slate-500">
                    {m.email} · {formatDateTime(m.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <LoadMore query={query} failure={adminMessages.fallback.contactMessages} shown={items.length} noun="messages" />
        </QueryState>
      </Card>
      <Modal
        open={!!open}
        onClose={() => setOpenId(null)}
        size="lg"
        title={open ? `Message from ${open.fullName}` : 'Message'}
        description={open ? `${ENQUIRY_TOPIC_LABELS[open.topic]} · ${formatDateTime(open.createdAt)}` : undefined}
        footer={
          open ? (
            <>
              <Button variant="secondary" onClick={() => setOpenId(null)}>
                Close
              </Button>
              <Button variant={open.handledAt ? 'secondary' : 'primary'} onClick={() => void onMark(open)} loading={marking.isLoading}>
                {open.handledAt ? 'Open again' : 'Mark handled'}
              </Button>
            </>
          ) : null
        }
      >
        {open ? (
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr]">
              <dt className="font-medium text-slate-500">E-mail</dt>
              <dd>
                <a className="text-brand-700 hover:underline" href={`mailto:${open.email}`}>
                  {open.email}
                </a>
              </dd>
              <dt className="font-medium text-slate-500">Phone</dt>
              <dd>{open.phone ?? '-'}</dd>
              <dt className="font-medium text-slate-500">Company</dt>
              <dd>{open.company ?? '-'}</dd>
              {open.handledAt ? (
                <>
                  <dt className="font-medium text-slate-500">Handled</dt>
                  <dd>
                    {formatDateTime(open.handledAt)}
                    {open.handledByName ? ` by ${open.handledByName}` : ''}
                  </dd>
                </>
              ) : null}
            </dl>
            <p className="rounded-lg bg-slate-50 p-4 whitespace-pre-line text-slate-800">{open.message}</p>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
