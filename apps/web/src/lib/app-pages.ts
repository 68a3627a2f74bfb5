import { matchRoutes, type RouteObject } from 'react-router';

/**
 * True when `path` (an app path; a query or fragment is ignored) opens a page the router has, and not its
 * "page not found" catch-all. Links that come as data (notifications, actions, insights, mails) point at pages
 * that may not be built yet, such as staff pages; those links are not rendered (issue 12, item 9).
 */
export function isAppPage(routes: RouteObject[], path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  const last = matchRoutes(routes, pathname)?.at(-1);
  return !!last && last.route.path !== '*';
}

/** The app path of a same-origin absolute URL (a link in a mail), or null for another site or no URL at all. */
export function sameOriginPath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}
