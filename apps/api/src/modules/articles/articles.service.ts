import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Article, ArticleSummary, ListPublishedArticlesQuery } from '@quayside/contract/articles';
import { articleImagePath, readingMinutes } from '@quayside/contract/articles';
import { articleMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { articles, articleSlugHistory } from '../../db/schema/articles';
import { AppError } from '../../lib/errors';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { sanitizeArticleHtml } from './articles.render';
import { SEED_ARTICLES } from './articles.seed-data';

type Row = typeof articles.$inferSelect;

export { renderArticleHtml, sanitizeArticleHtml } from './articles.render';
export {
  ARTICLE_PUBLISH_QUEUE,
  createArticle,
  deleteArticle,
  getArticleForEditing,
  listDraftArticles,
  openArticleImage,
  overdueScheduledArticles,
  publishArticle,
  publishScheduledArticle,
  updateArticle,
  uploadArticleImage,
  type ArticlePublishJob,
} from './articles.authoring';

const iso = (d: Date | null) => (d ?? new Date(0)).toISOString();

export function toArticleSummary(row: Row): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags,
    authorName: row.authorName,
    authorRole: row.authorRole,
    readingMinutes: row.readingMinutes,
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.updatedAt),
    coverImageUrl: row.coverImageId ? articleImagePath(row.coverImageId) : null,
  };
}

export function toArticle(row: Row): Article {
  return {
    ...toArticleSummary(row),
    contentHtml: sanitizeArticleHtml(row.contentHtml),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

const isPublished = eq(articles.status, 'published');

/** Published articles, newest first (keyset on published_at, id). */
export async function listPublishedArticles(
  db: Db,
  query: ListPublishedArticlesQuery,
): Promise<{ articles: ArticleSummary[]; nextCursor: string | null; hasMore: boolean }> {
  const cursor = decodeCursor(query.cursor);
  const rows = await db
    .select({ row: articles, cursorTs: cursorTs(articles.publishedAt) })
    .from(articles)
    .where(
      and(
        isPublished,
        query.category ? eq(articles.category, query.category) : undefined,
        afterCursor(articles.publishedAt, articles.id, cursor),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(
    rows.map((r) => ({ ...r, id: r.row.id })),
    query.limit,
  );
  return { articles: page.map((r) => toArticleSummary(r.row)), nextCursor, hasMore: nextCursor !== null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A published article by slug, or by id (the spec's {slugOrId}). 404 for drafts and unknown ones. */
export async function getPublishedArticle(db: Db, slugOrId: string): Promise<Article> {
  const key = slugOrId.trim();
  const match = UUID.test(key)
    ? or(eq(articles.id, key), eq(articles.slug, key.toLowerCase()))
    : eq(articles.slug, key.toLowerCase());
  const [row] = await db.select().from(articles).where(and(isPublished, match)).limit(1);
  if (row) return toArticle(row);
  // A slug the article had before answers with the article as it is now (its current slug tells the caller).
  const [moved] = await db
    .select({ row: articles })
    .from(articleSlugHistory)
    .innerJoin(articles, eq(articles.id, articleSlugHistory.articleId))
    .where(and(isPublished, eq(articleSlugHistory.slug, key.toLowerCase())))
    .limit(1);
  if (!moved) throw new AppError('NOT_FOUND', articleMessages.errors.notFound);
  return toArticle(moved.row);
}

export async function getPublishedArticleById(db: Db, id: string): Promise<Article> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(isPublished, eq(articles.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', articleMessages.errors.notFound);
  return toArticle(row);
}

/** Slug and last change of every published article, for sitemap.xml. */
export async function listPublishedArticleUrls(db: Db): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(isPublished)
    .orderBy(desc(articles.publishedAt))
    .limit(5000);
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() }));
}

/** The firm's starting articles, published. Idempotent: an existing slug is left as it is. */
export async function seedArticles(db: Db): Promise<void> {
  for (const a of SEED_ARTICLES) {
    const contentHtml = sanitizeArticleHtml(a.contentHtml);
    const publishedAt = new Date(a.publishedAt);
    await db
      .insert(articles)
      .values({
        ...a,
        contentHtml,
        readingMinutes: readingMinutes(contentHtml),
        status: 'published',
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .onConflictDoNothing({ target: articles.slug });
  }
}

/**
 * Seeds the starting articles on a fresh database (no article rows at all), so the blog is never empty after
 * a new installation; once staff have articles, nothing is added back (a deleted seed article stays deleted).
 */
export async function ensureArticlesSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(articles);
  if ((row?.n ?? 0) > 0) return false;
  await seedArticles(db);
  return true;
}

/** Used by tests and the authoring side: the number of published articles. */
export async function countPublishedArticles(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(isPublished);
  return row?.n ?? 0;
}

/**
 * Published articles matching any of the lexemes (the chatbot's search; already stemmed, plain [a-z0-9]), with
 * ts_rank_cd and how many of the lexemes each contains. Uses articles_search_idx (the same expression).
 */
export async function searchPublishedArticles(
  db: Db,
  input: { lexemes: readonly string[]; limit: number },
): Promise<{ slug: string; title: string; excerpt: string; rank: number; matched: number }[]> {
  if (input.lexemes.length === 0) return [];
  const doc = sql`to_tsvector('english', ${articles.title} || ' ' || ${articles.excerpt} || ' ' || ${articles.contentHtml})`;
  const query = sql`to_tsquery('simple', ${input.lexemes.join(' | ')})`;
  const result = (await db.execute(sql`
    select ${articles.slug} as slug, ${articles.title} as title, ${articles.excerpt} as excerpt,
           ts_rank_cd(${doc}, ${query}, 1)::float8 as rank,
           (select count(*) from unnest(${sql.raw('ARRAY[')}${sql.join(input.lexemes.map((l) => sql`${l}`), sql`, `)}${sql.raw(']::text[]')}) l where ${doc} @@ to_tsquery('simple', l))::int as matched
    from ${articles}
    where ${articles.status} = 'published' and ${doc} @@ ${query}
    order by rank desc limit ${input.limit}`)) as unknown as { rows: { slug: string; title: string; excerpt: string; rank: number; matched: number }[] };
  return result.rows.map((r) => ({ ...r, rank: Number(r.rank), matched: Number(r.matched) }));
}

/** The newest published articles with their bodies, for the RSS feed. */
export async function listPublishedArticlesForFeed(db: Db, limit = 20): Promise<Article[]> {
  const rows = await db.select().from(articles).where(isPublished).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(limit);
  return rows.map(toArticle);
}
