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
  const enableFullCss = deferFullStylesheet();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  const hydrating = container.firstElementChild !== null;
  if (hydrating) await resolveLazyMatches(routes, window.location.pathname);
  const router = createRouter();
  setRuntimeNavigate((to, opts) => router.navigate(to, opts));
  const stopWatching = router.subscribe(() => {
    enableFullCss();
    stopWatching();
  });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Hydration as a transition is interruptible: it yields to the browser instead of one long task.
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/**
 * Prerendered pages inline the CSS their own markup needs and download the full stylesheet without blocking
 * (media="print", see scripts/prerender.mjs). It is switched on at the visitor's first interaction or
 * navigation, before anything not in the first HTML (menus, form messages, other pages) can appear; doing it
 * at once would restyle the whole page during start-up for nothing.
 */
function deferFullStylesheet(): () => void {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-qs-css]')];
  const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  const enable = () => {
    for (const link of links) link.media = 'all';
    for (const e of events) window.removeEventListener(e, enable, true);
  };
  if (links.length === 0) return () => undefined;
  for (const e of events) window.addEventListener(e, enable, { capture: true, passive: true });
  return enable;
}

void start();
