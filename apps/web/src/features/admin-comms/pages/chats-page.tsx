import { MessagesSquare, Paperclip, RefreshCw } from 'lucide-react';
import { adminMessages } from '@quayside/contract/messages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadMore } from '../../../components/ui/paged-list';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime, plural } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetChatsInfiniteQuery } from '../api/get-chats';

/** /dashboard/admin/chats: every conversation on the platform (two people each), the newest message first. */
export function ChatsPage() {
  useDocumentTitle('Chats');
  const query = useGetChatsInfiniteQuery();
  const items = query.data?.pages.flatMap((p) => p.conversations) ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Chats"
        description="Conversations between clients and the firm's staff, with their last message. Read-only."
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching && !query.isFetchingNextPage}>
            <RefreshCw className="size-4" aria-hidden="true" /> Refresh
          </Button>
        }
      />
      <Card className="overflow-hidden">
        <QueryState
          query={query}
          failure={adminMessages.fallback.chats}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={<MessagesSquare className="size-6" aria-hidden="true" />}
              title="No conversations yet"
              description="Nobody has sent a chat message on the platform yet. Conversations appear here as soon as people chat."
            />
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Conversations">
            {items.map((c) => {
              const sender = c.lastMessage.senderId === c.userA.id ? c.userA : c.userB;
              return (
                <li key={`${c.userA.id}:${c.userB.id}`} className="flex flex-col gap-1 px-5 py-4">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium text-slate-900">{c.userA.fullName}</span>
                    <span className="text-xs text-slate-500">({c.userA.role})</span>
                    <span aria-hidden="true" className="text-slate-400">
                      ↔
                    </span>
                    <span className="sr-only">and</span>
                    <span className="font-medium text-slate-900">{c.userB.fullName}</span>
                    <span className="text-xs text-slate-500">({c.userB.role})</span>
                  </p>
                  <p className="truncate text-sm text-slate-600">
                    <span className="font-medium text-slate-700">{sender.fullName}:</span>{' '}
                    {c.lastMessage.type === 'file' ? (
                      <span className="inline-flex items-center gap-1">
                        <Paperclip className="size-3.5" aria-hidden="true" /> {c.lastMessage.fileName ?? 'A file'}
                      </span>
                    ) : (
                      c.lastMessage.content
                    )}
                  </p>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                    <span>{formatDateTime(c.lastMessage.sentAt)}</span>
                    <span>· {plural(c.messageCount, 'message')}</span>
                    {c.unreadCount > 0 ? <Badge tone="warning">{c.unreadCount} unread</Badge> : null}
                  </p>
                </li>
              );
            })}
          </ul>
          <LoadMore query={query} failure={adminMessages.fallback.chats} shown={items.length} noun="conversations" />
        </QueryState>
      </Card>
    </>
  );
}
