import { createBrowserRouter, Outlet } from 'react-router';
import { publicRoutes } from './routes/public';
import { incorporationRoutes } from './routes/incorporation';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';

export const routes = [
  { path: '/', element: <Outlet />, children: [...publicRoutes, ...incorporationRoutes, ...authRoutes] },
  ...dashboardRoutes,
];

export const createRouter = () => createBrowserRouter(routes);
