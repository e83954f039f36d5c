/**
 * Prerenders the public homepage `/` once per language after `vite build` (issue 13): crawlers
 * and visitors without JavaScript read the real page. Writes dist/home/<language>.html from the
 * built dist/index.html (its script and preload tags stay, so the browser hydrates the page);
 * the API serves them at `/` (apps/api/src/platform/http/home-pages.ts).
 *
 * The page's components are TypeScript/TSX: Vite's SSR loader compiles them here, with the
 * project's React plugin and no other configuration.
 */
import react from '@vitejs/plugin-react';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webRoot, 'dist');
const LANGUAGES = ['kz', 'ru', 'zh', 'en'];

/** Comments and indentation out; the page's CSS is small and hand-written, so this is enough. */
function compactCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();
}

async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

const vite = await createServer({
  root: webRoot,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  plugins: [react()],
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { prerenderHome, fillTemplate } = await vite.ssrLoadModule(
    '/src/features/home/home-prerender.tsx',
  );
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const css = compactCss(await readFile(path.join(webRoot, 'src/features/home/home.css'), 'utf8'));
  await mkdir(path.join(distDir, 'home'), { recursive: true });
  for (const language of LANGUAGES) {
    const locales = path.join(webRoot, 'public/locales', language);
    const resources = {
      home: await readJson(path.join(locales, 'home.json')),
      validation: await readJson(path.join(locales, 'validation.json')),
    };
    const html = fillTemplate(template, prerenderHome(language, resources), css);
    await writeFile(path.join(distDir, 'home', `${language}.html`), html);
  }
  process.stdout.write(`prerendered the homepage in ${LANGUAGES.join(', ')} → dist/home/\n`);
} finally {
  await vite.close();
}
