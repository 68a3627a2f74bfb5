import { chromium } from '@playwright/test';
const [url, width, prefix, sliceH = '1500'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(e.message));
await page.goto('http://localhost:3203' + url, { waitUntil: 'networkidle' });
const h = await page.evaluate(() => document.documentElement.scrollHeight);
const n = Math.ceil(h / Number(sliceH));
for (let i = 0; i < n; i++) {
  await page.screenshot({ path: `${prefix}-${i}.png`, fullPage: true, clip: { x: 0, y: i * Number(sliceH), width: Number(width), height: Math.min(Number(sliceH), h - i * Number(sliceH)) } });
}
console.log('height', h, 'slices', n, 'errors', errors);
await browser.close();
