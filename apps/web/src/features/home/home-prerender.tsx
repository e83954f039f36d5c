import { LANGUAGES, type Language } from '@freight/shared';
import { renderToString } from 'react-dom/server';
import { HTML_LANG } from '../../lib/i18n/language';
import { HomeDocument } from './home-document';
import { createHomeI18n, type HomeResources } from './home-i18n';
import { homePath } from './home-language';

/**
 * Stands for the site's origin (`https://example.kz`) in the prerendered files: the build does
 * not know where the site will live, the API fills it in per request (home-pages.ts).
 */
export const ORIGIN_PLACEHOLDER = '%FREIGHT_ORIGIN%';

/**
 * Stands for the page's own address: `/?lang=ru` for a language asked for, `/` (the x-default,
 * which negotiates the language) otherwise; the API fills it in per request too.
 */
export const CANONICAL_PLACEHOLDER = '%FREIGHT_CANONICAL%';

const OG_LOCALE: Record<Language, string> = { kz: 'kk_KZ', ru: 'ru_RU', zh: 'zh_CN', en: 'en_US' };

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const absolute = (path: string) => `${ORIGIN_PLACEHOLDER}${path}`;

/** The head of one language's page: title, description, alternates, canonical, Open Graph. */
function headTags(language: Language, title: string, description: string): string {
  const alternates = LANGUAGES.map(
    (other) =>
      `<link rel="alternate" hreflang="${HTML_LANG[other]}" href="${absolute(homePath(other))}">`,
  );
  const ogAlternates = LANGUAGES.filter((other) => other !== language).map(
    (other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}">`,
  );
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${CANONICAL_PLACEHOLDER}">`,
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="${absolute('/')}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Freight">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${CANONICAL_PLACEHOLDER}">`,
    `<meta property="og:image" content="${absolute('/logo-short.svg')}">`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}">`,
    ...ogAlternates,
    `<meta name="twitter:card" content="summary">`,
  ].join('\n    ');
}

export interface PrerenderedHome {
  /** `<html lang>` */
  htmlLang: string;
  /** Tags for <head> (title first). */
  head: string;
  /** The page's markup for #root. */
  body: string;
}

/** One language's homepage as HTML, with the resources of that language. */
export function prerenderHome(language: Language, resources: HomeResources): PrerenderedHome {
  const i18n = createHomeI18n(language, resources);
  const title = i18n.t('home:meta.title');
  const description = i18n.t('home:meta.description');
  return {
    htmlLang: HTML_LANG[language],
    head: headTags(language, title, description),
    body: renderToString(<HomeDocument i18n={i18n} language={language} />),
  };
}

/**
 * Pours a prerendered page into the built index.html: its language, its head and its markup,
 * the page's own styles inlined (the first paint needs no stylesheet request), and the marker
 * that tells the browser's entry to hydrate.
 */
export function fillTemplate(template: string, page: PrerenderedHome, css: string): string {
  const replaceOnce = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${String(pattern)}`);
    return html.replace(pattern, () => replacement);
  };
  let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${page.htmlLang}">`);
  // The app's own description (the sign-in page's) gives way to the homepage's, in its language.
  html = html.replace(/\s*<meta\s+name="description"[^>]*>/, '');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `${page.head}\n    <style>${css}</style>`);
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${page.htmlLang}">${page.body}</div>`,
  );
  return html;
}
