import { chromium } from 'playwright-core';
const base = process.argv[2];
const out = process.argv[3] ?? 'docs/screenshots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [lang, width] of [['kz', 375], ['kz', 1440], ['en', 375], ['en', 1440]]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 }, deviceScaleFactor: 1 });
  page.on('console', (m) => { if (m.type() === 'error') console.log(lang, width, 'console', m.text()); });
  page.on('pageerror', (e) => console.log(lang, width, 'pageerror', e.message));
  await page.goto(`${base}/?lang=${lang}`);
  await page.getByTestId('home-partners').waitFor();
  await page.locator('#location').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${out}/home-${lang}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
