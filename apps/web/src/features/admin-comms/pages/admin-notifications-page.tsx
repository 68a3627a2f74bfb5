import { useState } from 'react';
import { toast } from 'sonner';
import { Bell, Check } from 'lucide-react';
import { adminMessages } from '@quayside/contract/messages';
import { FilterSelect } from '../../../components/form/select';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadMore } from '../../../components/ui/paged-list';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminNotificationsInfiniteQuery, useMarkAdminNotificationReadMutation } from '../api/get-admin-notifications';

/** /dashboard/admin/notifications: the admin's own notifications, newest first; mark one read. */
export function AdminNotificationsPage() {
  useDocumentTitle('Notifications');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const query = useGetAdminNotificationsInfiniteQuery({ unreadOnly });
  const [markRead, marking] = useMarkAdminNotificationReadMutation();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = query.data?.pages[0]?.unreadCount ?? 0;

  const onRead = async (id: string) => {
    try {
      await markRead(id).unwrap();
    } catch (error) {
      toast.error(errorText(error, adminMessages.fallback.notifications));
    }
  };

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Notifications"
        description={query.data ? `Your own notifications: ${unread} unread.` : 'Your own notifications.'}
        actions={
          <div className="flex items-center gap-2">
            <label htmlFor="an-show" className="text-sm font-medium text-slate-700">
              Show
            </label>
            <FilterSelect id="an-show" value={unreadOnly ? 'unread' : 'all'} onChange={(e) => setUnreadOnly(e.target.value === 'unread')}>
              <option value="all">All</option>
              <option value="unread">Unread only</option>
            </FilterSelect>
          </div>
        }
      />
      <Card className="overflow-hidden">
        <QueryState
          query={query}
          failure={adminMessages.fallback.notifications}
          isEmpty={items.length === 0}
          empty={<EmptyState icon={<Bell className="size-6" aria-hidden="true" />} title={unreadOnly ? 'No unread notifications' : 'No notifications'} description="Notifications to you appear here." />}
        >
          <ul className="divide-y divide-slate-100" aria-label="Notifications">
            {items.map((n) => (
              <li key={n.id} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className={n.isRead ? 'font-medium text-slate-700' : 'font-semibold text-slate-900'}>{n.title}</span>
                    {n.isRead ? null : <Badge tone="brand">Unread</Badge>}
                    {n.type === 'broadcast' ? <Badge>To all users</Badge> : null}
                  </p>
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{n.message}</p>
                  <p className="mt-1 text-xs text-slate-500">{formatDateTime(n.createdAt)}</p>
                </div>
                {n.isRead ? null : (
                  <Button variant="secondary" size="sm" onClick={() => void onRead(n.id)} disabled={marking.isLoading} aria-label={`Mark "${n.title}" as read`}>
                    <Check className="size-4" aria-hidden="true" /> Mark as read
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <LoadMore query={query} failure={adminMessages.fallback.notifications} shown={items.length} noun="notifications" />
        </QueryState>
      </Card>
    </>
  );
}
