import { expect, test, type Page } from '@playwright/test';
import { ROLES } from '@quayside/contract/roles';
import { axeViolations } from './support/axe';
import {
  dashboardPagePatterns,
  findLinkTo,
  openPage,
  pagePatternsOf,
  signInAs,
} from './support/signed-in-pages';

/**
 * WCAG 2.2 AA on every signed-in page (issue 12, item 10): each demo role signs in and opens every page of its
 * area as the web app's router lists them (support/signed-in-pages.ts reads app/routes/dashboard.tsx). On each:
 * no axe violation at all (every rule axe runs by default, not only serious ones), exactly one <main>, a skip
 * link that is the first thing the keyboard reaches and takes it into <main>; and every page of a role has a
 * title of its own.
 */

const PATTERNS = await dashboardPagePatterns();

/** The first Tab reaches "Skip to content"; following it, the next Tab lands inside <main>. Null when so. */
async function skipLinkProblem(page: Page): Promise<string | null> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => {
    const el = document.activeElement;
    return el instanceof HTMLAnchorElement
      ? { text: el.textContent?.trim(), href: el.getAttribute('href') }
      : null;
  });
  if (first?.text !== 'Skip to content' || first.href !== '#main') {
    return `the first Tab reaches ${JSON.stringify(first)}, not the skip link`;
  }
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement));
  return inMain ? null : 'after the skip link, the next Tab is not inside <main id="main">';
}

/**
 * Where a pattern is reached: itself, or (with parameters) the first link to it a page of the role renders.
 * Null when no page links to it with the data at hand (e.g. a list that is empty on a fresh database): the
 * role does not reach that page now, and the test says so by being skipped rather than passing silently.
 */
async function addressOf(page: Page, pattern: string, patterns: string[]): Promise<string | null> {
  if (!pattern.includes(':')) return pattern;
  return findLinkTo(page, pattern, patterns);
}

test('the route table lists pages for every role', () => {
  for (const role of ROLES) expect(pagePatternsOf(role, PATTERNS).length, role).toBeGreaterThan(0);
});

for (const role of ROLES) {
  test.describe(`${role}`, () => {
    const patterns = pagePatternsOf(role, PATTERNS);

    for (const pattern of patterns) {
      test(`${pattern}: no axe violation, one <main>, a skip link into it`, async ({ page }) => {
        test.setTimeout(120_000);
        await signInAs(page, role);
        const path = await addressOf(page, pattern, patterns);
        test.skip(path === null, `no page of the ${role} links to ${pattern} with the demo data`);
        if (!path) return;
        await openPage(page, path);
        await expect(page.locator('main')).toHaveCount(1);
        expect(await axeViolations(page)).toEqual([]);
        expect(await skipLinkProblem(page)).toBeNull();
      });
    }

    test('every page has a title of its own', async ({ page }) => {
      // Opens every page of the area (the admin has a dozen) and looks for links to those with parameters.
      test.setTimeout(420_000);
      await signInAs(page, role);
      const titles = new Map<string, string>();
      for (const pattern of patterns) {
        const path = await addressOf(page, pattern, patterns);
        if (!path) continue; // not reached with the demo data (see addressOf)
        await openPage(page, path);
        const title = await page.title();
        expect(title, path).toMatch(/^.+ · Quayside$/);
        titles.set(path, title);
      }
      const byTitle = new Map<string, string[]>();
      for (const [path, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
      expect([...byTitle].filter(([, paths]) => paths.length > 1)).toEqual([]);
    });
  });
}
