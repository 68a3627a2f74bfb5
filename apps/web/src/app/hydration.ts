import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Before hydrating server-rendered HTML, load the lazy route modules of the current URL, so the first client
 * render produces the same markup as the server (React Router's documented recipe for SSR with `lazy`).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const mod = await route.lazy();
      Object.assign(route, { ...mod, lazy: undefined });
    }),
  );
}
