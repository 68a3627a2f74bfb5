import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const url = process.argv[2] ?? 'http://localhost:3203/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
const seen = new Map();
page.on('response', async (res) => {
  const u = res.url();
  if (/\.(js|css)(\?|$)/.test(new URL(u).pathname)) {
    try { const body = await res.body(); seen.set(u, [gzipSync(body, { level: 9 }).length, res.request().resourceType()]); } catch {}
  }
});
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push('pageerror ' + e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
let js = 0, css = 0, pre = 0;
for (const [u, [n, t]] of seen) { const p = new URL(u).pathname; if (t === 'script' && p.endsWith('.js')) { js += n; console.log(String(n).padStart(7), t, p); } else if (p.endsWith('.css')) css += n; else pre += n; }
console.log('JS gz', js, 'CSS gz', css, 'prefetched', pre);
console.log('console:', errors);
await browser.close();
