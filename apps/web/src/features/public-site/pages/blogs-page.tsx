import { useEffect, useState } from 'react';
import type { ArticleSummary } from '@quayside/contract/articles';
import { ARTICLE_CATEGORIES } from '@quayside/contract/articles-meta';
import { articleMessages } from '@quayside/contract/messages';
import { errorText } from '../../../lib/form-errors';
import { fetchPublishedArticles } from '../api/articles';
import { Section } from '../components/page-parts';
import { PageHero } from '../components/page-header';
import { PLink } from '../components/prefetch-link';
import { outlineButton } from '../components/styles';
import { formatLongDate } from '../../../lib/format';
import { useInitialData } from '../lib/initial-data';
import { BLOG_FEED, Seo } from '../seo/seo';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { Icon } from '../components/icons';

type ListState = {
  category: string | null;
  articles: ArticleSummary[];
  nextCursor: string | null;
  status: 'idle' | 'loading' | 'error';
  error: string | null;
};

/** /resources/blogs: published articles, server-rendered with the first page, then filtered and paged here. */
export function BlogsPage() {
  const initial = useInitialData();
  const fromServer = initial?.kind === 'articles' ? initial : null;
  const [state, setState] = useState<ListState>(() => ({
    category: null,
    articles: fromServer?.articles ?? [],
    nextCursor: fromServer?.nextCursor ?? null,
    status: fromServer ? 'idle' : 'loading',
    error: null,
  }));

  const load = (category: string | null, cursor: string | null) => {
    setState((s) => ({
      ...s,
      category,
      status: 'loading',
      error: null,
      ...(cursor ? {} : { articles: [], nextCursor: null }),
    }));
    fetchPublishedArticles({ category, cursor })
      .then((page) =>
        setState((s) => ({
          category,
          articles: cursor ? [...s.articles, ...page.articles] : page.articles,
          nextCursor: page.nextCursor,
          status: 'idle',
          error: null,
        })),
      )
      .catch((err: unknown) =>
        setState((s) => ({
          ...s,
          status: 'error',
          error: errorText(err, articleMessages.fallback.published),
        })),
      );
  };

  useEffect(() => {
    if (!fromServer) load(null, null);
    // Only on arrival: later loads come from the filter and "More articles".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Resources', path: '/resources' },
    { name: 'Blogs', path: '/resources/blogs' },
  ];
  const [featured, ...rest] = state.category ? [undefined, ...state.articles] : state.articles;
  return (
    <>
      <Seo
        title="Blogs: guides on tax, compliance and NRI matters"
        description="Guides from Quayside's advisers on Singapore, UAE and Indian company law and tax, NRI taxation, cross-border wills and fund structures."
        path="/resources/blogs"
        feed={BLOG_FEED}
        jsonLd={import.meta.env.SSR ? [breadcrumbJsonLd(crumbs)] : undefined}
      />
      <PageHero
        crumbs={crumbs}
        eyebrow="Blogs"
        title="Insights from our advisers"
        lead="Practical guides on company law, tax and compliance in Singapore, the UAE and India, and on NRI taxation, written by the people who do the work."
      />
      <Section>
        <div role="group" aria-label="Filter by topic" className="flex flex-wrap gap-2">
          {[null, ...ARTICLE_CATEGORIES].map((c) => {
            const active = state.category === c;
            return (
              <button
                key={c ?? 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => load(c, null)}
                className={`rounded-full px-4 py-2 text-sm font-semibold transition ${active ? 'bg-brand-800 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
              >
                {c ?? 'All topics'}
              </button>
            );
          })}
        </div>

        <div aria-live="polite" className="mt-10">
          {state.status === 'error' ? (
            <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
              <p className="font-semibold">{state.error}</p>
              <button
                type="button"
                onClick={() => load(state.category, null)}
                className="mt-3 font-semibold underline"
              >
                Try again
              </button>
            </div>
          ) : null}
          {state.status !== 'loading' && state.status !== 'error' && state.articles.length === 0 ? (
            <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600">
              No articles in this topic yet. Choose another topic or read all articles.
            </p>
          ) : null}

          {featured ? (
            <PLink
              to={`/resources/blogs/${featured.slug}`}
              className="group grid gap-6 rounded-3xl bg-brand-900 p-8 text-white transition hover:bg-brand-800 sm:p-10 lg:grid-cols-[2fr_1fr]"
            >
              <div>
                <p className="text-sm font-semibold tracking-[0.16em] text-accent-400 uppercase">
                  Latest · {featured.category}
                </p>
                <h2 className="mt-3 text-2xl font-bold text-balance sm:text-3xl">{featured.title}</h2>
                <p className="mt-4 text-lg leading-relaxed text-slate-200">{featured.excerpt}</p>
              </div>
              <div className="flex flex-col justify-end text-slate-300">
                {featured.coverImageUrl ? (
                  <img
                    src={featured.coverImageUrl}
                    alt=""
                    width={640}
                    height={320}
                    className="mb-6 aspect-[2/1] h-auto w-full rounded-xl object-cover"
                  />
                ) : null}
                <p className="font-semibold text-white">{featured.authorName}</p>
                <p className="text-sm">{featured.authorRole}</p>
                <p className="mt-2 text-sm">
                  {formatLongDate(featured.publishedAt)} · {featured.readingMinutes} min read
                </p>
                <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-400">
                  Read the article <Icon name="arrowRight" className="h-4 w-4" />
                </span>
              </div>
            </PLink>
          ) : null}

          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {rest.map((a) =>
              a ? (
                <li key={a.id}>
                  <PLink
                    to={`/resources/blogs/${a.slug}`}
                    className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 p-6 transition hover:border-brand-600 hover:shadow-md"
                  >
                    {a.coverImageUrl ? (
                      // Lazy: the cards below the fold never compete with the page's first paint.
                      <img
                        src={a.coverImageUrl}
                        alt=""
                        loading="lazy"
                        width={640}
                        height={320}
                        className="-mx-6 -mt-6 mb-5 aspect-[2/1] h-auto w-[calc(100%+3rem)] max-w-none object-cover"
                      />
                    ) : null}
                    <p className="text-sm font-semibold text-brand-600">{a.category}</p>
                    <h2 className="mt-2 text-xl font-semibold text-brand-900">{a.title}</h2>
                    <p className="mt-3 flex-1 leading-relaxed text-slate-600">{a.excerpt}</p>
                    <p className="mt-5 text-sm text-slate-500">
                      {a.authorName} · {formatLongDate(a.publishedAt)} · {a.readingMinutes} min read
                    </p>
                  </PLink>
                </li>
              ) : null,
            )}
          </ul>

          {state.status === 'loading' ? (
            <p role="status" className="mt-8 text-center text-slate-500">
              Loading articles…
            </p>
          ) : null}
          {state.nextCursor && state.status !== 'loading' ? (
            <div className="mt-10 text-center">
              <button
                type="button"
                className={outlineButton}
                onClick={() => load(state.category, state.nextCursor)}
              >
                More articles
              </button>
            </div>
          ) : null}
        </div>
      </Section>
    </>
  );
}

export default BlogsPage;
