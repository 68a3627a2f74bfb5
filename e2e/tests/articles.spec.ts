import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { newPage, signIn } from './support/session';

/**
 * Issue 18 (articles): the admin starts an article, writes its body in the rich-text editor (autosaved), previews
 * it, publishes it with confirmation, and it is first on /resources/blogs, opens server-rendered with its
 * structured data, and is in the RSS feed and the sitemap. Then it is deleted (the blog is left as found). The
 * screens pass axe and fit 375 and 1280 pixels.
 */

test.describe.configure({ timeout: 180_000 });

const ADMIN = { email: 'admin@quayside.test', password: 'Quayside-demo-1' };
const SHOTS = process.env.SHOTS_DIR ?? '';
const TITLE = 'Filing GST in Singapore: an e2e walkthrough';
const SLUG = 'filing-gst-in-singapore-an-e2e-walkthrough';

/** A real 32 x 16 PNG (the server checks images by content): a solid teal block, zlib-compressed rows. */
function coverPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const [w, h] = [32, 16];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, Buffer.from([0x0f, 0x76, 0x6e]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: h }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an admin writes and publishes an article; it appears first on the blog and opens', async ({ page }) => {
  const { token } = await signIn(page, ADMIN);
  await page.goto('/dashboard/admin/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('link', { name: 'Articles' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New article' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/articles\/[0-9a-f-]{36}$/);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Untitled article', { timeout: 30_000 });
  await title.fill(TITLE);
  // The slug follows the title until it is edited.
  await expect(page.getByLabel('Slug')).toHaveValue(SLUG);

  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  const heading = page.getByRole('button', { name: 'Heading', exact: true });
  await heading.click();
  await page.keyboard.type('Who must register');
  await expect(heading).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A company whose taxable turnover passes S$1 million must register for GST. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Register within 30 days.');
  await page.getByLabel('Excerpt').fill('When a Singapore company must register for GST, and how it files the F5 each quarter.');
  await page.getByLabel('Tags').fill('GST, IRAS');
  await page.getByLabel('SEO description').fill('GST registration and the quarterly F5 return, explained.');

  // Autosave: the indicator goes to saved without a button.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // Preview: the server's rendering of the body.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByLabel('Preview');
  await expect(preview.getByRole('heading', { name: 'Who must register' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('Register within 30 days.');
  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/article-editor-preview-1280.png`, fullPage: true });
  }
  await page.getByRole('tab', { name: 'Write' }).click();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // A cover image, checked by content on upload; the blog's cards show it.
  await page.getByLabel('Cover image (PNG or JPEG)').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverPng() });
  await expect(page.getByRole('img', { name: 'Cover' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });

  // Publish, with confirmation.
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Publish this article?');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(page, 'Blog published')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/articles$/);
  await page.getByRole('tab', { name: /Published/ }).click();
  await expect(page.getByRole('list', { name: 'Published articles' }).getByRole('listitem').first()).toContainText(TITLE);

  // The public blog: first in the list, and it opens.
  await page.goto('/resources/blogs');
  const firstCard = page.locator('main').getByRole('link', { name: new RegExp(TITLE.slice(0, 20)) }).first();
  await expect(firstCard).toBeVisible();
  const cardCover = firstCard.locator('img');
  await expect(cardCover).toHaveAttribute('src', /^\/api\/article\/images\/[0-9a-f-]{36}$/);
  await expect.poll(() => cardCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/blogs-cover-1280.png` });
  await firstCard.click();
  await expect(page).toHaveURL(new RegExp(`/resources/blogs/${SLUG}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator('article strong')).toHaveText('Register within 30 days.');

  // Server-rendered, with its structured data and the feed in the head.
  const html = await (await page.request.get(`/resources/blogs/${SLUG}`)).text();
  expect(html).toContain(`<h1`);
  expect(html).toContain('Who must register');
  expect(html).toContain('"@type":"Article"');
  expect(html).toContain('GST registration and the quarterly F5 return, explained.');
  expect(html).toContain('type="application/rss+xml"');
  const feed = await (await page.request.get('/resources/blogs/feed.xml')).text();
  expect(feed).toContain(`/resources/blogs/${SLUG}</link>`);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/resources/blogs/${SLUG}</loc>`);

  if (SHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/article-public-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Delete it again, with confirmation (the blog is left as found).
  const auth = { authorization: `Bearer ${token}` };
  const list = (await (await page.request.get('/api/article/published?limit=5', { headers: auth })).json()) as {
    articles: { id: string; slug: string }[];
  };
  const id = list.articles.find((a) => a.slug === SLUG)?.id ?? '';
  await page.goto(`/dashboard/admin/articles/${id}`);
  await page.getByRole('button', { name: 'Delete article' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Blog deleted')).toBeVisible();
  expect((await page.request.get(`/resources/blogs/${SLUG}`)).status()).toBe(404);
});

test('the article screens at 375 and 1280 pixels', async ({ browser }) => {
  for (const width of [375, 1280]) {
    const page = await newPage(browser, { width, height: 800 });
    const { token } = await signIn(page, ADMIN);
    const created = await page.request.post('/api/article', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Screen check ${width}`,
        excerpt: 'A draft for the screenshots.',
        content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Some text.' }] }] },
      },
    });
    expect(created.status()).toBe(201);
    const { article } = (await created.json()) as { article: { id: string } };
    await page.goto('/dashboard/admin/articles');
    await expect(page.getByRole('list', { name: 'Draft articles' })).toContainText(`Screen check ${width}`, { timeout: 45_000 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow(), 'no sideways scrolling on the list').toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/articles-list-${width}.png`, fullPage: true });
    await page.goto(`/dashboard/admin/articles/${article.id}`);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Screen check ${width}`, { timeout: 45_000 });
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    expect(await overflow(), 'no sideways scrolling in the editor').toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/article-editor-${width}.png`, fullPage: true });
    await page.request.delete(`/api/article/${article.id}`, { headers: { authorization: `Bearer ${token}` } });
    await page.context().close();
  }
});
