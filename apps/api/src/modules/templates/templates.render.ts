import Docxtemplater from 'docxtemplater';
import Handlebars from 'handlebars';
import PizZip from 'pizzip';
import { PDFDocument, PDFFont, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import sanitizeHtml from 'sanitize-html';
import {
  CUSTOM_KEY,
  TEMPLATE_DATA_FIELDS,
  type TemplateField,
  type TemplateFormat,
} from '@quayside/contract/templates';
import { templateMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';

/**
 * The two engines. DOCX: docxtemplater fills a Word file (loops over lists, sections as conditions; a tag is looked
 * up in the loop's item first, then outwards). HTML: Handlebars (compat mode: the same outward lookup; only its
 * built-in helpers) renders the page, which is then laid out as a PDF with pdf-lib (pure JavaScript: no browser or
 * office suite at run time; headings, paragraphs, lists, tables, rules and bold/italic are laid out, other markup
 * is flowed as text).
 */

const err = templateMessages.errors;
type Scope = Record<string, TemplateField>;

/* ------------------------------------------------------------------ placeholders */

/** The field a path names, looked up in the innermost scope first, then outwards; null when unknown. */
export function resolveField(path: string, scopes: readonly Scope[]): TemplateField | null {
  if (CUSTOM_KEY.test(path)) return 'value';
  const parts = path.split('.');
  for (let i = scopes.length - 1; i >= 0; i--) {
    let field: TemplateField | undefined = { object: scopes[i] ?? {} };
    for (const part of parts) {
      if (!field || field === 'value' || 'list' in field) {
        field = undefined;
        break;
      }
      field = Object.hasOwn(field.object, part) ? field.object[part] : undefined;
    }
    if (field) return field;
  }
  return null;
}

const unknownPlaceholder = (tag: string) =>
  new AppError('VALIDATION_FAILED', err.unknownPlaceholder(tag), {
    fields: { file: [err.unknownPlaceholder(tag)] },
  });
const badTemplate = (detail: string) =>
  new AppError('VALIDATION_FAILED', err.badTemplate(detail), { fields: { file: [err.badTemplate(detail)] } });

/** The scopes inside a section over `field`: a list's items, an object's fields, or (a condition) the same. */
function innerScopes(field: TemplateField, scopes: readonly Scope[]): Scope[] {
  if (field === 'value') return [...scopes];
  return [...scopes, 'list' in field ? field.list : field.object];
}

type DocxPart = { type: string; value: string; module?: string; subparsed?: DocxPart[] };

function checkDocxParts(parts: readonly DocxPart[], scopes: readonly Scope[], found: Set<string>): void {
  for (const part of parts) {
    if (part.type !== 'placeholder') continue;
    const path = part.value.trim();
    const field = resolveField(path, scopes);
    if (!field) throw unknownPlaceholder(`{${path}}`);
    found.add(path);
    if (part.subparsed) checkDocxParts(part.subparsed, innerScopes(field, scopes), found);
    else if (field !== 'value')
      throw badTemplate(`"${path}" is a list or a group: loop over it with {#${path}}...{/${path}}`);
  }
}

/** docxtemplater's own messages for a template it cannot compile (an unclosed loop, a stray brace). */
function docxErrorDetail(e: unknown): string {
  const props = (
    e as { properties?: { errors?: { properties?: { explanation?: string } }[]; explanation?: string } }
  ).properties;
  const first = props?.errors?.[0]?.properties?.explanation ?? props?.explanation;
  return first ?? (e instanceof Error ? e.message : 'not a Word document');
}

function lookup(scope: unknown, path: string): unknown {
  let value: unknown = scope;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Dotted paths (`company.name`); docxtemplater walks outwards through the loop scopes when one is undefined. */
const docxParser = (tag: string) => ({
  get: (scope: unknown) => (tag.trim() === '.' ? scope : lookup(scope, tag.trim())),
});

function openDocx(buffer: Buffer, modules: unknown[] = []): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(buffer);
  } catch {
    throw badTemplate('not a Word document');
  }
  try {
    return new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      parser: docxParser,
      nullGetter: () => '',
      errorLogging: false,
      modules: modules as never[],
    });
  } catch (e) {
    throw badTemplate(docxErrorDetail(e));
  }
}

/** The placeholders of a DOCX template, each checked against the company data (400 naming the first unknown one). */
export function inspectDocxTemplate(buffer: Buffer): string[] {
  // docxtemplater hands each compiled part's tag tree to its modules (what its InspectModule reads).
  const trees: DocxPart[][] = [];
  const collector = {
    name: 'TagCollector',
    set(obj: { inspect?: { postparsed?: DocxPart[] } }) {
      if (obj.inspect?.postparsed) trees.push(obj.inspect.postparsed);
    },
  };
  openDocx(buffer, [collector]);
  const found = new Set<string>();
  for (const tree of trees) checkDocxParts(tree, [TEMPLATE_DATA_FIELDS], found);
  return [...found].sort();
}

type HbsNode = {
  type: string;
  path?: { type: string; original: string; parts?: string[]; depth?: number; data?: boolean };
  params?: HbsNode[];
  hash?: { pairs: unknown[] };
  program?: { body: HbsNode[] };
  inverse?: { body: HbsNode[] };
  original?: string;
  parts?: string[];
  depth?: number;
  data?: boolean;
};

const BLOCK_HELPERS = new Set(['each', 'if', 'unless', 'with']);
const DATA_VARIABLES = new Set(['index', 'first', 'last']);

function hbsPath(node: HbsNode | undefined, scopes: readonly Scope[], found: Set<string>): TemplateField {
  if (!node || node.type !== 'PathExpression' || node.original === undefined)
    throw badTemplate('only placeholders and the blocks each, if, unless and with may be used');
  const original = node.original;
  if (node.data) {
    if (original.startsWith('@root.')) {
      const field = resolveField(original.slice(6), [TEMPLATE_DATA_FIELDS]);
      if (!field) throw unknownPlaceholder(`{{${original}}}`);
      found.add(original.slice(6));
      return field;
    }
    if (DATA_VARIABLES.has(original.slice(1))) return 'value';
    throw unknownPlaceholder(`{{${original}}}`);
  }
  if (original === 'this' || original === '.')
    return scopes.length > 1 ? { object: scopes[scopes.length - 1] ?? {} } : { object: TEMPLATE_DATA_FIELDS };
  const path = original.replace(/^(\.\.\/)+/, '').replace(/^this\./, '');
  const depth = node.depth ?? 0;
  const field = resolveField(path, scopes.slice(0, Math.max(1, scopes.length - depth)));
  if (!field) throw unknownPlaceholder(`{{${original}}}`);
  found.add(path);
  return field;
}

function checkHbs(nodes: readonly HbsNode[], scopes: readonly Scope[], found: Set<string>): void {
  for (const node of nodes) {
    if (node.type === 'ContentStatement' || node.type === 'CommentStatement') continue;
    if (node.type === 'MustacheStatement') {
      if (node.params?.length || node.hash)
        throw badTemplate(`helpers are not available ("${node.path?.original ?? ''}")`);
      const field = hbsPath(node.path, scopes, found);
      if (field !== 'value')
        throw badTemplate(
          `"${node.path?.original ?? ''}" is a list or a group: use {{#each ${node.path?.original ?? ''}}}...{{/each}}`,
        );
      continue;
    }
    if (node.type === 'BlockStatement') {
      const helper = node.path?.original ?? '';
      if (!BLOCK_HELPERS.has(helper) || node.params?.length !== 1) {
        // {{#directors}} (a mustache-style section) is a helper call in Handlebars: say what to write instead.
        throw badTemplate(
          `use {{#each name}}, {{#if name}}, {{#unless name}} or {{#with name}} (found {{#${helper}}})`,
        );
      }
      const field = hbsPath(node.params[0], scopes, found);
      const inner = helper === 'each' || helper === 'with' ? innerScopes(field, scopes) : [...scopes];
      if (node.program) checkHbs(node.program.body, inner, found);
      if (node.inverse) checkHbs(node.inverse.body, scopes, found);
      continue;
    }
    throw badTemplate(`${node.type.replace('Statement', '').toLowerCase()}s are not available`);
  }
}

/** The placeholders of an HTML (Handlebars) template, each checked against the company data. */
export function inspectHtmlTemplate(html: string): string[] {
  let ast: { body: HbsNode[] };
  try {
    ast = Handlebars.parse(html) as unknown as { body: HbsNode[] };
  } catch (e) {
    throw badTemplate(e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : 'unreadable');
  }
  const found = new Set<string>();
  checkHbs(ast.body, [TEMPLATE_DATA_FIELDS], found);
  return [...found].sort();
}

/** Checks an uploaded template file for its format: answers its text (HTML) and its placeholders. */
export function inspectTemplate(format: TemplateFormat, buffer: Buffer): string[] {
  return format === 'docx' ? inspectDocxTemplate(buffer) : inspectHtmlTemplate(buffer.toString('utf8'));
}

/* ------------------------------------------------------------------ rendering */

export function renderDocx(template: Buffer, data: Record<string, unknown>): Buffer {
  const doc = openDocx(template);
  try {
    doc.render(data);
  } catch (e) {
    throw new AppError('VALIDATION_FAILED', err.renderFailed(docxErrorDetail(e)));
  }
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
}

export function renderHtml(template: string, data: Record<string, unknown>): string {
  try {
    return Handlebars.compile(template, { compat: true, knownHelpersOnly: true, strict: false })(data);
  } catch (e) {
    throw new AppError(
      'VALIDATION_FAILED',
      err.renderFailed(e instanceof Error ? e.message : 'unreadable template'),
    );
  }
}

export async function renderHtmlToPdf(
  template: string,
  data: Record<string, unknown>,
  title: string,
): Promise<Buffer> {
  return htmlToPdf(renderHtml(template, data), title);
}

/* ------------------------------------------------------------------ HTML to PDF */

type Run = { text: string; bold: boolean; italic: boolean };
type Align = 'left' | 'center' | 'right';
type Block =
  | { kind: 'text'; tag: string; runs: Run[]; align: Align; bullet?: string }
  | { kind: 'hr' }
  | { kind: 'row'; cells: Run[][]; header: boolean };

const BLOCK_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'div',
  'li',
  'section',
  'header',
  'footer',
  'blockquote',
]);
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'div',
  'span',
  'section',
  'header',
  'footer',
  'blockquote',
];

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The page as blocks of styled text (the markup has been reduced to the tags laid out here). */
export function htmlBlocks(html: string): Block[] {
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { '*': ['class'] },
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title', 'head'],
  });
  const blocks: Block[] = [];
  let runs: Run[] = [];
  let tag = 'p';
  let align: Align = 'left';
  let bold = 0;
  let italic = 0;
  let row: Run[][] | null = null;
  let cell: Run[] | null = null;
  let headerRow = false;
  const lists: { ordered: boolean; n: number }[] = [];
  let bullet: string | undefined;
  const flush = () => {
    if (runs.some((r) => r.text.trim()))
      blocks.push({ kind: 'text', tag, runs, align, ...(bullet ? { bullet } : {}) });
    runs = [];
    bullet = undefined;
  };
  for (const m of clean.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g)) {
    const [, closing, name, attrs, text] = m;
    if (text !== undefined) {
      const t = decodeEntities(text).replace(/\s+/g, ' ');
      const run = { text: t, bold: bold > 0, italic: italic > 0 };
      if (cell) cell.push(run);
      else runs.push(run);
      continue;
    }
    const open = !closing;
    switch (name) {
      case 'strong':
      case 'b':
        bold += open ? 1 : -1;
        break;
      case 'em':
      case 'i':
        italic += open ? 1 : -1;
        break;
      case 'br':
        (cell ?? runs).push({ text: '\n', bold: false, italic: false });
        break;
      case 'hr':
        flush();
        blocks.push({ kind: 'hr' });
        break;
      case 'ul':
      case 'ol':
        flush();
        if (open) lists.push({ ordered: name === 'ol', n: 0 });
        else lists.pop();
        break;
      case 'tr':
        if (open) {
          flush();
          row = [];
          headerRow = false;
        } else if (row) {
          blocks.push({ kind: 'row', cells: row, header: headerRow });
          row = null;
        }
        break;
      case 'td':
      case 'th':
        if (open) {
          cell = [];
          if (name === 'th') headerRow = true;
        } else if (cell && row) {
          row.push(name === 'th' ? cell.map((r) => ({ ...r, bold: true })) : cell);
          cell = null;
        }
        break;
      default:
        if (name && BLOCK_TAGS.has(name)) {
          flush();
          if (open) {
            tag =
              name === 'div' ||
              name === 'section' ||
              name === 'header' ||
              name === 'footer' ||
              name === 'blockquote'
                ? 'p'
                : name;
            align = /class="[^"]*\bcenter\b/.test(attrs ?? '')
              ? 'center'
              : /class="[^"]*\bright\b/.test(attrs ?? '')
                ? 'right'
                : 'left';
            if (name === 'li') {
              const list = lists[lists.length - 1];
              if (list) list.n += 1;
              bullet = list?.ordered ? `${list.n}.` : '•';
            }
          } else {
            tag = 'p';
            align = 'left';
          }
        }
    }
  }
  flush();
  return blocks;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const SIZES: Record<string, number> = { h1: 18, h2: 14, h3: 12, h4: 11, p: 10.5, li: 10.5 };

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; boldItalic: PDFFont };
const fontOf = (f: Fonts, r: Pick<Run, 'bold' | 'italic'>) =>
  r.bold ? (r.italic ? f.boldItalic : f.bold) : r.italic ? f.italic : f.regular;

/** Characters the standard fonts cannot show (outside WinAnsi) become '?', so no name breaks the document. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}

type Word = { text: string; font: PDFFont; width: number; newline?: boolean };

function wordsOf(runs: readonly Run[], fonts: Fonts, size: number): Word[] {
  const words: Word[] = [];
  for (const run of runs) {
    const font = fontOf(fonts, run);
    for (const piece of run.text.split(/(\n| )/)) {
      if (piece === '\n') words.push({ text: '', font, width: 0, newline: true });
      else if (piece === ' ') words.push({ text: ' ', font, width: font.widthOfTextAtSize(' ', size) });
      else if (piece) {
        const text = printable(font, piece);
        words.push({ text, font, width: font.widthOfTextAtSize(text, size) });
      }
    }
  }
  return words;
}

/** Words in lines no wider than `width` (a word longer than the line stands alone on it). */
function linesOf(words: readonly Word[], width: number): Word[][] {
  const lines: Word[][] = [];
  let line: Word[] = [];
  let used = 0;
  for (const w of words) {
    if (w.newline) {
      lines.push(line);
      line = [];
      used = 0;
      continue;
    }
    if (w.text === ' ' && line.length === 0) continue;
    if (used + w.width > width && line.length > 0 && w.text !== ' ') {
      while (line.length && line[line.length - 1]?.text === ' ') line.pop();
      lines.push(line);
      line = [];
      used = 0;
    }
    line.push(w);
    used += w.width;
  }
  while (line.length && line[line.length - 1]?.text === ' ') line.pop();
  if (line.length) lines.push(line);
  return lines;
}

const lineWidth = (line: readonly Word[]) => line.reduce((s, w) => s + w.width, 0);

export async function htmlToPdf(html: string, title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Quayside');
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
    boldItalic: await pdf.embedFont(StandardFonts.HelveticaBoldOblique),
  };
  const contentWidth = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const ensure = (height: number) => {
    if (y - height < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const drawLine = (line: readonly Word[], x: number, size: number) => {
    let cx = x;
    for (const w of line) {
      if (w.text.trim()) page.drawText(w.text, { x: cx, y, size, font: w.font, color: rgb(0.1, 0.1, 0.12) });
      cx += w.width;
    }
  };
  for (const block of htmlBlocks(html)) {
    if (block.kind === 'hr') {
      ensure(14);
      y -= 6;
      page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: PAGE.width - PAGE.margin, y },
        thickness: 0.6,
        color: rgb(0.6, 0.6, 0.6),
      });
      y -= 8;
      continue;
    }
    if (block.kind === 'row') {
      const size = 9.5;
      const leading = size * 1.35;
      const n = Math.max(1, block.cells.length);
      const colWidth = contentWidth / n;
      const cellLines = block.cells.map((c) => linesOf(wordsOf(c, fonts, size), colWidth - 8));
      const height = Math.max(1, ...cellLines.map((l) => l.length)) * leading + 8;
      ensure(height);
      const top = y;
      if (block.header)
        page.drawRectangle({
          x: PAGE.margin,
          y: top - height,
          width: contentWidth,
          height,
          color: rgb(0.93, 0.94, 0.96),
        });
      cellLines.forEach((lines, i) => {
        const x = PAGE.margin + i * colWidth;
        page.drawRectangle({
          x,
          y: top - height,
          width: colWidth,
          height,
          borderColor: rgb(0.7, 0.7, 0.72),
          borderWidth: 0.5,
        });
        y = top - 4 - size;
        for (const line of lines) {
          drawLine(line, x + 4, size);
          y -= leading;
        }
      });
      y = top - height;
      continue;
    }
    const size = SIZES[block.tag] ?? 10.5;
    const leading = size * 1.4;
    const heading = block.tag.startsWith('h');
    const runs = heading ? block.runs.map((r) => ({ ...r, bold: true })) : block.runs;
    const indent = block.bullet ? 16 : 0;
    const lines = linesOf(wordsOf(runs, fonts, size), contentWidth - indent);
    y -= heading ? size * 0.6 : 2;
    lines.forEach((line, i) => {
      ensure(leading);
      y -= size;
      const width = lineWidth(line);
      const x =
        block.align === 'center'
          ? PAGE.margin + (contentWidth - width) / 2
          : block.align === 'right'
            ? PAGE.width - PAGE.margin - width
            : PAGE.margin + indent;
      if (i === 0 && block.bullet)
        page.drawText(block.bullet, { x: PAGE.margin + 2, y, size, font: fonts.regular });
      drawLine(line, x, size);
      y -= leading - size;
    });
    y -= heading ? size * 0.4 : size * 0.6;
  }
  return Buffer.from(await pdf.save());
}
