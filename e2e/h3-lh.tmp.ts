import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < 2; i++) {
  const r = await lighthouse('http://localhost:3203/', { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  console.log(r?.lhr.runtimeError?.code, r?.lhr.categories.performance?.score, r?.lhr.categories.accessibility?.score, r?.lhr.categories['best-practices']?.score, r?.lhr.categories.seo?.score);
}
chrome.kill();
