import { expect, test, type Page } from '@playwright/test';
import { landingRouteFor, ROLES } from '@quayside/contract/roles';
import { axeViolations } from './support/axe';
import {
  concretePath,
  dashboardPagePatterns,
  internalLinks,
  keyboardPathProblem,
  openInApp,
  openPage,
  pagePatternsOf,
  signInAs,
} from './support/signed-in-pages';

/**
 * The signed-in crawl (issue 12, items 9 and 10): each demo role signs in and walks every page of its area as the
 * web app's router lists them (support/signed-in-pages.ts reads app/routes/dashboard.tsx), moving between pages
 * inside the app as a user following links does. On each page: no axe violation at all (every rule axe runs by
 * default, not only serious ones), exactly one <main>, a skip link that is the first thing the keyboard reaches
 * and leads into <main>, and a title of its own. Then every internal link those pages render is followed: a
 * dashboard link must open a page that is not "page not found"; any other must not answer 404.
 *
 * A page with parameters (tasks/:taskId) is reached through the first link to it that a walked page renders; one
 * no page links to with the demo data is listed in the test's annotations as not reached.
 */

const PATTERNS = await dashboardPagePatterns();
const NOT_FOUND = /not found|could not find/i;

/** The first Tab reaches "Skip to content"; following it, the next Tab lands inside <main>. Null when so. */
async function skipLinkByKeyboard(page: Page): Promise<string | null> {
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => {
    const el = document.activeElement;
    return el instanceof HTMLAnchorElement ? { text: el.textContent?.trim(), href: el.getAttribute('href') } : null;
  });
  if (first?.text !== 'Skip to content' || first.href !== '#main') {
    return `the first Tab reaches ${JSON.stringify(first)}, not the skip link`;
  }
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement));
  return inMain ? null : 'after the skip link, the next Tab is not inside <main id="main">';
}

test('the route table lists pages for every role', () => {
  for (const role of ROLES) expect(pagePatternsOf(role, PATTERNS).length, role).toBeGreaterThan(0);
});

test.describe.configure({ mode: 'parallel' });

for (const role of ROLES) {
  test(`${role}: every page passes axe, has one <main>, a skip link into it, a title of its own, and no dead link`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const patterns = pagePatternsOf(role, PATTERNS);
    await signInAs(page, role);

    // The landing page is opened as a visitor arrives (a full load), and the keys are pressed there.
    const landing = landingRouteFor(role);
    await openPage(page, landing);
    expect.soft(await skipLinkByKeyboard(page), `${landing}: keyboard`).toBeNull();

    const titles = new Map<string, string>(); // path -> title
    const links = new Map<string, string>(); // link -> the page it was found on
    const reached = new Map<string, string>(); // pattern -> the address walked for it
    const queue = patterns.filter((p) => !p.includes(':'));
    for (const p of queue) reached.set(p, p);

    for (let i = 0; i < queue.length; i += 1) {
      const path = queue[i] as string;
      await openInApp(page, path);
      await expect.soft(page.locator('main'), `${path}: one <main>`).toHaveCount(1);
      expect.soft(await axeViolations(page), `${path}: axe`).toEqual([]);
      expect.soft(await keyboardPathProblem(page), `${path}: keyboard path`).toBeNull();
      const title = await page.title();
      expect.soft(title, `${path}: title`).toMatch(/^.+ · Quayside$/);
      titles.set(path, title);

      const found = await internalLinks(page);
      for (const link of found) if (!links.has(link)) links.set(link, path);
      // Pages with parameters: walk the first address to each that this page links to.
      for (const pattern of patterns.filter((p) => p.includes(':') && !reached.has(p))) {
        const address = concretePath(pattern, found);
        if (address) {
          reached.set(pattern, address);
          queue.push(address);
        }
      }
    }

    for (const pattern of patterns.filter((p) => !reached.has(p))) {
      test.info().annotations.push({ type: 'not reached', description: `no page of the ${role} links to ${pattern} with the demo data` });
    }
    // Every pattern without parameters is walked; at least the area's own pages are there.
    expect(queue.length).toBeGreaterThanOrEqual(patterns.filter((p) => !p.includes(':')).length);

    const byTitle = new Map<string, string[]>();
    for (const [path, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    expect.soft([...byTitle].filter(([, paths]) => paths.length > 1), 'pages sharing a title').toEqual([]);

    // Every internal link the walked pages render.
    expect(links.size).toBeGreaterThan(0);
    const dead: string[] = [];
    for (const [link, from] of links) {
      if (link.startsWith('/dashboard')) {
        if (queue.includes(link)) continue; // walked above
        await openInApp(page, link);
        const heading = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
        const title = await page.title();
        if (NOT_FOUND.test(heading) || NOT_FOUND.test(title)) dead.push(`${link} (on ${from}): "${heading}" (${title})`);
      } else {
        const res = await page.request.get(link, { maxRedirects: 5 });
        if (res.status() === 404) dead.push(`${link} (on ${from}): answers 404`);
      }
    }
    expect(dead).toEqual([]);
  });
}
