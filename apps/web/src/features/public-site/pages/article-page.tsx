import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { Article } from '@quayside/contract/articles';
import { articleMessages } from '@quayside/contract/messages';
import { isApiErrorInfo } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/form-errors';
import { fetchPublishedArticle } from '../api/articles';
import { CtaBand, heroPattern } from '../components/page-parts';
import { Breadcrumbs } from '../components/page-header';
import { PLink } from '../components/prefetch-link';
import { navyButton } from '../components/styles';
import { formatLongDate } from '../../../lib/format';
import { useInitialData } from '../lib/initial-data';
import { BLOG_FEED, Seo } from '../seo/seo';
import { articleJsonLd, breadcrumbJsonLd } from '../seo/structured-data';
import { Icon } from '../components/icons';

type ArticleState =
  | { status: 'ready'; article: Article }
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'error'; message: string };

/** Typography for the article body (sanitised HTML from the API). */
const prose =
  'text-lg leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 ' +
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900 ' +
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 ' +
  '[&_li]:marker:text-brand-600 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-5 ' +
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base [&_th]:border-b-2 [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:text-brand-900 ' +
  '[&_td]:border-b [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_img]:mt-6 [&_img]:max-w-full [&_img]:rounded-lg ' +
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-brand-900 [&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100';

/** /resources/blogs/:slug: server-rendered with the article; fetched from the API after client-side navigation. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const initial = useInitialData();
  const fromServer = initial?.kind === 'article' && initial.slug === slug ? initial : null;
  const [state, setState] = useState<ArticleState>(() =>
    fromServer
      ? fromServer.article
        ? { status: 'ready', article: fromServer.article }
        : { status: 'missing' }
      : { status: 'loading' },
  );

  useEffect(() => {
    if (fromServer) return;
    let cancelled = false;
    setState({ status: 'loading' });
    fetchPublishedArticle(slug)
      .then(({ article }) => !cancelled && setState({ status: 'ready', article }))
      .catch((err: unknown) => {
        if (cancelled) return;
        if (isApiErrorInfo(err) && err.status === 404) setState({ status: 'missing' });
        else setState({ status: 'error', message: errorText(err, articleMessages.fallback.get) });
      });
    return () => {
      cancelled = true;
    };
    // fromServer only matters on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug]);

  const path = `/resources/blogs/${slug}`;
  if (state.status !== 'ready') {
    const missing = state.status === 'missing';
    return (
      <>
        <Seo
          title={missing ? 'Article not found' : 'Blogs'}
          description="Guides from Quayside's advisers."
          path={path}
          noindex
        />
        <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
          {state.status === 'loading' ? (
            <p role="status" className="text-slate-500">
              Loading the article…
            </p>
          ) : (
            <>
              <h1 className="text-3xl font-bold text-brand-900">
                {missing ? 'Article not found' : 'We could not load this article'}
              </h1>
              <p role={missing ? undefined : 'alert'} className="mt-4 text-lg text-slate-600">
                {missing
                  ? 'This article does not exist or is no longer published.'
                  : state.status === 'error'
                    ? state.message
                    : ''}
              </p>
              <PLink to="/resources/blogs" className={`${navyButton} mt-8`}>
                See all articles
              </PLink>
            </>
          )}
        </section>
      </>
    );
  }

  const { article } = state;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blogs', path: '/resources/blogs' },
    { name: article.title, path },
  ];
  return (
    <>
      <Seo
        title={article.seoTitle || article.title}
        description={article.seoDescription || article.excerpt}
        path={path}
        feed={BLOG_FEED}
        {...(article.coverImageUrl ? { imagePath: article.coverImageUrl } : {})}
        type="article"
        article={{
          publishedTime: article.publishedAt,
          modifiedTime: article.updatedAt,
          author: article.authorName,
          section: article.category,
        }}
        jsonLd={
          import.meta.env.SSR ? [articleJsonLd({ ...article, path }), breadcrumbJsonLd(crumbs)] : undefined
        }
      />
      <header className="relative overflow-hidden bg-brand-900 text-white">
        <div aria-hidden="true" className="absolute inset-0" style={heroPattern} />
        <div className="relative mx-auto max-w-4xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16">
          <Breadcrumbs items={crumbs.slice(0, 2)} />
          <p className="mt-6 text-sm font-semibold tracking-[0.16em] text-accent-400 uppercase">
            {article.category}
          </p>
          <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-200 sm:text-xl">{article.excerpt}</p>
          <p className="mt-6 text-[15px] text-slate-300">
            <span className="font-semibold text-white">{article.authorName}</span>
            {article.authorRole ? `, ${article.authorRole}` : ''} ·{' '}
            <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time> ·{' '}
            {article.readingMinutes} min read
          </p>
        </div>
      </header>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        {article.coverImageUrl ? (
          <img src={article.coverImageUrl} alt="" className="mb-10 aspect-[2/1] w-full rounded-xl object-cover" />
        ) : null}
        {/* Sanitised by the API (articles.service sanitizeArticleHtml) on every write and read. */}
        <div className={prose} dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
        <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-500">
          General information on the law as it stood on the date of publication, not advice for your
          situation.
        </p>
        <PLink
          to="/resources/blogs"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <Icon name="arrowLeft" className="h-4 w-4" /> All articles
        </PLink>
      </article>
      <CtaBand
        cta={{
          title: 'Questions about your own situation?',
          body: 'Our advisers answer within one business day.',
          primary: { label: 'Ask an adviser', to: '/contact' },
        }}
      />
    </>
  );
}

export default ArticlePage;
