import { devices, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export type Credentials = { email: string; password: string };

/** A signed-in page's API access: the access token, and the page's request context (which holds the refresh cookie). */
export type Session = { token: string; api: APIRequestContext };

/**
 * Signs `page` in as `who` through POST /api/auth/login (the refresh cookie lands in the page's browser context)
 * and sets the `signedIn` flag the app reads at start, so the next page load restores the session as after a
 * real sign-in. The sign-in form itself is tested in auth.spec.ts.
 */
export async function signIn(page: Page, who: Credentials): Promise<Session> {
  const res = await page.request.post('/api/auth/login', { data: who });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript(() => window.localStorage.setItem('signedIn', '1'));
  return { token, api: page.request };
}

/** A page in a browser context of its own (its own cookies: a second person), desktop Chrome at the given size. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ ...devices['Desktop Chrome'], viewport });
  return context.newPage();
}
