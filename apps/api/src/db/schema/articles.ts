import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Rendered from contentJson and sanitised on every write (articles.service renderArticleHtml). */
    contentHtml: text('content_html').notNull(),
    /** The editor's TipTap document; null for the seeded articles, which were written as HTML. */
    contentJson: jsonb('content_json').$type<{ type: 'doc'; content: Record<string, unknown>[] }>(),
    /** An uploaded article image (stored_files, purpose article-image). */
    coverImageId: uuid('cover_image_id'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** A draft due to be published by the job queue (queue article-publish) at this time. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role'),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('articles_slug_unique').on(t.slug),
    index('articles_published_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.status} = 'published'`),
    // The chatbot's search of published articles (articles.service searchPublishedArticles uses this expression).
    index('articles_search_idx')
      .using('gin', sql`to_tsvector('english', ${t.title} || ' ' || ${t.excerpt} || ' ' || ${t.contentHtml})`)
      .where(sql`${t.status} = 'published'`),
    index('articles_drafts_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.status} = 'draft'`),
  ],
);

/**
 * Slugs an article had before (its slug was edited): they keep answering with the article, and the public page
 * redirects to the current slug. A slug lives in one place at a time: the articles table or here.
 */
export const articleSlugHistory = pgTable(
  'article_slug_history',
  {
    slug: text('slug').primaryKey(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_slug_history_article_idx').on(t.articleId)],
);
