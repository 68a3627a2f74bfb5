import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminArticleResponseSchema,
  articleDeleteResponseSchema,
  articleIdParamsSchema,
  articleImageResponseSchema,
  articleResponseSchema,
  articleSlugOrIdParamsSchema,
  articleWriteResponseSchema,
  createArticleBodySchema,
  listDraftArticlesQuerySchema,
  listDraftArticlesResponseSchema,
  listPublishedArticlesQuerySchema,
  listPublishedArticlesResponseSchema,
  publishArticleBodySchema,
  updateArticleBodySchema,
} from '@quayside/contract/articles';
import { apiErrorSchema } from '@quayside/contract/errors';
import { articleMessages, clientMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { actorOf } from '../auth/auth.service';
import { articlesRss } from './articles.feed';
import {
  createArticle,
  deleteArticle,
  ensureArticlesSeeded,
  getArticleForEditing,
  getPublishedArticle,
  getPublishedArticleById,
  listDraftArticles,
  listPublishedArticles,
  listPublishedArticlesForFeed,
  openArticleImage,
  publishArticle,
  updateArticle,
  uploadArticleImage,
} from './articles.service';

const ok = articleMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The blog: public reads of published articles (anyone; drafts are never returned), its RSS feed and images, and
 * the authoring calls (admin: drafts, create, update, publish or schedule, delete, image upload). The services ask
 * the access module and write the audit rows.
 */
export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  // A fresh installation starts with the firm's articles (tests seed explicitly).
  if (app.deps.config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      await ensureArticlesSeeded(app.deps.db);
    });
  }

  app.get(
    '/api/article/published',
    {
      schema: {
        tags: ['articles'],
        summary: 'Published articles, newest first (cursor paging)',
        querystring: listPublishedArticlesQuerySchema,
        response: { 200: listPublishedArticlesResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return listPublishedArticles(app.deps.db, request.query);
    },
  );

  app.get(
    '/api/article/published/title/:slugOrId',
    {
      schema: {
        tags: ['articles'],
        summary: 'A published article by slug (or id)',
        params: articleSlugOrIdParamsSchema,
        response: { 200: articleResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { article: await getPublishedArticle(app.deps.db, request.params.slugOrId) };
    },
  );

  app.get(
    '/api/article/published/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'A published article by id',
        params: articleIdParamsSchema,
        response: { 200: articleResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { article: await getPublishedArticleById(app.deps.db, request.params.id) };
    },
  );

  app.get(
    '/api/article/images/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'An uploaded article image (public: it appears on the blog)',
        params: articleIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { mimeType, stream } = await openArticleImage(app.deps.db, app.deps.storage, request.params.id);
      reply
        .header('content-type', mimeType)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'");
      return reply.send(stream);
    },
  );

  app.get('/resources/blogs/feed.xml', { schema: { hide: true } }, async (_request, reply) => {
    const items = await listPublishedArticlesForFeed(app.deps.db);
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return articlesRss(items, app.deps.config.publicUrl);
  });

  /* ---------------------------------------------------------------- authoring (admin) */

  const { db, jobs, storage } = app.deps;
  const preHandler = app.requireAuth(['admin']);
  const tags = ['articles'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/article/drafts',
    {
      preHandler,
      schema: { tags, security, summary: 'Draft (and scheduled) articles, most recently changed first', querystring: listDraftArticlesQuerySchema, response: { 200: listDraftArticlesResponseSchema, ...errors } },
    },
    async (request) => listDraftArticles(db, actorOf(request), request.query),
  );

  app.get(
    '/api/article/:id',
    { preHandler, schema: { tags, security, summary: 'An article as its author edits it (draft or published)', params: articleIdParamsSchema, response: { 200: adminArticleResponseSchema, ...errors } } },
    async (request) => ({ article: await getArticleForEditing(db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/api/article',
    { preHandler, schema: { tags, security, summary: 'Create a draft article', body: createArticleBodySchema, response: { 201: articleWriteResponseSchema, ...errors } } },
    async (request, reply) => {
      const article = await createArticle(db, actorOf(request), request.body, { ip: request.ip });
      return reply.status(201).send({ message: ok.created, article });
    },
  );

  app.put(
    '/api/article/:id',
    { preHandler, schema: { tags, security, summary: 'Change an article (draft or published)', params: articleIdParamsSchema, body: updateArticleBodySchema, response: { 200: articleWriteResponseSchema, ...errors } } },
    async (request) => ({ message: ok.updated, article: await updateArticle(db, actorOf(request), request.params.id, request.body, { ip: request.ip }) }),
  );

  app.put(
    '/api/article/:id/publish',
    {
      preHandler,
      schema: { tags, security, summary: 'Publish a draft now (top of the published list), or at publishAt through the job queue', params: articleIdParamsSchema, body: publishArticleBodySchema, response: { 200: articleWriteResponseSchema, ...errors } },
    },
    async (request) => {
      const { article, scheduled } = await publishArticle(db, jobs, actorOf(request), request.params.id, request.body ?? {}, { ip: request.ip });
      return { message: scheduled ? ok.scheduled : ok.published, article };
    },
  );

  app.delete(
    '/api/article/:id',
    { preHandler, schema: { tags, security, summary: 'Delete an article (from drafts or published)', params: articleIdParamsSchema, response: { 200: articleDeleteResponseSchema, ...errors } } },
    async (request) => ({ message: ok.deleted, ...(await deleteArticle(db, actorOf(request), request.params.id, { ip: request.ip })) }),
  );

  app.post(
    '/api/article/images',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Upload an article image (multipart: one PNG or JPEG in the field file, checked by content)',
        consumes: ['multipart/form-data'],
        response: { 201: articleImageResponseSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
      const body = await readMultipart(request, { maxFiles: 1 });
      const [file] = body.files;
      if (!file || body.files.some((f) => f.field !== 'file')) throw new AppError('VALIDATION_FAILED', 'Send one image in the field file');
      const image = await uploadArticleImage(db, storage, actorOf(request), file, { ip: request.ip });
      return reply.status(201).send(image);
    },
  );
};
