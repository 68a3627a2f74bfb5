import { createContext, useContext, useEffect } from 'react';
import { siteConfig } from '../site-config';

/**
 * Page metadata: title, description, canonical URL, Open Graph and structured data. During server rendering
 * <Seo> hands its meta to the HeadCollector (entry-server writes it into <head>); in the browser it updates
 * the document head after navigation. URLs are absolute: on the server the origin is a placeholder the API
 * fills in with PUBLIC_URL, in the browser it is the page's origin.
 */
export type JsonLd = Record<string, unknown>;

export type PageMeta = {
  /** The page's own title; " | Quayside" is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** The canonical path, e.g. "/services/accounting". */
  path: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  jsonLd?: JsonLd[];
  article?: { publishedTime: string; modifiedTime: string; author: string; section: string };
  /** A site path of the page's own image (an article's cover); the site's Open Graph image otherwise. */
  imagePath?: string;
  /** An RSS feed to announce in the head (the blog's). */
  feed?: { title: string; path: string };
};

export const ORIGIN_PLACEHOLDER = '__QS_ORIGIN__';
/** The blog's RSS feed (served by the API's articles module). */
export const BLOG_FEED = { title: 'Quayside blog', path: '/resources/blogs/feed.xml' };
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

export type HeadCollector = { meta: PageMeta | null };
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

export const documentTitle = (meta: PageMeta) =>
  meta.fullTitle ? meta.title : `${meta.title} | ${siteConfig.brandName}`;

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON safe inside <script>: no "</script>" or HTML comment can be formed. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function metaEntries(
  meta: PageMeta,
  origin: string,
): [attr: 'name' | 'property', key: string, value: string][] {
  const url = origin + meta.path;
  const entries: [attr: 'name' | 'property', key: string, value: string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:site_name', siteConfig.brandName],
    ['property', 'og:title', documentTitle(meta)],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['property', 'og:image', origin + (meta.imagePath ?? OG_IMAGE.path)],
    ...(meta.imagePath
      ? []
      : ([
          ['property', 'og:image:width', String(OG_IMAGE.width)],
          ['property', 'og:image:height', String(OG_IMAGE.height)],
        ] as [attr: 'name' | 'property', key: string, value: string][])),
    ['property', 'og:locale', 'en_SG'],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  if (meta.article) {
    entries.push(
      ['property', 'article:published_time', meta.article.publishedTime],
      ['property', 'article:modified_time', meta.article.modifiedTime],
      ['property', 'article:author', meta.article.author],
      ['property', 'article:section', meta.article.section],
    );
  }
  if (meta.noindex) entries.push(['name', 'robots', 'noindex']);
  return entries;
}

/** The <head> markup of a page, for the server render. */
export function headHtml(meta: PageMeta, origin = ORIGIN_PLACEHOLDER): string {
  const tags = [`<title>${escapeText(documentTitle(meta))}</title>`];
  for (const [attr, key, value] of metaEntries(meta, origin)) {
    tags.push(`<meta ${attr}="${key}" content="${escapeAttr(value)}">`);
  }
  if (!meta.noindex) tags.push(`<link rel="canonical" href="${escapeAttr(origin + meta.path)}">`);
  if (meta.feed) {
    tags.push(`<link rel="alternate" type="application/rss+xml" title="${escapeAttr(meta.feed.title)}" href="${escapeAttr(origin + meta.feed.path)}">`);
  }
  for (const data of meta.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json" data-qs-head>${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}

let firstApply = true;

/** Brings the live document's head in line with the page after a client-side navigation. */
function applyToDocument(meta: PageMeta) {
  const origin = window.location.origin;
  document.title = documentTitle(meta);
  const head = document.head;
  head.querySelectorAll('meta[name="robots"], meta[property^="article:"]').forEach((el) => el.remove());
  // Structured data is built on the server only (pages pass it under import.meta.env.SSR, so the builders
  // stay out of the browser bundle): after a client-side navigation the previous page's is removed.
  if (!firstApply) head.querySelectorAll('script[data-qs-head]').forEach((el) => el.remove());
  firstApply = false;
  for (const [attr, key, value] of metaEntries(meta, origin)) {
    let el = head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (!el) {
      el = document.createElement('meta');
      el.setAttribute(attr, key);
      head.appendChild(el);
    }
    el.content = value;
  }
  let canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (meta.noindex) canonical?.remove();
  else {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      head.appendChild(canonical);
    }
    canonical.href = origin + meta.path;
  }
}

export function Seo(meta: PageMeta) {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.meta = meta;
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyToDocument(JSON.parse(key) as PageMeta);
  }, [key]);
  return null;
}
