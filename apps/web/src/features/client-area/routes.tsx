import { lazy } from 'react';
import type { RouteObject } from 'react-router';
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
import type { NavItem } from '../../lib/nav';
import { clientPaths } from './lib/paths';

/**
 * The client area, children of /dashboard/client. Every page is its own lazy chunk, and so is the area's root
 * (the RTK Query cache and its reducer), so public pages never download any of it.
 */
export const clientAreaRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { ClientAreaRoot, ClientAreaError } = await import('./components/client-area-root');
      return { Component: ClientAreaRoot, ErrorBoundary: ClientAreaError };
    },
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/overview-page')).OverviewPage }),
      },
      {
        path: 'documents',
        lazy: async () => ({ Component: (await import('./pages/documents-page')).DocumentsPage }),
      },
      { path: 'tasks', lazy: async () => ({ Component: (await import('./pages/tasks-page')).TasksPage }) },
      {
        path: 'tasks/:taskId',
        lazy: async () => ({ Component: (await import('./pages/task-detail-page')).TaskDetailPage }),
      },
      {
        path: 'actions',
        lazy: async () => ({ Component: (await import('./pages/actions-page')).ActionsPage }),
      },
      {
        path: 'notifications',
        lazy: async () => ({ Component: (await import('./pages/notifications-page')).NotificationsPage }),
      },
      {
        path: 'invoices',
        lazy: async () => ({ Component: (await import('./pages/invoices-page')).InvoicesPage }),
      },
      {
        path: 'calendar',
        lazy: async () => ({ Component: (await import('./pages/calendar-page')).CalendarPage }),
      },
      {
        path: 'insights',
        lazy: async () => ({ Component: (await import('./pages/insights-page')).InsightsPage }),
      },
      {
        path: 'company',
        lazy: async () => ({ Component: (await import('./pages/company-page')).CompanyPage }),
      },
      {
        path: 'chat-agents',
        lazy: async () => ({ Component: (await import('./pages/chat-agents-page')).ChatAgentsPage }),
      },
    ],
  },
];

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
