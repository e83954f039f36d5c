import { chromium } from 'playwright-core';
const [base, lang] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
await page.goto(`${base}/?lang=${lang}`);
await page.getByTestId('home-partners').waitFor();
const height = await page.evaluate(() => document.body.scrollHeight);
for (let y = 0, i = 0; y < height; y += 1300, i++) {
  await page.screenshot({ path: `/tmp/hp/crop-${lang}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 375, height: Math.min(1300, height - y) } });
}
console.log(height);
await browser.close();
