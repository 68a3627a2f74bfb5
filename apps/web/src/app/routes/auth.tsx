import type { RouteObject } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';

/**
 * Sign-in and password pages. They sit inside the public shell (the navigation bar and footer show on every
 * path outside /dashboard) and are loaded lazily, so the public pages never download them.
 */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    HydrateFallback: PageSpinner,
    lazy: async () => ({ Component: (await import('../../features/auth/pages/login-page')).LoginPage }),
  },
  {
    path: 'forgot-password',
    HydrateFallback: PageSpinner,
    lazy: async () => ({
      Component: (await import('../../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: 'reset-password',
    HydrateFallback: PageSpinner,
    lazy: async () => ({
      Component: (await import('../../features/auth/pages/reset-password-page')).ResetPasswordPage,
    }),
  },
];
