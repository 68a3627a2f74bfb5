import { chromium } from '@playwright/test';
const url = process.argv[2] ?? 'http://localhost:3203/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let run = 0; run < 3; run++) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration), e.attribution?.[0]?.containerSrc || e.attribution?.[0]?.name]); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  const lt = await page.evaluate(() => window.__lt);
  const tbt = lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
  console.log('run', run, 'TBT~', tbt, JSON.stringify(lt));
  await page.close();
}
await browser.close();
