import { chromium } from '@playwright/test';
const [url, width, y, out, h] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(h ?? 900) } });
await page.goto('http://localhost:3203' + url, { waitUntil: 'networkidle' });
await page.evaluate((yy) => window.scrollTo(0, yy), Number(y));
await page.waitForTimeout(300);
await page.screenshot({ path: out });
await browser.close();
