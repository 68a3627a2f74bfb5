import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import type { SsrInitialData } from '@quayside/contract/articles';
import { isPublicPath, preloadPublicPage, PublicApp } from './app/public-app';
import { routes } from './app/router';
import { PAGE_MODULES, PRERENDERED_PATHS } from './app/routes/public';
import { isPublicHandle } from './features/public-site/components/site-layout';
import { INITIAL_DATA_ELEMENT_ID, InitialDataContext } from './features/public-site/lib/initial-data';
import {
  HeadCollectorContext,
  headHtml,
  jsonForScript,
  type HeadCollector,
} from './features/public-site/seo/seo';
import { siteConfig } from './features/public-site/site-config';

/**
 * The server render of the public site, used two ways (see apps/api/src/modules/site/site.web.ts):
 * - at build time, scripts/prerender.mjs renders every static public page to HTML (PRERENDERED_PATHS);
 * - at request time, the API renders the blog list and article pages with the articles it read from the
 *   database (`data`), which are also embedded as JSON so the browser hydrates the same markup.
 * The same route table as the browser's is used; routeKind() tells the API which paths exist.
 */
export { PAGE_MODULES, PRERENDERED_PATHS };

export type RenderOptions = { template: string; url: string; data?: SsrInitialData };

/** What kind of page a path is: a public page (server-rendered), an app page (browser-rendered) or unknown (404). */
export function routeKind(pathname: string): 'public' | 'app' | 'not-found' {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  if (!leaf) return 'not-found';
  if (isPublicHandle(leaf.handle)) return leaf.handle.notFound ? 'not-found' : 'public';
  return 'app';
}

/**
 * Renders a public page (or the not-found page) with the public build's app (app/public-app.tsx), the same
 * tree the browser hydrates.
 */
export async function renderPage({
  template,
  url,
  data,
}: RenderOptions): Promise<{ html: string; status: number }> {
  const { pathname } = new URL(url, 'http://localhost');
  await preloadPublicPage(pathname);
  const collector: HeadCollector = { meta: null };
  const appHtml = renderToString(
    <InitialDataContext.Provider value={data ?? null}>
      <HeadCollectorContext.Provider value={collector}>
        <StaticRouter location={url}>
          <PublicApp />
        </StaticRouter>
      </HeadCollectorContext.Provider>
    </InitialDataContext.Provider>,
  );
  const notFound = !isPublicPath(pathname) || (data?.kind === 'article' && !data.article);
  const dataScript = data
    ? `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`
    : '';
  const head = collector.meta ? headHtml(collector.meta) : defaultHead();
  return {
    html: fillTemplate(template, head, appHtml, dataScript),
    status: notFound ? 404 : 200,
  };
}

/** The head of the browser-rendered app shell (sign-in, dashboards): not for search engines. */
export function defaultHead(): string {
  return [
    `<title>${siteConfig.brandName}</title>`,
    `<meta name="description" content="${siteConfig.description.replace(/"/g, '&quot;')}">`,
    '<meta name="robots" content="noindex">',
  ].join('\n    ');
}

export function fillTemplate(template: string, head: string, appHtml: string, dataScript: string): string {
  return template
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', appHtml)
    .replace('<!--app-data-->', dataScript);
}

/** Sitemap entries of the public site (the API adds every published article). */
export const SITEMAP: { path: string; changefreq: string; priority: number }[] = [
  ...PRERENDERED_PATHS.map((path) => ({
    path,
    changefreq: path === '/' ? 'weekly' : path === '/privacy' || path === '/terms' ? 'yearly' : 'monthly',
    priority:
      path === '/'
        ? 1
        : path.startsWith('/services')
          ? 0.9
          : path === '/privacy' || path === '/terms'
            ? 0.3
            : 0.7,
  })),
  { path: '/resources/blogs', changefreq: 'weekly', priority: 0.8 },
];
