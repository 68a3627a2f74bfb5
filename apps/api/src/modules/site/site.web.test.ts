import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, articleSlugHistory } from '../../db/schema/index';
import { seedArticles } from '../articles/articles.service';
import { SEED_ARTICLES } from '../articles/articles.seed-data';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The web-serving layer against a small built web app: prerendered pages, the per-request blog render through
 * the SSR bundle, the app shell, the 404 page, sitemap.xml, robots.txt and the runtime configuration.
 */
const template =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/app.js"></script></body></html>';

// A stand-in for dist/server/entry-server.js with the same exports.
const ssrBundle = `
export function routeKind(path) {
  if (path === '/login' || path.startsWith('/dashboard')) return 'app';
  if (path === '/about' || path.startsWith('/resources/blogs')) return 'public';
  return 'not-found';
}
export async function renderPage({ template, url, data }) {
  const body = data.kind === 'article'
    ? (data.article ? '<h1>' + data.article.title + '</h1>' + data.article.contentHtml : '<h1>Article not found</h1>')
    : '<h1>Blogs</h1><ul>' + data.articles.map((a) => '<li>' + a.title + '</li>').join('') + '</ul>';
  const head = '<title>SSR</title><link rel="canonical" href="__QS_ORIGIN__' + url + '">';
  const json = '<script type="application/json" id="qs-data">' + JSON.stringify(data).replace(/</g, '\\\\u003c') + '</script>';
  return {
    html: template.replace('<!--app-head-->', head).replace('<!--app-html-->', body).replace('<!--app-data-->', json),
    status: data.kind === 'article' && !data.article ? 404 : 200,
  };
}
`;

/** The critical CSS the prerender inlines into a page (the about page here). */
const CRITICAL_CSS = 'h1{color:#0b3954}';
/** The build's inline loader (scripts/prerender.mjs) and its hash, listed in the prerender manifest. */
const LOADER = 'document.title+="";';
const LOADER_HASH = `sha256-${createHash('sha256').update(LOADER).digest('base64')}`;
/** An inline script in a page that the manifest does not list (as if injected): its hash is never allowed. */
const STRAY_SCRIPT = 'window.stray = 1;';

function buildFixture(): string {
  const dist = mkdtempSync(join(tmpdir(), 'quayside-web-'));
  const page = (title: string) =>
    template
      .replace('<!--app-head-->', `<title>${title}</title><link rel="canonical" href="__QS_ORIGIN__/about">`)
      .replace('<!--app-html-->', `<h1>${title}</h1>`)
      .replace('<!--app-data-->', '');
  writeFileSync(join(dist, 'index.html'), page('Home'));
  writeFileSync(join(dist, 'template.html'), template);
  writeFileSync(
    join(dist, 'app-shell.html'),
    template
      .replace('<!--app-head-->', '<title>Quayside</title>')
      .replace('<!--app-html-->', '')
      .replace('<!--app-data-->', ''),
  );
  writeFileSync(join(dist, '404.html'), page('We could not find that page'));
  mkdirSync(join(dist, 'about'));
  writeFileSync(
    join(dist, 'about', 'index.html'),
    page('About Quayside')
      .replace('</head>', `<style data-qs-critical>${CRITICAL_CSS}</style></head>`)
      .replace('</body>', `<script>${STRAY_SCRIPT}</script><script data-entry="/assets/app.js">${LOADER}</script></body>`),
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync('console.log("app")'));
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'icons', 'whatsapp.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'server', 'entry-server.js'), ssrBundle);
  writeFileSync(
    join(dist, 'prerender-manifest.json'),
    JSON.stringify({
      pages: { '/': 'index.html', '/about': 'about/index.html' },
      notFound: '404.html',
      appShell: 'app-shell.html',
      template: 'template.html',
      scriptHashes: [LOADER_HASH, "sha256-x' 'unsafe-inline"],
      sitemap: [
        { path: '/', changefreq: 'weekly', priority: 1 },
        { path: '/about', changefreq: 'monthly', priority: 0.7 },
      ],
    }),
  );
  return dist;
}

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = buildFixture();
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://www.quayside.example' });
  await seedArticles(t.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('prerendered pages', () => {
  it('answers a public page with its content, the public origin filled in, compressed and cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>About Quayside</h1>');
    expect(res.body).toContain('<link rel="canonical" href="https://www.quayside.example/about">');
    expect(res.body).not.toContain('qs-ga-id');

    const br = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const etag = String(res.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/about', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('serves hashed assets for a year and root files and icons', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/icons/whatsapp.svg' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/server/entry-server.js' })).statusCode).toBe(404);
  });
});

describe('content security policy of pages', () => {
  const styleSrc = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('style-src ')) ?? '';

  it("allows a prerendered page's own critical CSS by hash, and no other page's", async () => {
    const hash = `'sha256-${createHash('sha256').update(CRITICAL_CSS).digest('base64')}'`;
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(styleSrc(about)).toContain(hash);
    expect(styleSrc(about)).not.toContain("'unsafe-inline'");
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(styleSrc(home)).not.toContain(hash);
    expect(styleSrc(home)).not.toContain("'unsafe-inline'");
  });

  it("allows the build's inline loader by the manifest's hash on every page, and no other inline script", async () => {
    const scriptSrc = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src ')) ?? '';
    const stray = `'sha256-${createHash('sha256').update(STRAY_SCRIPT).digest('base64')}'`;
    const article = SEED_ARTICLES[0];
    for (const url of ['/about', '/', `/resources/blogs/${article?.slug}`, '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(scriptSrc(res), url).toBe(`script-src 'self' '${LOADER_HASH}'`);
      expect(scriptSrc(res), url).not.toContain(stray);
    }
  });
});

describe('GET /resources/blogs and /resources/blogs/:slug', () => {
  it('renders an article from the database into the first response, with its data for hydration', async () => {
    const article = SEED_ARTICLES[0];
    const res = await t.app.inject({ method: 'GET', url: `/resources/blogs/${article?.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1>${article?.title}</h1>`);
    expect(res.body).toContain('partial tax exemption');
    expect(res.body).toContain('<script type="application/json" id="qs-data">');
    expect(res.body).toContain('https://www.quayside.example/resources/blogs/');
  });

  it('answers 404 for an unknown article', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/resources/blogs/no-such-article' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Article not found');
  });

  it('sends an old slug (the article was renamed) to the current address with a 301', async () => {
    const article = SEED_ARTICLES[1];
    const [row] = await t.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, article?.slug ?? ''));
    await t.db.insert(articleSlugHistory).values({ slug: 'an-old-address', articleId: row?.id ?? '' });
    const res = await t.app.inject({ method: 'GET', url: '/resources/blogs/an-old-address' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/resources/blogs/${article?.slug}`);
  });

  it('renders the list of published articles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/resources/blogs' });
    expect(res.statusCode).toBe(200);
    for (const a of SEED_ARTICLES) expect(res.body).toContain(a.title.replace(/&/g, '&amp;').slice(0, 30));
  });
});

describe('other paths', () => {
  it('gives client routes the app shell and unknown paths the 404 page', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<div id="root"></div>');
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('We could not find that page');
  });

  it('keeps the JSON 404 for API paths and other methods', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route for GET /api/no-such-thing', code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'POST', url: '/about' })).json().code).toBe('NOT_FOUND');
  });

  it('publishes sitemap.xml with pages and articles, and robots.txt pointing to it', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://www.quayside.example/about</loc>');
    expect(sitemap.body).toContain(
      `<loc>https://www.quayside.example/resources/blogs/${SEED_ARTICLES[2]?.slug}</loc>`,
    );
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://www.quayside.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /dashboard');
  });
});

describe('analytics configuration', () => {
  it('puts a valid GA_MEASUREMENT_ID in the page for the client, and ignores an invalid one', async () => {
    const withGa = await createTestApp({ WEB_DIST_DIR: dist, GA_MEASUREMENT_ID: 'G-ABC123XYZ' });
    const invalid = await createTestApp({
      WEB_DIST_DIR: dist,
      GA_MEASUREMENT_ID: '"><script>alert(1)</script>',
    });
    try {
      const page = await withGa.app.inject({ method: 'GET', url: '/about' });
      expect(page.body).toContain('<meta name="qs-ga-id" content="G-ABC123XYZ"></head>');
      const bad = await invalid.app.inject({ method: 'GET', url: '/about' });
      expect(bad.body).not.toContain('qs-ga-id');
      expect(bad.body).not.toContain('alert(1)');
    } finally {
      await withGa.close();
      await invalid.close();
    }
  });
});
