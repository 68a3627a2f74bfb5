import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Issue 20: the JavaScript the home page runs is at most 100 KB gzipped (gzip -9 of each script as served), so
 * the public pages never ship the dashboard's code. Measured in the browser on the built app: every script
 * the page requests until the network is idle (entry, page chunk and its imports). Prefetches for the next
 * navigation (<link rel="prefetch">, not executed) are not counted. `npm run bench:web` prints the breakdown.
 */
const BUDGET_BYTES = 100 * 1024;

test.describe('the home page weight', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('loads at most 100 KB of gzipped JavaScript, none of it the app build', async ({ page }) => {
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (res.request().resourceType() !== 'script' || !path.endsWith('.js')) return;
      scripts.set(
        path,
        res.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sizes = await Promise.all([...scripts].map(async ([path, size]) => ({ path, size: await size })));
    const total = sizes.reduce((sum, s) => sum + s.size, 0);
    const report = sizes
      .sort((a, b) => b.size - a.size)
      .map((s) => `${(s.size / 1024).toFixed(1)} KB ${s.path}`)
      .join('\n');
    test.info().annotations.push({ type: 'home page JavaScript', description: `${(total / 1024).toFixed(1)} KB gz` });
    // The entry and the home page's chunk at least: a page that ran no script would pass for the wrong reason.
    expect(sizes.length, report).toBeGreaterThanOrEqual(2);
    expect(total, `home page JavaScript, gzip -9:\n${report}`).toBeLessThanOrEqual(BUDGET_BYTES);
    // The store, the data router's app and the dashboards are the app build's (app.html): never on `/`.
    expect(sizes.map((s) => s.path).filter((p) => /\/(app|runtime-boot|store)-[\w-]+\.js$/.test(p))).toEqual([]);
  });
});
