import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { renderToHTMLString } from '@tiptap/static-renderer/pm/html-string';
import sanitizeHtml from 'sanitize-html';
import type { ArticleDoc } from '@quayside/contract/articles';
import { articleMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';

/**
 * The article body: a TipTap document rendered to HTML on the server with the same extensions the web editor
 * uses (StarterKit with its link mark, headings h2-h4, and images), then passed through the allow-list below.
 * The browser never sends HTML that is stored.
 */
export const ARTICLE_EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

/** Images come from our own image route or an https origin; never data:, blob: or protocol-relative. */
const SITE_IMAGE = /^\/api\/article\/images\/[0-9a-f-]{36}$/i;

/**
 * The article allow-list. Only structural tags survive: no script, style, svg, iframe, form or event handler
 * attribute; links may be http(s), mailto or site-relative (no javascript:, data: or vbscript:), and external ones
 * open in a new tab with rel="noopener noreferrer nofollow"; images only https or our image route. Applied when an
 * article is written and again on every read.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    's',
    'u',
    'a',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
    'img',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside a dropped <script>/<style>/<svg> goes with it.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'template', 'iframe', 'object'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const external = /^https?:\/\//i.test(href);
      const next: Record<string, string> = { href };
      if (attribs.title) next.title = attribs.title;
      if (external) {
        next.rel = 'noopener noreferrer nofollow';
        next.target = '_blank';
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const ok = /^https:\/\//i.test(src) || SITE_IMAGE.test(src);
      const next: Record<string, string> = { loading: 'lazy' };
      if (ok) next.src = src;
      if (attribs.alt) next.alt = attribs.alt;
      if (attribs.title) next.title = attribs.title;
      return { tagName, attribs: next };
    },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/** Renders the editor's document to sanitised HTML; a document the editor could not have made is a 400. */
export function renderArticleHtml(doc: ArticleDoc): string {
  let html: string;
  try {
    html = renderToHTMLString({ content: doc, extensions: ARTICLE_EDITOR_EXTENSIONS });
  } catch {
    throw new AppError('VALIDATION_FAILED', articleMessages.errors.badContent, {
      fields: { content: [articleMessages.errors.badContent] },
    });
  }
  return sanitizeArticleHtml(html);
}

/** Plain text of sanitised HTML (an excerpt when none was written). */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h2|h3|h4|li|blockquote)>/g, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
