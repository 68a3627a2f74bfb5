import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './platform';
import { timestamps, users } from './users';

/** Messages sent through the public contact form; kept so nothing is lost even when mail delivery fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When staff were e-mailed; null when delivery failed (the message is still here to read). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt, t.id)],
);

/** Job applications from /career, with the CV in storage (stored_files, purpose "cv"). */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** An opening's slug, or "general". */
    position: text('position').notNull(),
    positionTitle: text('position_title').notNull(),
    office: text('office').notNull(),
    linkedinUrl: text('linkedin_url'),
    coverLetter: text('cover_letter'),
    cvFileId: uuid('cv_file_id')
      .notNull()
      .references(() => storedFiles.id),
    cvFileName: text('cv_file_name').notNull(),
    cvSizeBytes: bigint('cv_size_bytes', { mode: 'number' }).notNull(),
    ip: text('ip'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_applications_created_idx').on(t.createdAt, t.id)],
);

/** Blog articles: drafts and published. Published ones are listed newest first by published_at. */
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
    index('articles_drafts_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.status} = 'draft'`),
  ],
);
