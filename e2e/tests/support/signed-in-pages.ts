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

/**
 * Opens a dashboard address inside the running app, as a click on a link does (no reload): the router is told of
 * the new address, and the wait is for the dashboard layout to mark a page as rendered (documentElement
 * data-shown-path, cleared first), then for its heading and data. Answers the address shown, which differs from
 * `path` when the app redirects. The page must already show the dashboard.
 */
export async function openInApp(page: Page, path: string): Promise<string> {
  const already = await page.evaluate((to) => {
    const data = document.documentElement.dataset;
    if (data.shownPath === to) return true;
    delete data.shownPath;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return false;
  }, path);
  if (!already) {
    await page.waitForFunction(() => document.documentElement.dataset.shownPath !== undefined, undefined, { timeout: 30_000 });
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  return page.evaluate(() => document.documentElement.dataset.shownPath ?? '');
}

/**
 * The keyboard path into the page, read from the DOM: the first element Tab reaches must be the "Skip to
 * content" link to #main, and <main id="main"> must hold something Tab reaches (else following the skip link
 * lands past the content). Null when both hold. (signed-in-accessibility.spec.ts also presses the keys on
 * each role's landing page.)
 */
export async function keyboardPathProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';
    const tabbable = (el: Element) => {
      const h = el as HTMLElement;
      if (h.tabIndex < 0 || h.hasAttribute('disabled') || h.closest('[inert]')) return false;
      const style = window.getComputedStyle(h);
      return style.visibility !== 'hidden' && style.display !== 'none' && h.getClientRects().length > 0;
    };
    const first = Array.from(document.querySelectorAll(selector)).find(tabbable);
    if (!(first instanceof HTMLAnchorElement) || first.textContent?.trim() !== 'Skip to content' || first.getAttribute('href') !== '#main') {
      return `the first element Tab reaches is ${first ? first.outerHTML.slice(0, 120) : 'nothing'}, not the skip link`;
    }
    const main = document.getElementById('main');
    if (!main || main.tagName !== 'MAIN') return 'no <main id="main">';
    return Array.from(main.querySelectorAll(selector)).some(tabbable) ? null : 'nothing inside <main> can be reached with Tab';
  });
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
