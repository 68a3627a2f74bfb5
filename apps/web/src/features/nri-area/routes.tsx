import type { RouteObject } from 'react-router';

/**
 * The NRI client area's pages, children of /dashboard/nri (its overview is composed in app/routes/dashboard.tsx
 * with the role's home). Every page is its own lazy chunk.
 */
export const nriAreaRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { AreaError } = await import('../../components/ui/area-error');
      return { ErrorBoundary: AreaError };
    },
    children: [
      { path: 'filing', lazy: async () => ({ Component: (await import('./pages/filing-page')).NriFilingPage }) },
      { path: 'tasks', lazy: async () => ({ Component: (await import('./pages/tasks-page')).NriTasksPage }) },
      { path: 'tasks/:taskId', lazy: async () => ({ Component: (await import('./pages/task-detail-page')).NriTaskDetailPage }) },
      { path: 'documents', lazy: async () => ({ Component: (await import('./pages/documents-page')).NriDocumentsPage }) },
      { path: 'actions', lazy: async () => ({ Component: (await import('./pages/actions-page')).NriActionsPage }) },
      { path: 'invoices', lazy: async () => ({ Component: (await import('./pages/invoices-page')).NriInvoicesPage }) },
      { path: 'profile', lazy: async () => ({ Component: (await import('./pages/profile-page')).NriProfilePage }) },
    ],
  },
];
