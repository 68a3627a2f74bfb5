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
  /** The cover image (an uploaded article image), or null. */
  coverImageUrl: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  /** Sanitised HTML: only the tags and attributes of the article allow-list survive. */
  contentHtml: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
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

/* ------------------------------------------------------------------ authoring (admin) */

/**
 * The article body as the editor stores it: a TipTap (ProseMirror) JSON document. Only its outer shape is
 * checked here; the API renders it with the editor's own extensions (an unknown node or mark is a 400) and
 * sanitises the HTML with the article allow-list.
 */
export const articleNodeSchema = z.looseObject({ type: z.string().min(1).max(40) });
export const articleDocSchema = z.object({
  type: z.literal('doc'),
  content: z.array(articleNodeSchema).max(2000).default([]),
});
export type ArticleDoc = z.infer<typeof articleDocSchema>;

/** A slug: lower-case words joined by single hyphens. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const articleSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(120, { error: 'At most 120 characters' })
  .regex(ARTICLE_SLUG_PATTERN, { error: 'Lower-case letters, digits and single hyphens only' });

const tagSchema = z.string().trim().min(1).max(40);

/** What an admin writes. Every field but the title may be left for later while the article is a draft. */
export const articleFieldsSchema = z.object({
  title: z.string().trim().min(1, { error: 'Give the article a title' }).max(200),
  /** Generated from the title when empty; changing it keeps the old one answering (redirect). */
  slug: articleSlugSchema.or(z.literal('')).optional(),
  excerpt: z.string().trim().max(500).default(''),
  content: articleDocSchema.default({ type: 'doc', content: [] }),
  category: z.enum(ARTICLE_CATEGORIES).default('Singapore'),
  tags: z.array(tagSchema).max(10).default([]),
  authorName: z.string().trim().min(1).max(100).optional(),
  authorRole: z.string().trim().max(100).nullable().optional(),
  /** An image uploaded through POST /api/article/images. */
  coverImageId: z.uuid().nullable().optional(),
  seoTitle: z.string().trim().max(70, { error: 'At most 70 characters' }).nullable().optional(),
  seoDescription: z.string().trim().max(160, { error: 'At most 160 characters' }).nullable().optional(),
});
export const createArticleBodySchema = articleFieldsSchema;
export type CreateArticleBody = z.infer<typeof createArticleBodySchema>;
export type CreateArticleInput = z.input<typeof createArticleBodySchema>;
export const updateArticleBodySchema = z.object({
  title: articleFieldsSchema.shape.title.optional(),
  slug: articleFieldsSchema.shape.slug,
  excerpt: z.string().trim().max(500).optional(),
  content: articleDocSchema.optional(),
  category: z.enum(ARTICLE_CATEGORIES).optional(),
  tags: z.array(tagSchema).max(10).optional(),
  authorName: articleFieldsSchema.shape.authorName,
  authorRole: articleFieldsSchema.shape.authorRole,
  coverImageId: articleFieldsSchema.shape.coverImageId,
  seoTitle: articleFieldsSchema.shape.seoTitle,
  seoDescription: articleFieldsSchema.shape.seoDescription,
});
export type UpdateArticleBody = z.infer<typeof updateArticleBodySchema>;

/** PUT /api/article/{id}/publish: now, or at `publishAt` when it is in the future (scheduled through the job queue). */
export const publishArticleBodySchema = z
  .object({ publishAt: z.iso.datetime({ offset: true }).nullable().optional() })
  .default({});
export type PublishArticleBody = z.infer<typeof publishArticleBodySchema>;

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The authoring view of an article (admin only): the editor's document and the draft's state. */
export const adminArticleSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  authorName: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  /** When a draft is due to be published by the job queue. */
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  coverImageUrl: z.string().nullable(),
  readingMinutes: z.number().int(),
});
export type AdminArticleSummary = z.infer<typeof adminArticleSummarySchema>;

export const adminArticleSchema = adminArticleSummarySchema.extend({
  authorRole: z.string().nullable(),
  content: articleDocSchema,
  contentHtml: z.string(),
  coverImageId: z.uuid().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  /** Slugs the article had before: they still answer, with the current article. */
  previousSlugs: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const listDraftArticlesQuerySchema = z.object({
  cursor: cursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ListDraftArticlesQuery = z.infer<typeof listDraftArticlesQuerySchema>;
export const listDraftArticlesResponseSchema = z.object({
  articles: z.array(adminArticleSummarySchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type ListDraftArticlesResponse = z.infer<typeof listDraftArticlesResponseSchema>;

export const adminArticleResponseSchema = z.object({ article: adminArticleSchema });
export type AdminArticleResponse = z.infer<typeof adminArticleResponseSchema>;
export const articleWriteResponseSchema = z.object({ message: z.string(), article: adminArticleSchema });
export type ArticleWriteResponse = z.infer<typeof articleWriteResponseSchema>;
export const articleDeleteResponseSchema = z.object({ message: z.string(), id: z.uuid() });
export type ArticleDeleteResponse = z.infer<typeof articleDeleteResponseSchema>;

export const articleImageResponseSchema = z.object({ id: z.uuid(), url: z.string() });
export type ArticleImageResponse = z.infer<typeof articleImageResponseSchema>;

/** Where an uploaded article image is served from (public, cached). */
export const articleImagePath = (fileId: string) => `/api/article/images/${fileId}`;
