import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import {
  articleImagePath,
  readingMinutes,
  slugify,
  type AdminArticle,
  type AdminArticleSummary,
  type ArticleDoc,
  type CreateArticleBody,
  type ListDraftArticlesQuery,
  type PublishArticleBody,
  type UpdateArticleBody,
} from '@quayside/contract/articles';
import { articleMessages } from '@quayside/contract/messages';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { articles, articleSlugHistory } from '../../db/schema/articles';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { checkUpload, type Storage } from '../../lib/storage';
import { assertMay, assertMayCreate } from '../access/access.service';
import { writeAudit } from '../audit/audit.service';
import type { Actor } from '../auth/auth.service';
import { getStoredFile, safeFileName, storeFiles } from '../files/files.service';
import { plainText, renderArticleHtml } from './articles.render';

/**
 * Writing the blog (admin only; the access module's `article` rules): drafts, edits, publishing (now, or at a
 * future date through the job queue), deleting, cover and body images. Every write leaves an audit row.
 *
 * Slugs: generated from the title when none is given, editable. Once an article has been published its old slugs
 * are kept in article_slug_history, so links to them keep working (the API answers the current article, the public
 * page redirects). A slug is unique across current and old slugs.
 */

type Row = typeof articles.$inferSelect;
type Meta = { ip?: string | null };

export const ARTICLE_PUBLISH_QUEUE = 'article-publish';
export type ArticlePublishJob = { articleId: string; at: string };
export const ARTICLE_IMAGE_PURPOSE = 'article-image';

const notFound = () => new AppError('NOT_FOUND', articleMessages.errors.notFound);
const forbidden = () => new AppError('FORBIDDEN', 'Only admins write articles');
const EMPTY_DOC: ArticleDoc = { type: 'doc', content: [] };

async function assertAuthor(db: Db, actor: Actor, id: string, verb: 'read' | 'write' | 'delete'): Promise<void> {
  await assertMay(db, actor, verb, { kind: 'article', id }, { notFound, forbidden });
}

export function toAdminSummary(row: Row): AdminArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags,
    authorName: row.authorName,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    coverImageUrl: row.coverImageId ? articleImagePath(row.coverImageId) : null,
    readingMinutes: row.readingMinutes,
  };
}

async function toAdminArticle(db: Db, row: Row): Promise<AdminArticle> {
  const previous = await db
    .select({ slug: articleSlugHistory.slug })
    .from(articleSlugHistory)
    .where(eq(articleSlugHistory.articleId, row.id))
    .orderBy(desc(articleSlugHistory.createdAt));
  return {
    ...toAdminSummary(row),
    authorRole: row.authorRole,
    content: (row.contentJson as ArticleDoc | null) ?? EMPTY_DOC,
    contentHtml: row.contentHtml,
    coverImageId: row.coverImageId,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    previousSlugs: previous.map((p) => p.slug),
    createdAt: row.createdAt.toISOString(),
  };
}

async function rowOf(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Is the slug used by another article, now or before? */
async function slugTaken(db: Db, slug: string, exceptId: string | null): Promise<boolean> {
  const [current] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), exceptId ? ne(articles.id, exceptId) : undefined))
    .limit(1);
  if (current) return true;
  const [old] = await db
    .select({ id: articleSlugHistory.articleId })
    .from(articleSlugHistory)
    .where(and(eq(articleSlugHistory.slug, slug), exceptId ? ne(articleSlugHistory.articleId, exceptId) : undefined))
    .limit(1);
  return !!old;
}

/** A free slug from the title: "title", then "title-2", "title-3", ... */
async function generatedSlug(db: Db, title: string, exceptId: string | null): Promise<string> {
  const base = slugify(title) || 'article';
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base.slice(0, 114)}-${n}`;
    if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  }
  return `${base.slice(0, 100)}-${Date.now().toString(36)}`;
}

async function assertCoverImage(db: Db, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const file = await getStoredFile(db, id);
  if (!file || file.purpose !== ARTICLE_IMAGE_PURPOSE || file.revokedAt) {
    throw badRequest(articleMessages.errors.coverNotFound, { coverImageId: [articleMessages.errors.coverNotFound] });
  }
}

/** The rendered body and what follows from it. */
function bodyFields(doc: ArticleDoc) {
  const contentHtml = renderArticleHtml(doc);
  return { contentJson: doc, contentHtml, readingMinutes: readingMinutes(contentHtml) };
}

const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (('code' in err && err.code === '23505') || ('cause' in err && isUniqueViolation(err.cause)));

/** Drafts (and scheduled drafts), most recently changed first. */
export async function listDraftArticles(
  db: Db,
  actor: Actor,
  query: ListDraftArticlesQuery,
): Promise<{ articles: AdminArticleSummary[]; nextCursor: string | null; hasMore: boolean }> {
  assertMayCreate(actor, 'article', forbidden);
  const cursor = decodeCursor(query.cursor);
  const rows = await db
    .select({ row: articles, cursorTs: cursorTs(articles.updatedAt) })
    .from(articles)
    .where(and(eq(articles.status, 'draft'), afterCursor(articles.updatedAt, articles.id, cursor)))
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(
    rows.map((r) => ({ ...r, id: r.row.id })),
    query.limit,
  );
  return { articles: page.map((r) => toAdminSummary(r.row)), nextCursor, hasMore: nextCursor !== null };
}

/** One article as its author edits it (draft or published). */
export async function getArticleForEditing(db: Db, actor: Actor, id: string): Promise<AdminArticle> {
  await assertAuthor(db, actor, id, 'read');
  return toAdminArticle(db, await rowOf(db, id));
}

export async function createArticle(db: Db, actor: Actor, body: CreateArticleBody, meta: Meta = {}): Promise<AdminArticle> {
  assertMayCreate(actor, 'article', forbidden);
  const title = (body.title ?? '').trim();
  if (!title) throw badRequest(articleMessages.errors.emptyTitle, { title: [articleMessages.errors.emptyTitle] });
  await assertCoverImage(db, body.coverImageId);
  let slug = body.slug?.trim().toLowerCase() || '';
  if (slug && (await slugTaken(db, slug, null))) throw conflict(articleMessages.errors.slugTaken);
  if (!slug) slug = await generatedSlug(db, title, null);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(articles)
        .values({
          title,
          slug,
          excerpt: body.excerpt?.trim() ?? '',
          ...bodyFields(body.content ?? EMPTY_DOC),
          category: body.category ?? 'Singapore',
          tags: [...new Set(body.tags ?? [])],
          authorName: body.authorName?.trim() || actor.fullName,
          authorRole: body.authorRole ?? null,
          coverImageId: body.coverImageId ?? null,
          seoTitle: body.seoTitle || null,
          seoDescription: body.seoDescription || null,
          status: 'draft',
          createdById: actor.id,
        })
        .returning();
      if (!row) throw new Error('article not created');
      await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'article.created', targetType: 'article', targetId: row.id, ip: meta.ip, meta: { title, slug } });
      return toAdminArticle(tx, row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(articleMessages.errors.slugTaken);
    throw err;
  }
}

export async function updateArticle(db: Db, actor: Actor, id: string, body: UpdateArticleBody, meta: Meta = {}): Promise<AdminArticle> {
  await assertAuthor(db, actor, id, 'write');
  const before = await rowOf(db, id);
  await assertCoverImage(db, body.coverImageId);
  const nextSlug = body.slug?.trim().toLowerCase();
  const slugChanges = !!nextSlug && nextSlug !== before.slug;
  if (slugChanges && (await slugTaken(db, nextSlug, id))) throw conflict(articleMessages.errors.slugTaken);
  const set: Partial<typeof articles.$inferInsert> = { updatedAt: new Date() };
  if (body.title !== undefined) set.title = body.title.trim();
  if (slugChanges) set.slug = nextSlug;
  if (body.excerpt !== undefined) set.excerpt = body.excerpt.trim();
  if (body.content !== undefined) Object.assign(set, bodyFields(body.content));
  if (body.category !== undefined) set.category = body.category;
  if (body.tags !== undefined) set.tags = [...new Set(body.tags)];
  if (body.authorName !== undefined) set.authorName = body.authorName.trim();
  if (body.authorRole !== undefined) set.authorRole = body.authorRole || null;
  if (body.coverImageId !== undefined) set.coverImageId = body.coverImageId;
  if (body.seoTitle !== undefined) set.seoTitle = body.seoTitle || null;
  if (body.seoDescription !== undefined) set.seoDescription = body.seoDescription || null;
  try {
    return await db.transaction(async (tx) => {
      if (slugChanges && nextSlug) {
        // The new slug may be one of this article's own old ones: it is current again.
        await tx.delete(articleSlugHistory).where(and(eq(articleSlugHistory.slug, nextSlug), eq(articleSlugHistory.articleId, id)));
        // Only a slug the public has seen needs to keep answering; a draft's is simply freed.
        if (before.publishedAt) {
          await tx.insert(articleSlugHistory).values({ slug: before.slug, articleId: id }).onConflictDoNothing();
        }
      }
      const [row] = await tx.update(articles).set(set).where(eq(articles.id, id)).returning();
      if (!row) throw notFound();
      const changed = Object.entries(body).flatMap(([k, v]) => (v === undefined ? [] : [k]));
      await writeAudit(tx, {
        actorId: actor.id,
        actorRole: actor.role,
        action: 'article.updated',
        targetType: 'article',
        targetId: id,
        ip: meta.ip,
        meta: { changed, ...(slugChanges ? { fromSlug: before.slug, toSlug: nextSlug } : {}) },
      });
      return toAdminArticle(tx, row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(articleMessages.errors.slugTaken);
    throw err;
  }
}

/**
 * Publishes a draft now (it goes to the top of the published list: newest publishedAt first), or, with a
 * `publishAt` in the future, schedules it: the draft keeps its status until the job queue's article-publish
 * worker publishes it at that time.
 */
export async function publishArticle(
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  id: string,
  body: PublishArticleBody,
  meta: Meta = {},
  now = new Date(),
): Promise<{ article: AdminArticle; scheduled: boolean }> {
  await assertAuthor(db, actor, id, 'write');
  const before = await rowOf(db, id);
  if (before.status === 'published') throw conflict(articleMessages.errors.alreadyPublished);
  const text = plainText(before.contentHtml);
  if (!before.title.trim() || !text) throw badRequest(articleMessages.errors.publishIncomplete);
  const at = body.publishAt ? new Date(body.publishAt) : null;
  const excerpt = before.excerpt.trim() || excerptOf(text);
  if (at && at.getTime() > now.getTime()) {
    const row = await db.transaction(async (tx) => {
      const [r] = await tx.update(articles).set({ scheduledAt: at, excerpt, updatedAt: now }).where(eq(articles.id, id)).returning();
      if (!r) throw notFound();
      await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'article.scheduled', targetType: 'article', targetId: id, ip: meta.ip, meta: { at: at.toISOString() } });
      return r;
    });
    const job: ArticlePublishJob = { articleId: id, at: at.toISOString() };
    await jobs.send(ARTICLE_PUBLISH_QUEUE, job, { startAfter: at, singletonKey: `${id}:${job.at}`, retryLimit: 5, retryDelay: 30 });
    return { article: await toAdminArticle(db, row), scheduled: true };
  }
  const row = await db.transaction(async (tx) => {
    const [r] = await tx
      .update(articles)
      .set({ status: 'published', publishedAt: now, scheduledAt: null, excerpt, updatedAt: now })
      .where(and(eq(articles.id, id), eq(articles.status, 'draft')))
      .returning();
    if (!r) throw conflict(articleMessages.errors.alreadyPublished);
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'article.published', targetType: 'article', targetId: id, ip: meta.ip, meta: { slug: r.slug } });
    return r;
  });
  return { article: await toAdminArticle(db, row), scheduled: false };
}

/**
 * The article-publish worker: publishes the draft if it is still scheduled for this time (a later edit of the
 * schedule queues a new job; deleting the article or publishing it by hand makes this one do nothing).
 */
export async function publishScheduledArticle(db: Db, job: ArticlePublishJob, now = new Date()): Promise<{ published: boolean }> {
  const at = new Date(job.at);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(articles)
      .set({ status: 'published', publishedAt: now, scheduledAt: null, updatedAt: now })
      .where(and(eq(articles.id, job.articleId), eq(articles.status, 'draft'), eq(articles.scheduledAt, at), lte(articles.scheduledAt, now)))
      .returning({ id: articles.id, slug: articles.slug });
    if (!row) return { published: false };
    await writeAudit(tx, { actorId: null, actorRole: 'system', action: 'article.published', targetType: 'article', targetId: row.id, meta: { slug: row.slug, scheduledFor: job.at } });
    return { published: true };
  });
}

/** Removes the article from drafts or published (its old slugs go with it; a pending schedule finds nothing). */
export async function deleteArticle(db: Db, actor: Actor, id: string, meta: Meta = {}): Promise<{ id: string }> {
  await assertAuthor(db, actor, id, 'delete');
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id, slug: articles.slug, title: articles.title, status: articles.status });
    if (!row) throw notFound();
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'article.deleted', targetType: 'article', targetId: id, ip: meta.ip, meta: { slug: row.slug, title: row.title, status: row.status } });
    return { id: row.id };
  });
}

/** An image for an article (cover or body): PNG or JPEG by content, at most 5 MB, stored by the file service. */
export async function uploadArticleImage(
  db: Db,
  storage: Storage,
  actor: Actor,
  file: { buffer: Buffer; filename: string },
  meta: Meta = {},
): Promise<{ id: string; url: string }> {
  assertMayCreate(actor, 'article', forbidden);
  const checked = await checkUpload(file.buffer, { allowed: ['png', 'jpg'], maxBytes: 5 * 1024 * 1024, filename: file.filename });
  const [stored] = await storeFiles(db, storage, [
    { buffer: file.buffer, name: safeFileName(file.filename, checked.extension, 'image'), checked, prefix: 'articles', purpose: ARTICLE_IMAGE_PURPOSE, ownerId: actor.id },
  ]);
  if (!stored) throw new Error('image not stored');
  await writeAudit(db, { actorId: actor.id, actorRole: actor.role, action: 'article.image.uploaded', targetType: 'stored_file', targetId: stored.id, ip: meta.ip, meta: { bytes: file.buffer.length, type: checked.mimeType } });
  return { id: stored.id, url: articleImagePath(stored.id) };
}

/**
 * GET /api/article/images/{id}: article images are public once uploaded (they appear on the blog). A draft's image
 * is reachable only by its random id (a v4 UUID, known to the admins who uploaded it), as in most publishing tools:
 * the editor shows it with a plain <img>, which sends no bearer token, so it cannot be limited to signed-in authors
 * without signed URLs. Decision kept on purpose; revisit if drafts ever carry confidential pictures.
 */
export async function openArticleImage(db: Db, storage: Storage, id: string): Promise<{ mimeType: string; stream: Readable }> {
  const file = await getStoredFile(db, id);
  if (!file || file.purpose !== ARTICLE_IMAGE_PURPOSE || file.revokedAt) throw new AppError('NOT_FOUND', 'Image not found');
  const stream = await storage.stream(file.storageKey).catch(() => {
    throw new AppError('NOT_FOUND', 'Image not found');
  });
  return { mimeType: file.mimeType, stream };
}

/** Scheduled drafts whose time has passed but were not published (a queue that was down): for the start-up sweep. */
export async function overdueScheduledArticles(db: Db, now = new Date()): Promise<ArticlePublishJob[]> {
  const rows = await db
    .select({ id: articles.id, at: articles.scheduledAt })
    .from(articles)
    .where(and(eq(articles.status, 'draft'), lte(articles.scheduledAt, now), sql`${articles.scheduledAt} is not null`))
    .limit(500);
  return rows.flatMap((r) => (r.at ? [{ articleId: r.id, at: r.at.toISOString() }] : []));
}

function excerptOf(text: string): string {
  if (text.length <= 200) return text;
  const cut = text.slice(0, 200);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 150)).trim()}…`;
}
