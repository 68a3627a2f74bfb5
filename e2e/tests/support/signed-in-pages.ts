import { expect, type Page } from '@playwright/test';
import { matchPath, type RouteObject } from 'react-router';
import { DEMO_ACCOUNTS_BY_ROLE } from './demo-accounts';
import { landingRouteFor, type Role } from '@quayside/contract/roles';

export { DEMO_ACCOUNTS_BY_ROLE };

/**
 * The signed-in pages of each role, read from the web app's own route table (app/routes/dashboard.tsx), so that
 * a page added to the router is checked without anyone remembering to list it here. The module is loaded by path
 * at run time (Playwright compiles it); a literal import would pull the whole web app into this workspace's
 * type check.
 */
export async function dashboardPagePatterns(): Promise<string[]> {
  const file = '../../../apps/web/src/app/routes/dashboard.tsx';
  const { dashboardRoutes } = (await import(file)) as { dashboardRoutes: RouteObject[] };
  const walk = (routes: RouteObject[], base: string): string[] =>
    routes.flatMap((r) => {
      const here = !r.path ? base : r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
      const page = r.index || (r.path !== undefined && !r.children);
      return [...(page ? [here] : []), ...(r.children ? walk(r.children, here) : [])];
    });
  // The catch-all ("Page not found") is not a page anyone reaches by a link.
  return [...new Set(walk(dashboardRoutes, ''))].filter((p) => !p.includes('*'));
}

/** The role's own pages among `patterns`: its landing route and everything under it. */
export function pagePatternsOf(role: Role, patterns: string[]): string[] {
  const home = landingRouteFor(role);
  return patterns.filter((p) => p === home || p.startsWith(`${home}/`));
}

/**
 * Signs in through the page's request context (the refresh cookie lands in the browser) and leaves the app's
 * signed-in hint, as an earlier sign-in would; the app then gets its access token from the cookie.
 */
export async function signInAs(page: Page, role: Role): Promise<void> {
  const account = DEMO_ACCOUNTS_BY_ROLE[role];
  const res = await page.request.post('/api/auth/login', { data: account });
  expect(res.status(), await res.text()).toBe(200);
  await page.addInitScript(() => window.localStorage.setItem('signedIn', '1'));
}

/** Opens an app page and waits until it has rendered its heading and finished loading its data. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Generous: on a busy machine the first page also restores the session and loads the dashboard's code.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // Let the page's data arrive. Bounded: a PDF shown in the page (the admin's document review previews one in
  // Chromium's viewer) keeps fetching the viewer's own resources, so the network may never go quiet for 500 ms;
  // loading states are then caught by the aria-busy check below.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Internal links (same origin) the page renders, as paths with their query. */
export async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) =>
      as.map((a) => (a as HTMLAnchorElement).href).filter((h) => h.startsWith(window.location.origin)),
    );
  return [
    ...new Set(
      hrefs.map((h) => {
        const u = new URL(h);
        return `${u.pathname}${u.search}`;
      }),
    ),
  ];
}

/**
 * Opens the role's pages in turn until one renders a link to `pattern` (a page with parameters, such as
 * `tasks/:taskId`), and returns that address; null when no page of the role links to it.
 */
export async function findLinkTo(page: Page, pattern: string, patterns: string[]): Promise<string | null> {
  const plain = patterns.filter((p) => !p.includes(':'));
  const direct = await linkOnPages(page, pattern, plain);
  if (direct) return direct;
  // One level deeper: a page with parameters that a plain page links to (a client's workspace listing their tasks).
  for (const other of patterns.filter((p) => p.includes(':') && p !== pattern)) {
    const address = await linkOnPages(page, other, plain);
    if (!address) continue;
    const found = await linkOnPages(page, pattern, [address]);
    if (found) return found;
  }
  return null;
}

/** The first link to `pattern` that one of `pages` renders, or null. */
async function linkOnPages(page: Page, pattern: string, pages: string[]): Promise<string | null> {
  for (const other of pages) {
    await openPage(page, other);
    const found = concretePath(pattern, await internalLinks(page));
    if (found) return found;
  }
  return null;
}

/**
 * Concrete addresses for the patterns: a pattern without parameters is its own address; one with parameters
 * (`tasks/:taskId`) takes the first link to it that a page of the role renders.
 */
export function concretePath(pattern: string, seenLinks: Iterable<string>): string | null {
  if (!pattern.includes(':')) return pattern;
  for (const link of seenLinks) {
    const path = link.split('?')[0] ?? link;
    if (matchPath(pattern, path)) return path;
  }
  return null;
}
