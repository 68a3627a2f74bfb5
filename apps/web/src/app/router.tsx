import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { SiteLayout } from '../features/public-site/components/site-layout';
import { publicRoutes } from './routes/public';
import { StoreGate } from './store-gate';
import { incorporationRoutes } from './routes/incorporation';
import { nriOnboardingRoutes } from './routes/nri-onboarding';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';

export const routes: RouteObject[] = [
  // SiteLayout: the public shell on every path outside /dashboard; store-backed pages inside it load the store.
  { path: '/', element: <SiteLayout />, children: [...publicRoutes, ...incorporationRoutes, ...nriOnboardingRoutes, ...authRoutes] },
  // The dashboard area loads the store (app/runtime.ts) before rendering.
  { element: <StoreGate><Outlet /></StoreGate>, children: dashboardRoutes },
];

export const createRouter = () => createBrowserRouter(routes);
