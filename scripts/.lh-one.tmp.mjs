import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { writeFileSync } from 'node:fs';
const [url, ff] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','accessibility','best-practices','seo'] }, ff === 'desktop' ? desktopConfig : undefined);
writeFileSync('/tmp/hp/lhr.json', JSON.stringify(r.lhr));
for (const [k, c] of Object.entries(r.lhr.categories)) console.log(k, Math.round(c.score * 100));
const a = r.lhr.audits;
console.log('TBT', a['total-blocking-time'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue);
for (const id of ['bootup-time', 'mainthread-work-breakdown', 'errors-in-console', 'canonical', 'inspector-issues', 'long-tasks']) {
  console.log(id, JSON.stringify((a[id]?.details?.items ?? []).slice(0, 8).map((i) => Object.fromEntries(Object.entries(i).filter(([k]) => typeof i[k] !== 'object' || k === 'source' || k === 'url')))).slice(0, 900));
}
await chrome.kill();
