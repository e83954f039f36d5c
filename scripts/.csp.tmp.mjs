import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.log('CSP', e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber, e.sample)));
await page.goto(process.argv[2]);
await page.waitForTimeout(3000);
await browser.close();
