import { startTransition, StrictMode, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router';
import { isPublicPath, preloadPublicPage, PublicApp } from './app/public-app';
import './styles/index.css';

/**
 * Start-up of the public build (index.html): the marketing pages arrive server-rendered and are hydrated, their
 * page module loaded first so the first render matches the HTML (app/public-app.tsx). Nothing of the store,
 * the data router or the dashboards is in this build; those paths load app.html's build (app-main.tsx).
 */
async function start() {
  const enableFullCss = deferFullStylesheet();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  const hydrating = container.firstElementChild !== null;
  if (import.meta.env.DEV && !hydrating && !isPublicPath(window.location.pathname)) {
    // The dev server answers every path with index.html: the app's pages start the app build's entry.
    await import('./app-main');
    return;
  }
  await preloadPublicPage(window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <OnFirstNavigation run={enableFullCss} />
        <MarkHydrated />
        <PublicApp />
      </BrowserRouter>
    </StrictMode>
  );
  // Hydration as a transition is interruptible: it yields to the browser instead of one long task.
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/**
 * <html data-hydrated> once the first render has committed: a prerendered page loads its JavaScript only after
 * its largest contentful paint (scripts/prerender.mjs), and the journeys (e2e) wait for this before they click.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

function OnFirstNavigation({ run }: { run: () => void }) {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) run();
  }, [key, run]);
  return null;
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
