import type { ArticleResponse, ListPublishedArticlesResponse } from '@quayside/contract/articles';
import { articleMessages } from '@quayside/contract/messages';
import { getJson } from './public-api';

/** GET /api/article/published: newest first, cursor paging, optional category. */
export function fetchPublishedArticles(opts: { cursor?: string | null; category?: string | null } = {}) {
  const params = new URLSearchParams();
  if (opts.cursor) params.set('cursor', opts.cursor);
  if (opts.category) params.set('category', opts.category);
  const qs = params.toString();
  return getJson<ListPublishedArticlesResponse>(
    `/api/article/published${qs ? `?${qs}` : ''}`,
    articleMessages.fallback.published,
  );
}

/** GET /api/article/published/title/{slugOrId}. */
export function fetchPublishedArticle(slugOrId: string) {
  return getJson<ArticleResponse>(
    `/api/article/published/title/${encodeURIComponent(slugOrId)}`,
    articleMessages.fallback.get,
  );
}
