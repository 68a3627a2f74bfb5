import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSlugHistory, auditLogs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, type World } from '../companies/companies.test-helpers';
import { multipartBody } from '../../test/route-table';
import { seedArticles } from './articles.service';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  await seedArticles(t.db);
});
afterAll(async () => {
  await t.close();
});

type AdminArticle = {
  id: string;
  slug: string;
  title: string;
  status: 'draft' | 'published';
  excerpt: string;
  contentHtml: string;
  publishedAt: string | null;
  scheduledAt: string | null;
  previousSlugs: string[];
  readingMinutes: number;
  coverImageUrl: string | null;
  authorName: string;
};

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...texts: string[]) => ({ type: 'doc', content: texts.map(paragraph) });

const admin = () => w.auth(w.admin);
async function create(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/article', headers: admin(), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().article as AdminArticle;
}
const publish = (id: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/article/${id}/publish`, headers: admin(), payload });
const publishedSlugs = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/article/published?limit=50' })).json().articles as { slug: string }[]).map((a) => a.slug);
const draftIds = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/article/drafts?limit=50', headers: admin() })).json().articles as { id: string }[]).map((a) => a.id);
const auditActions = async (id: string) =>
  (await t.db.select({ action: auditLogs.action, actorId: auditLogs.actorId }).from(auditLogs).where(and(eq(auditLogs.targetType, 'article'), eq(auditLogs.targetId, id)))).map((r) => r.action);

describe('POST /api/article', () => {
  it('creates a draft with "Blog created": the slug from the title, the body rendered and sanitised, the author by default', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article',
      headers: admin(),
      payload: {
        title: 'Filing GST in Singapore: the quarterly return',
        excerpt: 'What goes into the F5.',
        content: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Due dates' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'See IRAS', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] },
          ],
        },
        tags: ['GST', 'GST', 'IRAS'],
        category: 'Singapore',
        seoTitle: 'GST F5 return guide',
        seoDescription: 'How a Singapore company files its quarterly GST return.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Blog created');
    const article = res.json().article as AdminArticle & { tags: string[]; seoTitle: string };
    expect(article).toMatchObject({ slug: 'filing-gst-in-singapore-the-quarterly-return', status: 'draft', publishedAt: null, authorName: 'Ada Admin', tags: ['GST', 'IRAS'], seoTitle: 'GST F5 return guide' });
    expect(article.contentHtml).toContain('<h2>Due dates</h2>');
    expect(article.contentHtml).not.toMatch(/javascript:/);
    expect(await auditActions(article.id)).toEqual(['article.created']);
    expect(await draftIds()).toContain(article.id);
    expect(await publishedSlugs()).not.toContain(article.slug);
  });

  it('makes a generated slug unique and refuses a slug that is taken (409)', async () => {
    const a = await create({ title: 'Same title' });
    const b = await create({ title: 'Same title' });
    expect([a.slug, b.slug]).toEqual(['same-title', 'same-title-2']);
    const res = await t.app.inject({ method: 'POST', url: '/api/article', headers: admin(), payload: { title: 'Other', slug: 'same-title' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Another article already uses this slug', code: 'CONFLICT' });
  });

  it('answers 400 with the fields for a bad body, a bad slug or a body the editor could not make', async () => {
    for (const payload of [{}, { title: '' }, { title: 'x', slug: 'Not A Slug!' }, { title: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, { title: 'x', seoTitle: 'x'.repeat(71) }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/article', headers: admin(), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toBeTruthy();
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/article', headers: admin(), payload: { title: 'x', content: { type: 'doc', content: [{ type: 'iframe' }] } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The article body could not be read: use the editor' });
    const cover = await t.app.inject({ method: 'POST', url: '/api/article', headers: admin(), payload: { title: 'x', coverImageId: '0b6f5a8e-2d4c-4e1a-9b7f-3c2d1e0f9a8b' } });
    expect(cover.statusCode).toBe(400);
  });

  it('is for admins only: 401 without a token, 403 for every other role', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/article', payload: { title: 'x' } })).statusCode).toBe(401);
    for (const user of [w.preparerA, w.approver, w.clientA]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/article', headers: w.auth(user), payload: { title: 'x' } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('PUT /api/article/{id}', () => {
  it('saves changes with "Blog updated" and recomputes the reading time', async () => {
    const a = await create({ title: 'Draft to edit' });
    const long = Array.from({ length: 450 }, () => 'word').join(' ');
    const res = await t.app.inject({ method: 'PUT', url: `/api/article/${a.id}`, headers: admin(), payload: { content: doc(long), excerpt: 'Now with text' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Blog updated', article: { excerpt: 'Now with text', readingMinutes: 3 } });
    expect(await auditActions(a.id)).toContain('article.updated');
  });

  it('a draft frees its old slug; a published article keeps its old slug answering with the current article', async () => {
    const draft = await create({ title: 'Renamed draft' });
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/article/${draft.id}`, headers: admin(), payload: { slug: 'renamed-draft-2026' } });
    expect(renamed.json().article).toMatchObject({ slug: 'renamed-draft-2026', previousSlugs: [] });

    const a = await create({ title: 'Moving article', content: doc('Body text') });
    expect((await publish(a.id)).statusCode).toBe(200);
    const moved = await t.app.inject({ method: 'PUT', url: `/api/article/${a.id}`, headers: admin(), payload: { slug: 'moved-article' } });
    expect(moved.json().article).toMatchObject({ slug: 'moved-article', previousSlugs: ['moving-article'] });
    // The old slug answers with the article as it is now; the new one too.
    const old = await t.app.inject({ method: 'GET', url: '/api/article/published/title/moving-article' });
    expect(old.statusCode).toBe(200);
    expect(old.json().article).toMatchObject({ id: a.id, slug: 'moved-article' });
    // Nobody else may take the old slug, and the article may take it back.
    const taken = await t.app.inject({ method: 'POST', url: '/api/article', headers: admin(), payload: { title: 'Thief', slug: 'moving-article' } });
    expect(taken.statusCode).toBe(409);
    const back = await t.app.inject({ method: 'PUT', url: `/api/article/${a.id}`, headers: admin(), payload: { slug: 'moving-article' } });
    expect(back.json().article).toMatchObject({ slug: 'moving-article', previousSlugs: ['moved-article'] });
    const rows = await t.db.select().from(articleSlugHistory).where(eq(articleSlugHistory.articleId, a.id));
    expect(rows.map((r) => r.slug)).toEqual(['moved-article']);
  });

  it('answers 404 for an unknown article, 400 for a bad id, 403 for non-admins', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/article/0b6f5a8e-2d4c-4e1a-9b7f-3c2d1e0f9a8b', headers: admin(), payload: { title: 'x' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/api/article/nope', headers: admin(), payload: { title: 'x' } })).statusCode).toBe(400);
    const a = await create({ title: 'Not yours' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/article/${a.id}`, headers: w.auth(w.preparerA), payload: { title: 'x' } })).statusCode).toBe(403);
  });
});

describe('PUT /api/article/{id}/publish', () => {
  it('moves the draft from drafts to the top of published, with "Blog published"', async () => {
    const first = await create({ title: 'First to publish', content: doc('One') });
    const second = await create({ title: 'Second to publish', content: doc('Two') });
    const res = await publish(first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Blog published', article: { status: 'published' } });
    expect((await publishedSlugs())[0]).toBe(first.slug);
    expect(await draftIds()).not.toContain(first.id);
    await publish(second.id);
    expect((await publishedSlugs()).slice(0, 2)).toEqual([second.slug, first.slug]);
    expect(await auditActions(second.id)).toContain('article.published');
    // Its excerpt, when none was written, comes from the text.
    const pub = await t.app.inject({ method: 'GET', url: `/api/article/published/title/${second.slug}` });
    expect(pub.json().article).toMatchObject({ excerpt: 'Two', contentHtml: '<p>Two</p>' });
  });

  it('answers 409 for an article already published and 400 for one with no text', async () => {
    const a = await create({ title: 'Twice', content: doc('x') });
    await publish(a.id);
    const again = await publish(a.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This article is already published');
    const empty = await create({ title: 'Empty' });
    const res = await publish(empty.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Add an excerpt and some text before publishing');
  });

  it('with a future publishAt, schedules it: the draft stays a draft with its date, "Blog scheduled"', async () => {
    const a = await create({ title: 'Later', content: doc('Soon') });
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const res = await publish(a.id, { publishAt: at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Blog scheduled', article: { status: 'draft', scheduledAt: at } });
    expect(await draftIds()).toContain(a.id);
    expect(await publishedSlugs()).not.toContain(a.slug);
    expect(await auditActions(a.id)).toContain('article.scheduled');
    // A past date publishes now.
    const b = await create({ title: 'Backdated', content: doc('Now') });
    const now = await publish(b.id, { publishAt: '2020-01-01T00:00:00Z' });
    expect(now.json()).toMatchObject({ message: 'Blog published', article: { status: 'published' } });
  });

  it('is for admins only', async () => {
    const a = await create({ title: 'Guarded', content: doc('x') });
    for (const user of [w.preparerA, w.approver, w.clientA]) {
      expect((await t.app.inject({ method: 'PUT', url: `/api/article/${a.id}/publish`, headers: w.auth(user), payload: {} })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'PUT', url: `/api/article/${a.id}/publish`, payload: {} })).statusCode).toBe(401);
  });
});

describe('DELETE /api/article/{id}', () => {
  it('removes a draft or a published article from both lists, with "Blog deleted"', async () => {
    const draft = await create({ title: 'Draft to delete' });
    const pub = await create({ title: 'Published to delete', content: doc('x') });
    await publish(pub.id);
    for (const a of [draft, pub]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/article/${a.id}`, headers: admin() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Blog deleted', id: a.id });
      expect(await auditActions(a.id)).toContain('article.deleted');
    }
    expect(await draftIds()).not.toContain(draft.id);
    expect(await publishedSlugs()).not.toContain(pub.slug);
    expect((await t.app.inject({ method: 'GET', url: `/api/article/published/${pub.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/article/${pub.id}`, headers: admin() })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const a = await create({ title: 'Keep me' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/article/${a.id}`, headers: w.auth(w.approver) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/article/${a.id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/article/drafts and GET /api/article/{id}', () => {
  it('lists drafts most recently changed first, paged; reads one draft with its editor document', async () => {
    const a = await create({ title: 'Older draft' });
    const b = await create({ title: 'Newer draft', content: doc('Hello') });
    const page = (await t.app.inject({ method: 'GET', url: '/api/article/drafts?limit=1', headers: admin() })).json() as { articles: { id: string }[]; nextCursor: string; hasMore: boolean };
    expect(page.articles.map((x) => x.id)).toEqual([b.id]);
    expect(page.hasMore).toBe(true);
    const next = (await t.app.inject({ method: 'GET', url: `/api/article/drafts?limit=1&cursor=${page.nextCursor}`, headers: admin() })).json();
    expect(next.articles[0].id).toBe(a.id);
    const one = await t.app.inject({ method: 'GET', url: `/api/article/${b.id}`, headers: admin() });
    expect(one.json().article).toMatchObject({ id: b.id, content: doc('Hello'), status: 'draft' });
    // Drafts are never public.
    expect((await t.app.inject({ method: 'GET', url: `/api/article/published/${b.id}` })).statusCode).toBe(404);
  });

  it('refuses other roles (403) and nobody (401)', async () => {
    for (const user of [w.preparerA, w.approver, w.clientA]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/article/drafts', headers: w.auth(user) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/article/drafts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/article/drafts?cursor=forged' , headers: admin() })).statusCode).toBe(400);
  });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa64a0c0000000049454e44ae426082',
  'hex',
);

describe('POST /api/article/images and GET /api/article/images/{id}', () => {
  it('stores a PNG checked by content, serves it publicly, and takes it as a cover', async () => {
    const mp = multipartBody({}, [{ field: 'file', filename: 'chart.png', type: 'image/png', data: PNG }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/article/images', headers: { ...admin(), ...mp.headers }, payload: mp.payload });
    expect(res.statusCode, res.body).toBe(201);
    const { id, url } = res.json() as { id: string; url: string };
    expect(url).toBe(`/api/article/images/${id}`);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const a = await create({ title: 'With a cover', coverImageId: id, content: { type: 'doc', content: [{ type: 'image', attrs: { src: url, alt: 'Chart' } }, paragraph('Text')] } });
    expect(a.coverImageUrl).toBe(url);
    expect(a.contentHtml).toContain(`<img loading="lazy" src="${url}" alt="Chart" />`);
  });

  it('refuses a file that is not an image by its content (415), a second file, and non-admins', async () => {
    const svg = multipartBody({}, [{ field: 'file', filename: 'x.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>') }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/article/images', headers: { ...admin(), ...svg.headers }, payload: svg.payload });
    expect(res.statusCode).toBe(415);
    const two = multipartBody({}, [{ field: 'file', filename: 'a.png', type: 'image/png', data: PNG }, { field: 'other', filename: 'b.png', type: 'image/png', data: PNG }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/article/images', headers: { ...admin(), ...two.headers }, payload: two.payload })).statusCode).toBeGreaterThanOrEqual(400);
    const mp = multipartBody({}, [{ field: 'file', filename: 'a.png', type: 'image/png', data: PNG }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/article/images', headers: { ...w.auth(w.clientA), ...mp.headers }, payload: mp.payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/article/images/0b6f5a8e-2d4c-4e1a-9b7f-3c2d1e0f9a8b' })).statusCode).toBe(404);
  });
});

describe('GET /resources/blogs/feed.xml', () => {
  it('is an RSS 2.0 feed of the published articles, newest first, with absolute links', async () => {
    const a = await create({ title: 'Feed newest', content: doc('Fresh') });
    await publish(a.id);
    const res = await t.app.inject({ method: 'GET', url: '/resources/blogs/feed.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<rss version="2.0"');
    const origin = t.deps.config.publicUrl;
    const firstLink = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(res.body)?.[1];
    expect(firstLink).toBe(`${origin}/resources/blogs/${a.slug}`);
    expect(res.body).not.toContain('<script');
  });
});
