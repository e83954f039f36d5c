#!/usr/bin/env node
/**
 * Renders the installable app's icons (issue 13) from `apps/web/public/logo-short.svg` with the
 * system Chromium, once; the PNGs are committed. Run again only when the logo changes:
 *   npm run icons -w apps/web
 * `icon-<size>.png` is the logo as it is (rounded square); `icon-maskable-512.png` fills the
 * square with the logo's blue and keeps the mark inside the central 80 % circle that every
 * launcher mask leaves visible.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const logo = readFileSync(path.join(publicDir, 'logo-short.svg'), 'utf8');
const BACKGROUND = /fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#1677ff';
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    // Maskable: the full-bleed square is the background; the logo, at 80 %, melts into it (same
    // blue) and its drawing stays well inside the safe circle (radius 40 % of the side).
    const image = maskable
      ? `<div style="width:${size}px;height:${size}px;background:${BACKGROUND};display:flex;align-items:center;justify-content:center"><img src="${logoUrl}" style="width:${size * 0.8}px;height:${size * 0.8}px"></div>`
      : `<img src="${logoUrl}" style="width:${size}px;height:${size}px;display:block">`;
    await page.setContent(
      `<html><body style="margin:0;overflow:hidden;background:transparent">${image}</body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({
      path: path.join(publicDir, file),
      omitBackground: !maskable,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
