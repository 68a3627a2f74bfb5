import {
  adminArticleResponseSchema,
  articleDeleteResponseSchema,
  articleWriteResponseSchema,
  listDraftArticlesResponseSchema,
  listPublishedArticlesResponseSchema,
  type AdminArticleResponse,
  type ArticleDeleteResponse,
  type ArticleWriteResponse,
  type CreateArticleInput,
  type ListDraftArticlesResponse,
  type ListPublishedArticlesResponse,
  type UpdateArticleBody,
} from '@quayside/contract/articles';
import { articleMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

const fallback = articleMessages.fallback;

/**
 * The blog's authoring calls (admin): GET /api/article/drafts, GET /api/article/published, GET /api/article/{id},
 * POST /api/article, PUT /api/article/{id}, PUT /api/article/{id}/publish, DELETE /api/article/{id}.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDraftArticles: build.query<ListDraftArticlesResponse, { cursor?: string | null } | void>({
      query: (args) => ({ url: '/api/article/drafts', params: cleanParams({ cursor: args?.cursor, limit: 50 }), fallback: fallback.drafts, schema: listDraftArticlesResponseSchema }),
      providesTags: ['ArticleDrafts'],
    }),
    getPublishedArticles: build.query<ListPublishedArticlesResponse, { cursor?: string | null } | void>({
      query: (args) => ({ url: '/api/article/published', params: cleanParams({ cursor: args?.cursor, limit: 50 }), fallback: fallback.published, schema: listPublishedArticlesResponseSchema }),
      providesTags: ['ArticlesPublished'],
    }),
    getArticleForEditing: build.query<AdminArticleResponse, string>({
      query: (id) => ({ url: `/api/article/${encodeURIComponent(id)}`, fallback: fallback.get, schema: adminArticleResponseSchema }),
      providesTags: (_r, _e, id) => [{ type: 'Article', id }],
    }),
    createArticle: build.mutation<ArticleWriteResponse, CreateArticleInput>({
      query: (body) => ({ url: '/api/article', method: 'POST', body, fallback: fallback.create, schema: articleWriteResponseSchema }),
      invalidatesTags: ['ArticleDrafts'],
    }),
    // The editor keeps its own state; the lists refresh, the article's cache entry is replaced by the answer.
    updateArticle: build.mutation<ArticleWriteResponse, { id: string; body: UpdateArticleBody }>({
      query: ({ id, body }) => ({ url: `/api/article/${encodeURIComponent(id)}`, method: 'PUT', body, fallback: fallback.update, schema: articleWriteResponseSchema }),
      invalidatesTags: ['ArticleDrafts', 'ArticlesPublished'],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(api.util.upsertQueryData('getArticleForEditing', id, { article: data.article }));
      },
    }),
    publishArticle: build.mutation<ArticleWriteResponse, { id: string; publishAt?: string | null }>({
      query: ({ id, publishAt }) => ({ url: `/api/article/${encodeURIComponent(id)}/publish`, method: 'PUT', body: publishAt ? { publishAt } : {}, fallback: fallback.publish, schema: articleWriteResponseSchema }),
      invalidatesTags: (_r, _e, { id }) => ['ArticleDrafts', 'ArticlesPublished', { type: 'Article', id }],
    }),
    deleteArticle: build.mutation<ArticleDeleteResponse, string>({
      query: (id) => ({ url: `/api/article/${encodeURIComponent(id)}`, method: 'DELETE', fallback: fallback.delete, schema: articleDeleteResponseSchema }),
      invalidatesTags: ['ArticleDrafts', 'ArticlesPublished'],
    }),
  }),
});

export const {
  useGetDraftArticlesQuery,
  useGetPublishedArticlesQuery,
  useGetArticleForEditingQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  usePublishArticleMutation,
  useDeleteArticleMutation,
} = api;
