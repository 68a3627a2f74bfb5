import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
const base = 'http://localhost:3203';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about', '/services', '/services/incorporation', '/services/tax-advisory', '/services/global', '/singapore', '/uae', '/india', '/resources', '/resources/tools', '/resources/blogs', '/resources/blogs/nri-residential-status-182-day-120-day-deemed-residency', '/career', '/contact', '/faqs', '/privacy', '/terms', '/no-such-page'];
mkdirSync('/tmp/h3-shots', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 800 : 900 } });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = (p === '/' ? 'home' : p.slice(1).replace(/\//g, '_')).slice(0, 60);
    await page.screenshot({ path: `/tmp/h3-shots/${name}-${width}.png`, fullPage: true });
  }
  console.log(width, 'errors:', errors);
  await page.close();
}
await browser.close();
