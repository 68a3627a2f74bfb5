import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { setRuntimeNavigate } from './app/runtime';
import './styles/index.css';

/**
 * Start-up of the app build (app.html): sign-in, onboarding and the dashboards, with the data router and the
 * store (loaded by StoreGate when a page needs it). The server answers those paths with the empty app shell,
 * rendered here. The public pages have their own, lighter build (main.tsx); the app still renders them when
 * the visitor navigates to one from inside the app.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const router = createRouter();
setRuntimeNavigate((to, opts) => router.navigate(to, opts));
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
