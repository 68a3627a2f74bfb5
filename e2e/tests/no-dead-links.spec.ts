import { expect, test, type APIRequestContext } from '@playwright/test';
import { internalLinks } from './support/signed-in-pages';

/**
 * No link leads to a 404 (issue 12, item 9), for visitors: the public pages that invite them to start something
 * link only to pages that exist. The signed-in areas' links are followed by the signed-in crawl
 * (signed-in-accessibility.spec.ts), which already walks every page of each role.
 */

async function deadLinkElsewhere(request: APIRequestContext, path: string): Promise<string | null> {
  const res = await request.get(path, { maxRedirects: 5 });
  return res.status() === 404 ? 'answers 404' : null;
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
