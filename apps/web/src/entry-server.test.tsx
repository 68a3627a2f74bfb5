import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderPage, routeKind } from './entry-server';

const template =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

describe('server render of the public site', () => {
  it('renders every prerendered page with its heading, title, description and canonical URL', async () => {
    for (const path of PRERENDERED_PATHS) {
      const { html, status } = await renderPage({ template, url: path });
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/<h1[^>]*>[^<]{10,}/);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toContain(`<link rel="canonical" href="__QS_ORIGIN__${path}">`);
    }
  });

  it('puts the FAQ structured data of a service page in the head', async () => {
    const { html } = await renderPage({ template, url: '/services/accounting' });
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"@type":"Service"');
  });

  it('answers 404 for an unknown path and for an article that does not exist', async () => {
    expect((await renderPage({ template, url: '/no-such-page' })).status).toBe(404);
    const missing = await renderPage({
      template,
      url: '/resources/blogs/nope',
      data: { kind: 'article', slug: 'nope', article: null },
    });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Article not found');
  });

  it('embeds database data for hydration without letting it close the script', async () => {
    const article = {
      id: '00000000-0000-4000-8000-000000000000',
      slug: 'x',
      title: 'A </script><script>alert(1)</script> title',
      excerpt: 'e',
      category: 'Singapore',
      tags: [],
      authorName: 'A',
      authorRole: null,
      readingMinutes: 1,
      publishedAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      coverImageUrl: null,
      contentHtml: '<p>Body</p>',
      seoTitle: null,
      seoDescription: null,
    };
    const { html } = await renderPage({
      template,
      url: '/resources/blogs/x',
      data: { kind: 'article', slug: 'x', article },
    });
    const data = html.slice(html.indexOf('id="qs-data">'));
    expect(data).not.toContain('</script><script>');
    expect(data).toContain('\\u003c/script\\u003e');
  });

  it('tells public pages, app pages and unknown paths apart', () => {
    expect(routeKind('/about')).toBe('public');
    expect(routeKind('/resources/blogs/any-article')).toBe('public');
    expect(routeKind('/login')).toBe('app');
    expect(routeKind('/dashboard/client')).toBe('app');
    expect(routeKind('/services/astrology')).toBe('not-found');
  });
});
