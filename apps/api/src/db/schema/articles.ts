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
    /** Sanitised on every write (articles.service sanitizeArticleHtml). */
    contentHtml: text('content_html').notNull(),
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
