import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@freight/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { publicRoute } from '../auth/guard.js';

/**
 * Issue 13: the public homepage `/`, prerendered per language at build time
 * (apps/web/scripts/prerender-home.mjs writes <webDist>/home/<language>.html), and what search
 * engines read about the site: robots.txt and sitemap.xml.
 */

/** What the prerender writes where the site's origin and the page's address go (per request). */
const ORIGIN_PLACEHOLDER = '%FREIGHT_ORIGIN%';
const CANONICAL_PLACEHOLDER = '%FREIGHT_CANONICAL%';

/** `<html lang>` codes (BCP 47) of our languages; `kz` is `kk`. */
const HTML_LANG: Record<Language, string> = { kz: 'kk', ru: 'ru', zh: 'zh', en: 'en' };

const homeQuerySchema = z.object({ lang: z.string().optional() });

/** `lang=ru` from a Cookie header, when it is one of ours. */
function languageFromCookie(cookieHeader: string | undefined): Language | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === 'lang' && isLanguage(value)) return value;
  }
  return undefined;
}

/** The best of our languages in an Accept-Language header (`kk-KZ,ru;q=0.8`), by its weights. */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, order) => {
      const [range = '', ...params] = entry.trim().toLowerCase().split(';');
      const weight = params.find((param) => param.trim().startsWith('q='));
      const quality = weight ? Number(weight.trim().slice(2)) : 1;
      const primary = range.split('-')[0] ?? '';
      const language = primary === 'kk' ? 'kz' : primary;
      return { language, quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((entry) => entry.quality > 0 && isLanguage(entry.language))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  const best = ranked[0]?.language;
  return isLanguage(best) ? best : undefined;
}

/** Spec and issue 13: `?lang=`, then the `lang` cookie, then Accept-Language, else kz. */
export function chooseHomeLanguage(request: FastifyRequest, asked: string | undefined): Language {
  if (isLanguage(asked)) return asked;
  const cookie = request.headers.cookie;
  const acceptLanguage = request.headers['accept-language'];
  return (
    languageFromCookie(cookie) ?? languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE
  );
}

/**
 * The site's origin as the visitor reached it (behind trusted proxies, their forwarded host and
 * protocol). A Host header that is not a plain host name never reaches the page's markup.
 */
export function siteOrigin(request: FastifyRequest): string {
  const host = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

function homeUrl(origin: string, language: Language): string {
  return `${origin}/?lang=${language}`;
}

/**
 * Crawlers may read the public pages and what they load; the signed-in app (every other path)
 * and the API are not for them.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /$',
    'Allow: /?lang=',
    'Allow: /sign-up$',
    'Allow: /assets/',
    'Allow: /locales/',
    'Allow: /logo-short.svg',
    'Disallow: /api/',
    'Disallow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The homepage in each language, each entry naming its alternates (Google's hreflang sitemap). */
export function sitemapXml(origin: string): string {
  const alternates = LANGUAGES.map(
    (language) =>
      `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[language]}" href="${homeUrl(origin, language)}"/>`,
  );
  const urls = LANGUAGES.map((language) =>
    [
      '  <url>',
      `    <loc>${homeUrl(origin, language)}</loc>`,
      ...alternates,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}/"/>`,
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The prerendered pages found in the web build; a build without them serves the app shell. */
function readHomePages(webDistDir: string): Map<Language, string> {
  const pages = new Map<Language, string>();
  for (const language of LANGUAGES) {
    const file = path.join(webDistDir, 'home', `${language}.html`);
    if (existsSync(file)) pages.set(language, readFileSync(file, 'utf8'));
  }
  return pages;
}

export interface HomePagesOptions {
  /** The built web app; undefined (API-only runs, most tests) serves robots and sitemap only. */
  webDistDir: string | undefined;
}

export async function homePages(app: FastifyInstance, { webDistDir }: HomePagesOptions) {
  const hidden = { hide: true };

  app.get('/robots.txt', { ...publicRoute(), schema: hidden }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(siteOrigin(request))),
  );
  app.get('/sitemap.xml', { ...publicRoute(), schema: hidden }, async (request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemapXml(siteOrigin(request))),
  );

  const pages = webDistDir ? readHomePages(webDistDir) : new Map<Language, string>();
  if (pages.size === 0) return;
  app.get(
    '/',
    { ...publicRoute(), schema: { ...hidden, querystring: homeQuerySchema } },
    async (
      request: FastifyRequest<{ Querystring: z.infer<typeof homeQuerySchema> }>,
      reply: FastifyReply,
    ) => {
      const asked = request.query.lang;
      const language = chooseHomeLanguage(request, asked);
      const page = pages.get(language) ?? pages.get(DEFAULT_LANGUAGE) ?? [...pages.values()][0];
      const origin = siteOrigin(request);
      // `/?lang=ru` is its own canonical page; `/` is the x-default that negotiates.
      const canonical = isLanguage(asked) ? homeUrl(origin, asked) : `${origin}/`;
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('content-language', HTML_LANG[language])
          // The same address answers in the visitor's language: caches must keep them apart,
          // and revalidate so a new build's page (its new script names) is never stale.
          .header('vary', 'Accept-Language, Cookie')
          .header('cache-control', 'no-cache')
          .send(
            page
              ?.replaceAll(CANONICAL_PLACEHOLDER, canonical)
              .replaceAll(ORIGIN_PLACEHOLDER, origin),
          )
      );
    },
  );
}
