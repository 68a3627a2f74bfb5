import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleIdParamsSchema,
  articleResponseSchema,
  articleSlugOrIdParamsSchema,
  listPublishedArticlesQuerySchema,
  listPublishedArticlesResponseSchema,
} from '@quayside/contract/articles';
import { apiErrorSchema } from '@quayside/contract/errors';
import {
  ensureArticlesSeeded,
  getPublishedArticle,
  getPublishedArticleById,
  listPublishedArticles,
} from './articles.service';

/** Public reads of the blog. Anyone may call them; drafts are never returned. */
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
};
