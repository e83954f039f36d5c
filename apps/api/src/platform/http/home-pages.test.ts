import { LANGUAGES } from '@freight/shared';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { languageFromAcceptLanguage } from './home-pages.js';

const HTML_LANG = { kz: 'kk', ru: 'ru', zh: 'zh', en: 'en' } as const;

/** What apps/web/scripts/prerender-home.mjs writes, reduced to what the server touches. */
function fixturePage(language: (typeof LANGUAGES)[number]): string {
  return [
    `<!doctype html><html lang="${HTML_LANG[language]}"><head>`,
    `<title>Freight ${language}</title>`,
    `<meta name="description" content="About Freight in ${language}">`,
    '<link rel="canonical" href="%FREIGHT_CANONICAL%">',
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${HTML_LANG[other]}" href="%FREIGHT_ORIGIN%/?lang=${other}">`,
    ),
    '<link rel="alternate" hreflang="x-default" href="%FREIGHT_ORIGIN%/">',
    `</head><body><div id="root" data-prerendered="${HTML_LANG[language]}"><h1>Hero ${language}</h1></div></body></html>`,
  ].join('\n');
}

let webDist: string;
let testApp: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'home-pages-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await mkdir(path.join(webDist, 'home'));
  for (const language of LANGUAGES) {
    await writeFile(path.join(webDist, 'home', `${language}.html`), fixturePage(language));
  }
  testApp = await createTestApp({ webDistDir: webDist });
});

afterAll(async () => {
  await testApp.close();
  await rm(webDist, { recursive: true, force: true });
});

const getHome = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { host: 'freight.example.kz', ...headers } });

describe('GET / (the prerendered homepage)', () => {
  it('serves Kazakh by default, as the x-default page that negotiates', async () => {
    const response = await getHome('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-language']).toBe('kk');
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    expect(response.body).toContain('<html lang="kk">');
    expect(response.body).toContain('<title>Freight kz</title>');
    expect(response.body).toContain('<meta name="description" content="About Freight in kz">');
    expect(response.body).toContain('<link rel="canonical" href="http://freight.example.kz/">');
  });

  it('serves each language asked for in the address, with absolute alternates', async () => {
    for (const language of LANGUAGES) {
      const response = await getHome(`/?lang=${language}`);
      expect(response.body).toContain(`<html lang="${HTML_LANG[language]}">`);
      expect(response.body).toContain(`<h1>Hero ${language}</h1>`);
      expect(response.body).toContain(
        `<link rel="canonical" href="http://freight.example.kz/?lang=${language}">`,
      );
      expect(response.body).toContain(
        '<link rel="alternate" hreflang="zh" href="http://freight.example.kz/?lang=zh">',
      );
      expect(response.body).toContain(
        '<link rel="alternate" hreflang="x-default" href="http://freight.example.kz/">',
      );
      expect(response.body).not.toContain('%FREIGHT_');
    }
  });

  it('takes the address over the lang cookie, the cookie over Accept-Language', async () => {
    const headers = { cookie: 'theme=dark; lang=zh', 'accept-language': 'ru-RU,ru;q=0.9' };
    expect((await getHome('/?lang=en', headers)).body).toContain('<title>Freight en</title>');
    expect((await getHome('/', headers)).body).toContain('<title>Freight zh</title>');
    const browser = { 'accept-language': 'ru-RU,ru;q=0.9' };
    expect((await getHome('/', browser)).body).toContain('<title>Freight ru</title>');
    expect((await getHome('/?lang=de', { cookie: 'lang=xx' })).body).toContain(
      '<title>Freight kz</title>',
    );
  });

  it('keeps a forged Host header out of the page', async () => {
    const response = await getHome('/', { host: 'evil.kz"><script>x()</script>' });
    expect(response.body).not.toContain('evil.kz');
    expect(response.body).toContain('<link rel="canonical" href="http://localhost/">');
  });

  it('still serves the app shell for the signed-in app’s addresses', async () => {
    const response = await getHome('/requests');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><div id="root"></div>');
  });
});

describe('what search engines read', () => {
  it('robots.txt lets crawlers read the homepage and keeps them out of the app and the API', async () => {
    const response = await getHome('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /$',
        'Allow: /?lang=',
        'Disallow: /api/',
        'Disallow: /',
        'Sitemap: http://freight.example.kz/sitemap.xml',
      ]),
    );
  });

  it('sitemap.xml lists the homepage in the four languages with their alternates', async () => {
    const response = await getHome('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(LANGUAGES.map((l) => `http://freight.example.kz/?lang=${l}`));
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="kk" href="http://freight.example.kz/?lang=kz"/>',
    );
  });
});

describe('Accept-Language', () => {
  it('picks the best weighted language of ours, reading kk as kz', () => {
    expect(languageFromAcceptLanguage('de-DE,kk;q=0.8,ru;q=0.5')).toBe('kz');
    expect(languageFromAcceptLanguage('zh-CN')).toBe('zh');
    expect(languageFromAcceptLanguage('fr, en;q=0.1, ru;q=0.2')).toBe('ru');
    expect(languageFromAcceptLanguage('ru;q=0')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
