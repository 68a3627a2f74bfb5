import { createBrowserRouter, Outlet } from 'react-router';
import { publicRoutes } from './routes/public';

export const routes = [{ path: '/', element: <Outlet />, children: publicRoutes }];

export const createRouter = () => createBrowserRouter(routes);
