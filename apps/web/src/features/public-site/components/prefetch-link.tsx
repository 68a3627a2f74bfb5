import { useContext, useEffect, useRef, type Ref } from 'react';
import { Link, NavLink, UNSAFE_DataRouterContext, matchRoutes, type LinkProps, type NavLinkProps, type RouteObject } from 'react-router';
import { PREFETCH_MARGIN_PX } from '@quayside/contract/constants';

/**
 * Links that download their route's code when they come within 200px of the viewport (part 1 section 9):
 * one shared IntersectionObserver watches every link; when one gets close, the lazy modules of the routes its
 * path matches are imported (the browser's module cache makes the later navigation instant).
 */
const prefetched = new Set<string>();
const callbacks = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver === 'undefined') return observer;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        callbacks.get(entry.target)?.();
        observer?.unobserve(entry.target);
        callbacks.delete(entry.target);
      }
    },
    { rootMargin: `${PREFETCH_MARGIN_PX}px` },
  );
  return observer;
}

/** Imports the lazy route modules that `path` matches (once per path). */
export function prefetchRoute(routes: RouteObject[], path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (!pathname.startsWith('/') || prefetched.has(pathname)) return;
  prefetched.add(pathname);
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') {
      route.lazy().catch(() => prefetched.delete(pathname));
    }
  }
}

function usePrefetchOnApproach(to: string): Ref<HTMLAnchorElement> {
  const ref = useRef<HTMLAnchorElement>(null);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    const el = ref.current;
    const routes = dataRouter?.router.routes;
    const obs = sharedObserver();
    if (!el || !routes || !obs || prefetched.has(to)) return;
    callbacks.set(el, () => prefetchRoute(routes, to));
    obs.observe(el);
    return () => {
      obs.unobserve(el);
      callbacks.delete(el);
    };
  }, [dataRouter, to]);
  return ref;
}

export function PLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const ref = usePrefetchOnApproach(to);
  return <Link ref={ref} to={to} {...props} />;
}

export function PNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  const ref = usePrefetchOnApproach(to);
  return <NavLink ref={ref} to={to} {...props} />;
}
