import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2] ?? 'http://localhost:3203/';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < Number(process.argv[3] ?? 2); i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  const a = r!.lhr.audits;
  console.log(r?.lhr.runtimeError?.code ?? '', 'perf', r?.lhr.categories.performance?.score, 'a11y', r?.lhr.categories.accessibility?.score, 'bp', r?.lhr.categories['best-practices']?.score, 'seo', r?.lhr.categories.seo?.score, 'FCP', a['first-contentful-paint']?.displayValue, 'LCP', a['largest-contentful-paint']?.displayValue, 'TBT', a['total-blocking-time']?.displayValue, 'SI', a['speed-index']?.displayValue, 'bench', r?.lhr.environment.benchmarkIndex);
}
chrome.kill();
