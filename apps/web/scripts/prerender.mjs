// Prerenders the public site after `vite build` and `vite build --ssr`: every static public page becomes
// dist/<path>/index.html with its content, head and structured data; 404.html, the empty app shell and the
// template (for the API's per-request blog render) are written beside them, listed in prerender-manifest.json.
// Text assets are also precompressed (.gz, .br) for the API's static file serving.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import postcss from 'postcss';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexFile = join(dist, 'index.html');
const templateFile = join(dist, 'template.html');
const built = readFileSync(indexFile, 'utf8');
// A fresh client build writes index.html with the markers; re-running the script reuses the saved template.
let template = built.includes('<!--app-html-->') ? built : readFileSync(templateFile, 'utf8');

// The chunk map for link prefetching: every chunk with the chunks it imports statically (transitively),
// from Vite's build manifest. Its URL goes into every page as <meta name="qs-chunk-deps">. Two builds, two
// maps: the public build's (index.html, the public pages) and the app build's (app.html, the app shell).
function chunkDeps(manifest) {
  const fileOf = (key) => manifest[key]?.file?.replace(/^assets\//, '');
  const deps = {};
  const collect = (key, into) => {
    for (const dep of manifest[key]?.imports ?? []) {
      const file = fileOf(dep);
      if (file && !into.has(file) && !manifest[dep].isEntry) {
        into.add(file);
        collect(dep, into);
      }
    }
  };
  for (const key of Object.keys(manifest)) {
    const file = fileOf(key);
    if (!file?.endsWith('.js')) continue;
    const into = new Set();
    collect(key, into);
    if (into.size > 0) deps[file] = [...into];
  }
  const json = JSON.stringify(deps);
  const name = `chunk-deps-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
  writeFileSync(join(dist, 'assets', name), json);
  return `<meta name="qs-chunk-deps" content="/assets/${name}">`;
}
const withChunkDeps = (html, meta) =>
  html.replace(/\s*<meta name="qs-chunk-deps"[^>]*>/, '').replace('<!--app-head-->', `${meta}\n    <!--app-head-->`);
const readManifest = (name) => {
  const file = join(dist, '.vite', name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

const manifest = readManifest('manifest-public.json');
if (manifest) template = withChunkDeps(template, chunkDeps(manifest));
const appManifest = readManifest('manifest.json');
const appFile = join(dist, 'app.html');
let appTemplate = existsSync(appFile) ? readFileSync(appFile, 'utf8') : template;
if (appManifest && existsSync(appFile)) appTemplate = withChunkDeps(appTemplate, chunkDeps(appManifest));
writeFileSync(templateFile, template);

const ssr = await import(pathToFileURL(join(dist, 'server', 'entry-server.js')).href);

/** The files of a page's chunk and its static imports (the build has no preload helper). */
function pageChunks(pattern) {
  const key = ssr.PAGE_MODULES[pattern];
  if (!manifest) return [];
  if (!key || !manifest[key])
    throw new Error(`prerender: no chunk for the page module of ${pattern} (${key})`);
  const files = new Set();
  const walk = (k) => {
    const entry = manifest[k];
    if (!entry || entry.isEntry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const dep of entry.imports ?? []) walk(dep);
  };
  walk(key);
  return [...files];
}

/*
 * The loader. A prerendered page is complete without JavaScript, so its scripts must not compete with its first
 * paint: the entry (<script type="module">) and the page's chunks (modulepreload) are requested only once the
 * browser has presented the page's largest contentful paint (Lighthouse counts every request that ends before
 * that paint on its critical path); browsers without that API request them after the first frame, and a page
 * whose paint is never reported (opened in the background) after 3 s. The entry and the chunks come from the
 * tag's data attributes, so the script's text is the same on every page and every build: the
 * Content-Security-Policy allows it by its hash (prerender-manifest.json "scriptHashes", read by the API's
 * modules/site/site.web.ts), still no 'unsafe-inline'.
 */
const LOADER = [
  '(function(){var d=document,s=d.currentScript,done=0,t;',
  'function go(){if(done)return;done=1;clearTimeout(t);',
  '(s.getAttribute("data-preload")||"").split(" ").forEach(function(h){if(!h)return;',
  'var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});',
  'var m=d.createElement("script");m.type="module";m.src=s.getAttribute("data-entry");d.head.appendChild(m)}',
  't=setTimeout(go,3000);',
  'var P=window.PerformanceObserver;',
  'if(P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0)',
  'new P(function(l,o){o.disconnect();setTimeout(go,0)}).observe({type:"largest-contentful-paint",buffered:true});',
  'else requestAnimationFrame(function(){setTimeout(go,0)})})()',
].join('');
const scriptHash = (code) => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Swaps the entry's <script type="module"> for the loader at the end of <body>, with the page's chunks. */
function withLoader(html, pattern) {
  const entry = entryTag.exec(html);
  if (!entry) throw new Error(`prerender ${pattern}: no entry <script type="module"> in the template`);
  const preload = pageChunks(pattern).map((f) => `/${f}`);
  const tag =
    `<script data-entry="${escapeAttr(entry[1])}" data-preload="${escapeAttr(preload.join(' '))}">${LOADER}</script>`;
  return html.replace(entry[0], '').replace(/<\/body>(?![\s\S]*<\/body>)/, `  ${tag}\n  </body>`);
}

/*
 * Critical CSS: each prerendered page inlines only the rules its own HTML uses, so the first paint waits for
 * no stylesheet. The full stylesheet still downloads at once but without blocking (media="print"); main.tsx
 * switches it on before the app starts, ready for the menus, forms and other pages. No script: the full one.
 */
const stylesheetTag = template.match(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/);
const fullCss = stylesheetTag ? readFileSync(join(dist, stylesheetTag[1]), 'utf8') : null;
const decode = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
function criticalCss(html) {
  const classes = new Set();
  for (const m of html.matchAll(/class="([^"]*)"/g))
    for (const c of decode(m[1]).split(/\s+/)) if (c) classes.add(c);
  const used = (selector) =>
    [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].every((m) => classes.has(m[1].replace(/\\(.)/g, '$1')));
  const root = postcss.parse(fullCss);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    const kept = rule.selectors.filter(used);
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}
function withCriticalCss(html) {
  if (!stylesheetTag || !fullCss) return html;
  const href = `/${stylesheetTag[1]}`;
  const deferred =
    `<style data-qs-critical>${criticalCss(html)}</style>\n    ` +
    `<link rel="stylesheet" crossorigin href="${href}" media="print" data-qs-css>\n    ` +
    `<noscript><link rel="stylesheet" href="${href}"></noscript>`;
  return html.replace(stylesheetTag[0], deferred);
}

const pages = {};
for (const path of ssr.PRERENDERED_PATHS) {
  const rendered = await ssr.renderPage({ template, url: path });
  const { status } = rendered;
  // The tools render content after loading the live catalogue: that page keeps the full stylesheet.
  const withCss = path === '/resources/tools' ? (h) => h : withCriticalCss;
  const html = withCss(withLoader(rendered.html, path));
  if (status !== 200) throw new Error(`prerender ${path}: status ${status}`);
  if (!html.includes('<h1')) throw new Error(`prerender ${path}: no heading in the HTML`);
  const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), html);
  pages[path] = file;
}

const notFound = await ssr.renderPage({ template, url: '/__quayside-not-found__' });
if (notFound.status !== 404) throw new Error('the not-found page did not answer 404');
writeFileSync(join(dist, '404.html'), withCriticalCss(withLoader(notFound.html, '*')));
// The blog pages are rendered per request by the API, each from its own template with its chunks preloaded.
writeFileSync(join(dist, 'template-blogs.html'), withLoader(template, '/resources/blogs'));
writeFileSync(join(dist, 'template-article.html'), withLoader(template, '/resources/blogs/:slug'));
// The app build's shell (sign-in, onboarding, dashboards): rendered in the browser.
writeFileSync(join(dist, 'app-shell.html'), ssr.fillTemplate(appTemplate, ssr.defaultHead(), '', ''));

writeFileSync(
  join(dist, 'prerender-manifest.json'),
  JSON.stringify(
    {
      pages,
      notFound: '404.html',
      appShell: 'app-shell.html',
      template: 'template.html',
      templates: { blogs: 'template-blogs.html', article: 'template-article.html' },
      scriptHashes: [scriptHash(LOADER)],
      sitemap: ssr.SITEMAP,
    },
    null,
    2,
  ),
);

let compressed = 0;
const assets = join(dist, 'assets');
for (const name of existsSync(assets) ? readdirSync(assets) : []) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = join(assets, name);
  const data = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  compressed += 1;
}
// Source maps of the server bundle are not served; the client's stay for debugging.
rmSync(join(dist, 'server', '.vite'), { recursive: true, force: true });
console.log(`prerendered ${Object.keys(pages).length} pages + 404; precompressed ${compressed} assets`);
