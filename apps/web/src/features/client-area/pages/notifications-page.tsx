import { Link, useSearchParams } from 'react-router';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import type { Notification } from '@quayside/contract/client-area';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { cn } from '../../../lib/cn';
import { useGetNotificationsInfiniteQuery } from '../api/get-notifications';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read';
import { useMarkNotificationReadMutation } from '../api/mark-notification-read';
import { formatDateTime, formatRelative } from '../../../lib/format';
import { safeAppPath } from '../lib/paths';
import { toastResult } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /dashboard/client/notifications: newest first, unread highlighted; mark one or all read. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === '1';
  const query = useGetNotificationsInfiniteQuery({ unreadOnly });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();

  async function onMarkAll() {
    await toastResult(() => markAll().unwrap(), {
      success: clientMessages.success.markedRead,
      failure: clientMessages.fallback.markRead,
    });
  }

  return (
    <div>
      <PageHeader
        title="Notifications"
        description={query.data ? (unreadCount > 0 ? `${unreadCount} unread` : 'All read') : undefined}
        actions={
          unreadCount > 0 ? (
            <Button
              variant="secondary"
              onClick={() => void onMarkAll()}
              loading={markingAll.isLoading}
              icon={<CheckCheck className="size-4" aria-hidden="true" />}
            >
              Mark all as read
            </Button>
          ) : null
        }
      />
      <Card>
        <div
          className="flex gap-1 border-b border-slate-100 p-2"
          role="tablist"
          aria-label="Which notifications"
        >
          {[
            { key: false, label: 'All' },
            { key: true, label: 'Unread' },
          ].map((tab) => (
            <button
              key={tab.label}
              type="button"
              role="tab"
              aria-selected={unreadOnly === tab.key}
              onClick={() => setParams(tab.key ? { unread: '1' } : {}, { replace: true })}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-medium',
                unreadOnly === tab.key ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100',
              )}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <PagedList
          query={query}
          shown={items.length}
          failure={clientMessages.fallback.notifications}
          noun={['notification', 'notifications']}
          empty={
            <EmptyState
              icon={
                unreadOnly ? (
                  <CheckCheck className="size-6" aria-hidden="true" />
                ) : (
                  <BellOff className="size-6" aria-hidden="true" />
                )
              }
              title={unreadOnly ? 'No unread notifications' : 'No notifications yet'}
              description={
                unreadOnly ? 'You have read everything.' : 'We will let you know here when something changes.'
              }
            />
          }
        >
          <ul className="divide-y divide-slate-100" data-testid="notification-list">
            {items.map((n) => (
              <NotificationRow key={n.id} notification={n} />
            ))}
          </ul>
        </PagedList>
      </Card>
    </div>
  );
}

function NotificationRow({ notification: n }: { notification: Notification }) {
  const [markRead, state] = useMarkNotificationReadMutation();
  const link = safeAppPath(n.link);

  async function onMarkRead() {
    await toastResult(() => markRead(n.id).unwrap(), {
      success: clientMessages.success.notificationRead,
      failure: clientMessages.fallback.markRead,
    });
  }

  return (
    <li
      className={cn(
        'flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start',
        !n.isRead && 'bg-brand-50/40',
      )}
      data-testid="notification-item"
      data-id={n.id}
      data-read={n.isRead}
      aria-label={n.title}
    >
      <span
        className={cn(
          'hidden size-9 shrink-0 items-center justify-center rounded-full sm:flex',
          n.isRead ? 'bg-slate-100 text-slate-400' : 'bg-brand-100 text-brand-700',
        )}
        aria-hidden="true"
      >
        <Bell className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('break-words', n.isRead ? 'text-slate-700' : 'font-semibold text-slate-900')}>
          {!n.isRead ? <span className="sr-only">Unread: </span> : null}
          {n.title}
        </p>
        <p className="mt-0.5 text-sm whitespace-pre-line text-slate-600">{n.message}</p>
        <p className="mt-1 text-xs text-slate-500">
          <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
            {formatRelative(n.createdAt)}
          </time>
          {link ? (
            <>
              {' · '}
              <Link
                to={link}
                className="font-medium text-brand-700 hover:underline"
                onClick={() => !n.isRead && void markRead(n.id)}
              >
                Open
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {!n.isRead ? (
        <Button
          size="sm"
          variant="secondary"
          className="shrink-0 self-start"
          onClick={() => void onMarkRead()}
          loading={state.isLoading}
        >
          Mark as read
        </Button>
      ) : null}
    </li>
  );
}
