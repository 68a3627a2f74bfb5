import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SsrInitialData } from '@quayside/contract/articles';
import { ARTICLE_PAGE_SIZE } from '@quayside/contract/articles';
import { contentSecurityPolicy, inlineStyleHashes } from '../../lib/csp';
import { AppError } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import {
  getPublishedArticle,
  listPublishedArticles,
  listPublishedArticleUrls,
} from '../articles/articles.service';

/**
 * Serving the web app (apps/web/dist) - how each kind of page reaches the browser:
 *
 * - Public marketing pages are PRERENDERED at build time (apps/web/scripts/prerender.mjs) into static HTML
 *   listed in prerender-manifest.json; each gets its own GET route here and is answered from memory
 *   (with gzip/brotli variants and an ETag).
 * - The blog list and article pages come from the database, so they are SERVER-RENDERED per request with the
 *   web app's SSR bundle (dist/server/entry-server.js): the API reads the articles and passes them to
 *   renderPage, which also embeds them as JSON for hydration. `curl /resources/blogs/<slug>` shows the text.
 * - Other client routes (sign-in, dashboards, onboarding) get the empty app shell; the browser renders them.
 * - Unknown paths get the prerendered 404 page with status 404 (the SSR bundle's route table decides which
 *   paths exist). /api paths keep their JSON 404.
 *
 * Every HTML answer has the public origin filled in (canonical and Open Graph URLs are absolute) and, when
 * GA_MEASUREMENT_ID is set, a <meta name="qs-ga-id"> the client reads to load analytics (CSP forbids inline
 * scripts but the build's loader, allowed by its hash, so runtime configuration travels as inert markup).
 */

const ORIGIN_PLACEHOLDER = '__QS_ORIGIN__';

export type PrerenderManifest = {
  /** Path -> HTML file relative to dist. */
  pages: Record<string, string>;
  notFound: string;
  appShell: string;
  template: string;
  /** Templates of the per-request blog pages, with their chunks preloaded. */
  templates?: { blogs: string; article: string };
  /** Hashes ("sha256-...") of the inline scripts the build put in the pages (the loader): allowed by the CSP. */
  scriptHashes?: string[];
  sitemap: { path: string; changefreq: string; priority: number }[];
};

export type InitialData = SsrInitialData;

/** What the web app's SSR bundle exports (apps/web/src/entry-server.tsx). */
export type SsrModule = {
  renderPage(opts: {
    template: string;
    url: string;
    data?: InitialData;
  }): Promise<{ html: string; status: number }>;
  routeKind(pathname: string): 'public' | 'app' | 'not-found';
};

type CachedHtml = { body: string; gzip: Buffer; br: Buffer; etag: string; csp: string };

/**
 * The page, compressed, with a content security policy that allows its own inline <style> (critical CSS) and
 * the build's inline scripts (`scriptHashes`, from the prerender manifest).
 */
function compressHtml(body: string, analytics: boolean, scriptHashes: readonly string[]): CachedHtml {
  const buf = Buffer.from(body);
  return {
    body,
    csp: contentSecurityPolicy({ analytics, styleHashes: inlineStyleHashes(body), scriptHashes }),
    gzip: gzipSync(buf, { level: 9 }),
    br: brotliCompressSync(buf, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha1').update(buf).digest('base64url').slice(0, 22)}"`,
  };
}

async function loadSsr(webDist: string, log: FastifyInstance['log']): Promise<SsrModule | null> {
  const file = join(webDist, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    const mod = (await import(pathToFileURL(file).href)) as Partial<SsrModule>;
    if (typeof mod.renderPage === 'function' && typeof mod.routeKind === 'function') {
      return { renderPage: mod.renderPage, routeKind: mod.routeKind };
    }
    log.warn(
      { file },
      'the SSR bundle does not export renderPage and routeKind; pages fall back to the app shell',
    );
  } catch (err) {
    log.error({ err, file }, 'the SSR bundle failed to load; pages fall back to the app shell');
  }
  return null;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Registers the web app, sitemap.xml, robots.txt and the 404 handler. Without a built web app, only the JSON 404. */
export async function registerWebApp(app: FastifyInstance, opts: { webDist: string }): Promise<void> {
  const { config, db } = app.deps;
  const webDist = resolve(opts.webDist);
  const manifestFile = join(webDist, 'prerender-manifest.json');
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const manifest: PrerenderManifest | null = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest)
    : null;
  const ssr = hasWeb ? await loadSsr(webDist, app.log) : null;
  const scriptHashes = (manifest?.scriptHashes ?? []).filter((h) => /^sha256-[A-Za-z0-9+/]{43}=$/.test(h));
  const origin = config.publicUrl;
  const gaId = config.gaMeasurementId;
  if (config.GA_MEASUREMENT_ID && !gaId) {
    app.log.warn('GA_MEASUREMENT_ID is not a GA4 measurement id (G-XXXXXXX); analytics stay off');
  }

  /** Fills in the origin and the runtime configuration. */
  const finish = (html: string) => {
    let out = html.split(ORIGIN_PLACEHOLDER).join(origin);
    if (gaId) out = out.replace('</head>', `<meta name="qs-ga-id" content="${gaId}"></head>`);
    return out;
  };

  const fileCache = new Map<string, CachedHtml>();
  const cachedFile = (relative: string): CachedHtml => {
    let hit = fileCache.get(relative);
    if (!hit) {
      hit = compressHtml(
        finish(readFileSync(join(webDist, relative), 'utf8')),
        gaId !== null,
        scriptHashes,
      );
      fileCache.set(relative, hit);
    }
    return hit;
  };

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, page: CachedHtml, status = 200) => {
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', page.csp)
      .header('vary', 'accept-encoding')
      .header('etag', page.etag);
    if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const accept = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.body);
  };

  const readTemplate = (file: string | undefined) =>
    manifest && file ? readFileSync(join(webDist, file), 'utf8') : null;
  const baseTemplate = readTemplate(manifest?.template);
  const templates = {
    articles: readTemplate(manifest?.templates?.blogs) ?? baseTemplate,
    article: readTemplate(manifest?.templates?.article) ?? baseTemplate,
  };
  const appShell = () => cachedFile(manifest?.appShell ?? 'index.html');
  const notFoundPage = () => (manifest ? cachedFile(manifest.notFound) : appShell());

  /** Renders a database-backed page through the SSR bundle; without it, the app shell (the browser renders). */
  const renderDynamic = async (request: FastifyRequest, reply: FastifyReply, data: InitialData) => {
    const template = templates[data.kind];
    if (!ssr || !template) return sendHtml(request, reply, appShell());
    const { html, status } = await ssr.renderPage({ template, url: request.url, data });
    return sendHtml(request, reply, compressHtml(finish(html), gaId !== null, scriptHashes), status);
  };

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: join(webDist, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      preCompressed: true,
      wildcard: true,
    });
    if (existsSync(join(webDist, 'icons'))) {
      await app.register(fastifyStatic, {
        root: join(webDist, 'icons'),
        prefix: '/icons/',
        decorateReply: false,
        maxAge: '7d',
      });
    }
    // Root files from apps/web/public (favicon, Open Graph image, manifest): each its own route.
    await app.register(fastifyStatic, { root: webDist, serve: false, decorateReply: false });
    for (const name of readdirSync(webDist)) {
      const full = join(webDist, name);
      if (!statSync(full).isFile() || /\.(html|json|map|gz|br)$/.test(name)) continue;
      app.get(`/${name}`, { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'public, max-age=86400').sendFile(name, webDist),
      );
    }

    for (const [path, file] of Object.entries(manifest?.pages ?? {})) {
      if (path === '/resources/blogs') continue; // rendered per request below
      app.get(path, { schema: { hide: true } }, (request, reply) =>
        sendHtml(request, reply, cachedFile(file)),
      );
    }
    if (!manifest?.pages['/']) {
      app.get('/', { schema: { hide: true } }, (request, reply) => sendHtml(request, reply, appShell()));
    }

    app.get('/resources/blogs', { schema: { hide: true } }, async (request, reply) => {
      const page = await listPublishedArticles(db, { limit: ARTICLE_PAGE_SIZE });
      return renderDynamic(request, reply, { kind: 'articles', ...page });
    });
    app.get<{ Params: { slug: string } }>(
      '/resources/blogs/:slug',
      { schema: { hide: true } },
      async (request, reply) => {
        const slug = request.params.slug.slice(0, 200);
        const article = await getPublishedArticle(db, slug).catch((err: unknown) => {
          if (err instanceof AppError && err.statusCode === 404) return null;
          throw err;
        });
        // An old slug (the article's slug was edited): send readers and crawlers to the current address.
        if (article && article.slug !== slug.toLowerCase()) {
          return reply.header('cache-control', 'public, max-age=300').redirect(`/resources/blogs/${article.slug}`, 301);
        }
        return renderDynamic(request, reply, { kind: 'article', slug, article });
      },
    );
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /login',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const articles = await listPublishedArticleUrls(db);
    const urls = [
      ...(manifest?.sitemap ?? [{ path: '/', changefreq: 'weekly', priority: 1 }]).map(
        (e) =>
          `<url><loc>${xmlEscape(origin + e.path)}</loc><changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority></url>`,
      ),
      ...articles.map(
        (a) =>
          `<url><loc>${xmlEscape(`${origin}/resources/blogs/${a.slug}`)}</loc><lastmod>${a.updatedAt.slice(0, 10)}</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url>`,
      ),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  });

  app.setNotFoundHandler(
    { preHandler: rateLimit(app, { name: 'not-found', max: 300, timeWindowMs: 60_000 }) },
    async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (path.startsWith('/api/') || path === '/api' || !isPage || !hasWeb) {
        return reply
          .status(404)
          .send({ message: `No route for ${request.method} ${path}`, code: 'NOT_FOUND' });
      }
      // Paths the client router knows (sign-in, dashboards, onboarding) get the shell; the rest a real 404.
      const kind = ssr ? ssr.routeKind(path) : 'app';
      if (kind === 'not-found') return sendHtml(request, reply, notFoundPage(), 404);
      return sendHtml(request, reply, appShell());
    },
  );
}
