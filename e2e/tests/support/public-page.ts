import type { Page } from '@playwright/test';

/**
 * Opens a page and, when it is a prerendered public page (its entry is in `script[data-entry]`), waits for its
 * hydration (main.tsx marks <html data-hydrated>): such a page asks for its JavaScript only after its largest
 * contentful paint, so a click straight after the load event would reach the plain HTML. The app shell's pages
 * (sign-in, wizards, dashboards) have no loader, and are returned at once.
 */
export async function openPublicPage(page: Page, path: string) {
  const response = await page.goto(path);
  if ((await page.locator('script[data-entry]').count()) > 0) {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }
  return response;
}
