import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SEED_ARTICLES } from './articles.seed-data';
import { ensureArticlesSeeded, sanitizeArticleHtml, seedArticles } from './articles.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedArticles(t.db);
  await t.db.insert(articles).values({
    slug: 'a-draft-nobody-sees',
    title: 'A draft',
    excerpt: 'Not yet',
    contentHtml: '<p>Draft</p>',
    category: 'Singapore',
    authorName: 'Staff',
    status: 'draft',
  });
});
afterAll(async () => {
  await t.close();
});

type Summary = { id: string; slug: string; publishedAt: string };

describe('GET /api/article/published', () => {
  it('lists the published articles newest first, without drafts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/article/published' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { articles: Summary[]; hasMore: boolean; nextCursor: string | null };
    expect(body.articles).toHaveLength(SEED_ARTICLES.length);
    expect(body.articles.map((a) => a.slug)).not.toContain('a-draft-nobody-sees');
    const dates = body.articles.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.hasMore).toBe(false);
    expect(body.articles[0]).not.toHaveProperty('contentHtml');
  });

  it('pages with an opaque cursor and never repeats an article', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/article/published?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await t.app.inject({ method: 'GET', url })).json() as {
        articles: Summary[];
        nextCursor: string | null;
      };
      seen.push(...body.articles.map((a) => a.slug));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(SEED_ARTICLES.length);
    expect(new Set(seen).size).toBe(SEED_ARTICLES.length);
  });

  it('filters by category', async () => {
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/article/published?category=NRI%20tax' })
    ).json() as {
      articles: Array<{ category: string }>;
    };
    expect(body.articles.length).toBeGreaterThan(0);
    expect(body.articles.every((a) => a.category === 'NRI tax')).toBe(true);
  });

  it('answers 400 for a forged cursor or a bad limit', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/article/published?cursor=nonsense' })).statusCode,
    ).toBe(400);
    const res = await t.app.inject({ method: 'GET', url: '/api/article/published?limit=500' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain('querystring.limit');
  });
});

describe('GET /api/article/published/title/{slugOrId}', () => {
  it('reads a published article by slug, with sanitised HTML', async () => {
    const slug = SEED_ARTICLES[1]?.slug ?? '';
    const res = await t.app.inject({ method: 'GET', url: `/api/article/published/title/${slug}` });
    expect(res.statusCode).toBe(200);
    const { article } = res.json() as {
      article: { slug: string; contentHtml: string; readingMinutes: number };
    };
    expect(article.slug).toBe(slug);
    expect(article.contentHtml).toContain('section 6');
    expect(article.readingMinutes).toBeGreaterThan(1);
  });

  it('reads it by id too', async () => {
    const [row] = await t.db
      .select()
      .from(articles)
      .where(eq(articles.slug, SEED_ARTICLES[0]?.slug ?? ''));
    const res = await t.app.inject({ method: 'GET', url: `/api/article/published/title/${row?.id}` });
    expect(res.json().article.slug).toBe(SEED_ARTICLES[0]?.slug);
    const byId = await t.app.inject({ method: 'GET', url: `/api/article/published/${row?.id}` });
    expect(byId.statusCode).toBe(200);
  });

  it('answers 404 with the catalogue text for a draft or an unknown slug', async () => {
    for (const slug of ['a-draft-nobody-sees', 'no-such-article']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/article/published/title/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Article not found', code: 'NOT_FOUND' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/article/published/not-a-uuid' })).statusCode).toBe(
      400,
    );
  });

  it('sanitises what is stored even if unsafe HTML got into the row', async () => {
    await t.db.insert(articles).values({
      slug: 'unsafe-html',
      title: 'Unsafe',
      excerpt: 'x',
      contentHtml:
        '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">a</a><a href="https://example.com">b</a></p>',
      category: 'Singapore',
      authorName: 'Staff',
      status: 'published',
      publishedAt: new Date('2020-01-01'),
    });
    const { article } = (
      await t.app.inject({ method: 'GET', url: '/api/article/published/title/unsafe-html' })
    ).json() as {
      article: { contentHtml: string };
    };
    expect(article.contentHtml).not.toMatch(/script|onclick|javascript:/);
    expect(article.contentHtml).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">b</a>',
    );
  });
});

describe('seeding', () => {
  it('seeds only an empty table, and seedArticles is idempotent', async () => {
    expect(await ensureArticlesSeeded(t.db)).toBe(false);
    await seedArticles(t.db);
    const rows = await t.db.select({ slug: articles.slug }).from(articles);
    expect(rows.filter((r) => r.slug === SEED_ARTICLES[0]?.slug)).toHaveLength(1);
  });

  it('keeps article links relative to the site', () => {
    expect(sanitizeArticleHtml('<a href="/contact">Contact</a>')).toBe('<a href="/contact">Contact</a>');
  });
});
