import { createContext, useContext, useEffect, useRef, type Ref } from 'react';
import {
  Link,
  NavLink,
  UNSAFE_DataRouterContext,
  matchRoutes,
  type LinkProps,
  type NavLinkProps,
  type RouteObject,
} from 'react-router';
import { PREFETCH_MARGIN_PX } from '@quayside/contract/constants';

/**
 * Links that download their route's code when they come within 200px of the viewport (part 1 section 9).
 *
 * One shared IntersectionObserver (rootMargin 200px) watches every visible link, starting once the page has
 * loaded so it never competes with the first paint. When a link gets close, the chunks of the routes its path
 * matches are fetched with <link rel="prefetch"> (downloaded at low priority, not executed): the chunk of each
 * lazy route is read from its loader, and its static imports from the build's chunk map
 * (<meta name="qs-chunk-deps">, written by scripts/prerender.mjs). Without a built chunk map (dev server) the
 * route modules are imported instead. Hover, focus and touch prefetch too (menus that open later).
 */
const prefetched = new Set<string>();

/**
 * The routes to prefetch from when there is no data router: the public build (app/public-app.tsx) provides
 * its page routes here; the app build's links read the data router's.
 */
export const PrefetchRoutesContext = createContext<RouteObject[] | null>(null);
const callbacks = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | null = null;
let chunkDeps: Promise<Record<string, string[]> | null> | null = null;
let pageReady: Promise<void> | null = null;

function afterLoad(): Promise<void> {
  pageReady ??= new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return pageReady;
}

function loadChunkDeps(): Promise<Record<string, string[]> | null> {
  const url = document.querySelector<HTMLMetaElement>('meta[name="qs-chunk-deps"]')?.content;
  chunkDeps ??= url
    ? fetch(url)
        .then((r) => (r.ok ? (r.json() as Promise<Record<string, string[]>>) : null))
        .catch(() => null)
    : Promise.resolve(null);
  return chunkDeps;
}

/** The built chunk a lazy route loader imports, e.g. "login-page-TX0AUIQj.js" (production builds only). */
function chunksOf(loader: () => unknown): string[] {
  return [...loader.toString().matchAll(/import\(\s*["'](?:\.\/|\/assets\/)([\w.-]+\.js)["']\s*\)/g)]
    .map((m) => m[1] ?? '')
    .filter(Boolean);
}

/**
 * Prefetching is background work: it runs in idle time, a few jobs at a time, so it never turns into a long
 * task that delays the visitor's input.
 */
const jobs: (() => void)[] = [];
let draining = false;
type IdleDeadlineLike = { timeRemaining: () => number };
function drain(deadline: IdleDeadlineLike) {
  while (jobs.length > 0 && deadline.timeRemaining() > 4) jobs.shift()?.();
  if (jobs.length > 0) idle(drain);
  else draining = false;
}
function idle(fn: (deadline: IdleDeadlineLike) => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(() => fn({ timeRemaining: () => 8 }), 50);
}
function schedule(job: () => void) {
  jobs.push(job);
  if (!draining) {
    draining = true;
    idle(drain);
  }
}

const requested = new Set<string>();
function addPrefetch(file: string) {
  const href = `/assets/${file}`;
  if (requested.has(href)) return;
  requested.add(href);
  if (document.querySelector(`script[src="${href}"], link[rel="modulepreload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}

/** Prefetches the code of the routes `path` matches (once per path). */
export async function prefetchRoute(routes: RouteObject[], path: string): Promise<void> {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (!pathname.startsWith('/') || prefetched.has(pathname)) return;
  prefetched.add(pathname);
  // The catch-all (not-found) route is skipped: its page is not where the link goes.
  const loaders = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' && route.path !== '*' ? [route.lazy] : [],
  );
  const files = loaders.flatMap(chunksOf);
  const deps = files.length > 0 ? await loadChunkDeps() : null;
  if (!deps) {
    // Development (no chunk map): import the modules themselves.
    for (const load of loaders) load().catch(() => prefetched.delete(pathname));
    return;
  }
  for (const file of files) {
    for (const f of [file, ...(deps[file] ?? [])]) schedule(() => addPrefetch(f));
  }
}

function sharedObserver(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver === 'undefined') return observer;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const el = entry.target;
        schedule(() => {
          // Links inside closed menus are laid out but invisible: they prefetch on hover, focus or touch.
          if (!(el.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) ?? true)) return;
          callbacks.get(el)?.();
          observer?.unobserve(el);
          callbacks.delete(el);
        });
      }
    },
    { rootMargin: `${PREFETCH_MARGIN_PX}px` },
  );
  return observer;
}

function usePrefetch(to: string): { ref: Ref<HTMLAnchorElement>; onIntent: () => void } {
  const ref = useRef<HTMLAnchorElement>(null);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const fallbackRoutes = useContext(PrefetchRoutesContext);
  const routes = dataRouter?.router.routes ?? fallbackRoutes;
  useEffect(() => {
    const el = ref.current;
    if (!el || !routes || prefetched.has(to)) return;
    let cancelled = false;
    void afterLoad().then(() => {
      const obs = sharedObserver();
      if (cancelled || !obs) return;
      callbacks.set(el, () => void prefetchRoute(routes, to));
      obs.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.unobserve(el);
      callbacks.delete(el);
    };
  }, [routes, to]);
  return { ref, onIntent: () => routes && void prefetchRoute(routes, to) };
}

type Extra = { to: string };

export function PLink({ to, ...props }: Omit<LinkProps, 'to'> & Extra) {
  const { ref, onIntent } = usePrefetch(to);
  return (
    <Link ref={ref} to={to} onPointerEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent} {...props} />
  );
}

export function PNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & Extra) {
  const { ref, onIntent } = usePrefetch(to);
  return (
    <NavLink
      ref={ref}
      to={to}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      {...props}
    />
  );
}
