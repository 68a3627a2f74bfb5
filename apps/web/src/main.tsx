import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { resolveLazyMatches } from './app/hydration';
import { createRouter, routes } from './app/router';
import { setRuntimeNavigate } from './app/runtime';
import './styles/index.css';

/**
 * Start-up. Public pages arrive server-rendered and are hydrated (their route modules are loaded first so the
 * first render matches the HTML); other pages get an empty shell and are rendered here. The store and its
 * providers are not created here: app/runtime.ts loads them when a page needs them, so the public pages stay
 * light (see StoreGate).
 */
async function start() {
  // Prerendered pages inline their critical CSS and load the full stylesheet without blocking: switch it on.
  document.querySelectorAll<HTMLLinkElement>('link[data-qs-css]').forEach((link) => {
    link.media = 'all';
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  const hydrating = container.firstElementChild !== null;
  if (hydrating) await resolveLazyMatches(routes, window.location.pathname);
  const router = createRouter();
  setRuntimeNavigate((to, opts) => router.navigate(to, opts));
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Hydration as a transition is interruptible: it yields to the browser instead of one long task.
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
