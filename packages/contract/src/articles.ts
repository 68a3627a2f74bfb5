import { z } from 'zod';
import { cursorParamSchema } from './cursor';
import { ARTICLE_CATEGORIES, ARTICLE_PAGE_SIZE } from './articles-meta';

/**
 * Blog articles (part 2: "Article (blog): id, slug or title; a published list and a drafts list").
 * Public reads: GET /api/article/published, GET /api/article/published/{id},
 * GET /api/article/published/title/{slugOrId}. The authoring side builds on these schemas.
 */

export { ARTICLE_CATEGORIES, ARTICLE_PAGE_SIZE, type ArticleCategory } from './articles-meta';

export const articleSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  authorName: z.string(),
  authorRole: z.string().nullable(),
  readingMinutes: z.number().int(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  /** Sanitised HTML: only the tags and attributes of the article allow-list survive. */
  contentHtml: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const listPublishedArticlesQuerySchema = z.object({
  cursor: cursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ARTICLE_PAGE_SIZE),
  category: z.enum(ARTICLE_CATEGORIES).optional(),
});
export type ListPublishedArticlesQuery = z.infer<typeof listPublishedArticlesQuerySchema>;

export const listPublishedArticlesResponseSchema = z.object({
  articles: z.array(articleSummarySchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type ListPublishedArticlesResponse = z.infer<typeof listPublishedArticlesResponseSchema>;

export const articleResponseSchema = z.object({ article: articleSchema });
export type ArticleResponse = z.infer<typeof articleResponseSchema>;

export const articleSlugOrIdParamsSchema = z.object({
  slugOrId: z.string().trim().min(1).max(200),
});
export const articleIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid article id' }) });

/** "Singapore's partial tax exemption" -> "singapores-partial-tax-exemption". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** Reading time at 200 words a minute (these are dense texts), rounded up. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/**
 * Data the API hands to the web app's server render of the blog pages (and that the page embeds as JSON for
 * hydration): the first page of the list, or one article (null when the slug is unknown).
 */
export type SsrInitialData =
  | { kind: 'articles'; articles: ArticleSummary[]; nextCursor: string | null; hasMore: boolean }
  | { kind: 'article'; slug: string; article: Article | null };
