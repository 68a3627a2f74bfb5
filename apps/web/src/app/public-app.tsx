import { Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PrefetchRoutesContext } from '../features/public-site/components/prefetch-link';
import { SiteShell } from '../features/public-site/components/site-layout';
import { publicRoutes } from './routes/public';

/**
 * The public site's own app: the marketing pages, server-rendered (entry-server.tsx) and hydrated by the
 * public build (main.tsx). It uses React Router's declarative mode (<BrowserRouter>/<StaticRouter> and
 * useRoutes) instead of the data router: the data router's code alone is about 18 KB gzipped, and the home page
 * must stay under 100 KB of gzipped JavaScript. The store, the dashboards, sign-in and onboarding live in the
 * app build (app-main.tsx, app/router.tsx): a link from a public page to one of those paths loads that page
 * from the server (see Unmatched), which answers with the app build's shell.
 */
type Loaded = { Component?: ComponentType | null; element?: ReactNode };
type Loader = () => Promise<Loaded>;

const loaded = new WeakMap<RouteObject, Loaded>();
const loading = new WeakMap<RouteObject, Promise<Loaded>>();

function load(route: RouteObject): Promise<Loaded> {
  let promise = loading.get(route);
  if (!promise) {
    promise = (route.lazy as Loader)().then(
      (mod) => {
        loaded.set(route, mod);
        return mod;
      },
      (err: unknown) => {
        loading.delete(route);
        // A chunk that cannot be downloaded (offline, or a new release replaced it): let the server answer.
        if (typeof window !== 'undefined') window.location.reload();
        throw err;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}

/** A page of the public site: its module is loaded before hydration, and during a navigation (which waits). */
function RoutePage({ route }: { route: RouteObject }) {
  const mod = loaded.get(route) ?? use(load(route));
  return mod.Component ? <mod.Component /> : <>{mod.element}</>;
}

/**
 * A path that is not a public page. As the first page (the server answered 404), it is the not-found page;
 * reached by a link (sign-in, onboarding, the dashboards, or an unknown path), the server answers instead.
 */
function Unmatched({ route }: { route: RouteObject }) {
  const location = useLocation();
  const first = location.key === 'default';
  useEffect(() => {
    if (!first) window.location.replace(`${location.pathname}${location.search}${location.hash}`);
  }, [first, location]);
  return first ? <RoutePage route={route} /> : null;
}

/** The public route table, for matching (prefetching, preloading): the page routes under "/". */
export const publicRouteTable: RouteObject[] = [{ path: '/', children: publicRoutes }];

const tree: RouteObject[] = [
  {
    path: '/',
    element: (
      <SiteShell>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </SiteShell>
    ),
    children: publicRoutes.map((route): RouteObject => {
      const element = route.path === '*' ? <Unmatched route={route} /> : <RoutePage route={route} />;
      return route.index ? { index: true, element } : { path: route.path, element };
    }),
  },
];

export function PublicApp() {
  const element = useRoutes(tree);
  return <PrefetchRoutesContext.Provider value={publicRouteTable}>{element}</PrefetchRoutesContext.Provider>;
}

/** The page route a path matches (the catch-all "*" route when it is not a public page). */
function leafRoute(pathname: string): RouteObject | undefined {
  const matches = matchRoutes(publicRouteTable, pathname);
  return matches?.[matches.length - 1]?.route;
}

/** Whether a path is one of the public site's pages (the not-found page is not). */
export const isPublicPath = (pathname: string): boolean => {
  const leaf = leafRoute(pathname);
  return leaf !== undefined && leaf.path !== '*';
};

/** Loads the module of the page at `pathname`, so the first render (server or hydration) does not suspend. */
export async function preloadPublicPage(pathname: string): Promise<void> {
  const leaf = leafRoute(pathname);
  if (leaf) await load(leaf);
}
