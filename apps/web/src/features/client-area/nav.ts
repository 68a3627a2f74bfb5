import {
  Bell,
  Building2,
  CalendarDays,
  FileText,
  LayoutDashboard,
  Lightbulb,
  ListChecks,
  Megaphone,
  MessagesSquare,
  Receipt,
} from 'lucide-react';
import { lazy } from 'react';
import type { NavItem } from '../../lib/nav';
import { clientPaths } from './lib/paths';

/** Lazy: the badge brings the client api with it, which public pages must not download. */
const UnreadNotificationsBadge = lazy(async () => ({
  default: (await import('./components/unread-badge')).UnreadNotificationsBadge,
}));

/** The client's side navigation. */
export const clientNavItems: NavItem[] = [
  { to: clientPaths.overview, label: 'Overview', icon: LayoutDashboard, end: true },
  { to: clientPaths.tasks, label: 'Tasks', icon: ListChecks },
  { to: clientPaths.documents, label: 'Documents', icon: FileText },
  { to: clientPaths.actions, label: 'Action centre', icon: Megaphone },
  { to: clientPaths.notifications, label: 'Notifications', icon: Bell, badge: UnreadNotificationsBadge },
  { to: clientPaths.calendar, label: 'Calendar', icon: CalendarDays },
  { to: clientPaths.invoices, label: 'Invoices', icon: Receipt },
  { to: clientPaths.company, label: 'Company', icon: Building2 },
  { to: clientPaths.insights, label: 'Insights', icon: Lightbulb },
  { to: clientPaths.chatAgents, label: 'Your team', icon: MessagesSquare },
];
