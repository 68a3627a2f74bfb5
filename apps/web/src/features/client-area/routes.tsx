import type { RouteObject } from 'react-router';

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

// The side navigation (icons, unread badge) is in ./nav.ts, loaded with the dashboard, not with the public pages.
