import { UNREAD_POLL_MS, useGetUnreadNotificationCountQuery } from '../api/get-unread-notification-count';

/** The unread count beside "Notifications" in the navigation; looks again every minute. */
export function UnreadNotificationsBadge() {
  const { data } = useGetUnreadNotificationCountQuery(undefined, { pollingInterval: UNREAD_POLL_MS });
  if (!data) return null;
  return (
    <span
      className="ml-auto rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-brand-900 tabular-nums"
      data-testid="unread-badge"
    >
      {data > 99 ? '99+' : data}
      <span className="sr-only"> unread</span>
    </span>
  );
}
