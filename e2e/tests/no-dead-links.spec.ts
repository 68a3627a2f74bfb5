import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ROLES } from '@quayside/contract/roles';
import {
  dashboardPagePatterns,
  findLinkTo,
  internalLinks,
  openPage,
  pagePatternsOf,
  signInAs,
} from './support/signed-in-pages';

/**
 * No link leads to a 404 (issue 12, item 9). Each demo role opens every page of its area (as the router lists
 * them), collects every internal <a href> each renders, and follows each: a dashboard link must open a page
 * that is not "page not found"; a link elsewhere must not answer 404. Visitors: the public pages that invite
 * them to start something link only to pages that exist.
 */

const PATTERNS = await dashboardPagePatterns();
const NOT_FOUND = /not found|could not find/i;

/** What is wrong with the page a dashboard link opens, or null. */
async function deadDashboardPage(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const text = (await heading.textContent()) ?? '';
  const title = await page.title();
  return NOT_FOUND.test(text) || NOT_FOUND.test(title) ? `"${text}" (${title})` : null;
}

async function deadLinkElsewhere(request: APIRequestContext, path: string): Promise<string | null> {
  const res = await request.get(path, { maxRedirects: 5 });
  return res.status() === 404 ? 'answers 404' : null;
}

for (const role of ROLES) {
  test(`${role}: every internal link on every page of the area opens a page`, async ({ page }) => {
    // The client area renders many links (every task, document and notification); each is opened.
    test.setTimeout(600_000);
    const patterns = pagePatternsOf(role, PATTERNS);
    await signInAs(page, role);

    const links = new Map<string, string>(); // link -> the page it was found on
    for (const pattern of patterns) {
      // A page with parameters is opened through a link to it; none with the demo data: not reached, no links.
      const path = pattern.includes(':') ? await findLinkTo(page, pattern, patterns) : pattern;
      if (!path) continue;
      await openPage(page, path);
      for (const link of await internalLinks(page)) if (!links.has(link)) links.set(link, path);
    }
    expect(links.size).toBeGreaterThan(0);

    const dead: string[] = [];
    for (const [link, from] of links) {
      const problem = link.startsWith('/dashboard')
        ? await deadDashboardPage(page, link)
        : await deadLinkElsewhere(page.request, link);
      if (problem) dead.push(`${link} (on ${from}): ${problem}`);
    }
    expect(dead).toEqual([]);
  });
}

test('visitors: the "Start NRI tax filing" links lead to the NRI tax onboarding, and no link is dead', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start NRI tax filing' }).first()).toHaveAttribute('href', '/nri-tax');
  for (const path of ['/', '/services/tax-advisory', '/resources/tools', '/india']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const dead: string[] = [];
    for (const link of await internalLinks(page)) {
      const problem = await deadLinkElsewhere(request, link);
      if (problem) dead.push(`${link} (on ${path}): ${problem}`);
    }
    expect(dead).toEqual([]);
  }
});
