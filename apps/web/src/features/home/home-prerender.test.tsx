import { LANGUAGES } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { readLocaleFiles } from '../../test/locale-files';
import { chooseHomeLanguage, languageOfHtmlLang } from './home-language';
import {
  CANONICAL_PLACEHOLDER,
  fillTemplate,
  ORIGIN_PLACEHOLDER,
  prerenderHome,
} from './home-prerender';

const TEMPLATE = `<!doctype html>
<html lang="kk">
  <head>
    <meta name="description" content="the sign-in page's own" />
    <title>Freight</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function prerendered(language: (typeof LANGUAGES)[number]) {
  const locales = readLocaleFiles()[language];
  const resources = { home: locales.home, validation: locales.validation } as never;
  return fillTemplate(TEMPLATE, prerenderHome(language, resources), '.home{color:red}');
}

describe('the prerendered homepage', () => {
  it('is the real page in each language, with its title, description and alternates', () => {
    const locales = readLocaleFiles();
    for (const language of LANGUAGES) {
      const html = prerendered(language);
      const texts = locales[language].home as { meta: { title: string }; hero: { title: string } };
      expect(html).toContain(`<title>${texts.meta.title}</title>`);
      // One description, the homepage's, in its language: the app's own gives way.
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).not.toContain("the sign-in page's own");
      expect(html).toContain(`>${texts.hero.title}</h1>`);
      expect(html).toContain(`<link rel="canonical" href="${CANONICAL_PLACEHOLDER}">`);
      expect(html).toContain(
        `<link rel="alternate" hreflang="x-default" href="${ORIGIN_PLACEHOLDER}/">`,
      );
      expect(html).toContain(
        `<link rel="alternate" hreflang="zh" href="${ORIGIN_PLACEHOLDER}/?lang=zh">`,
      );
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<style>.home{color:red}</style>');
      // The built entry script stays: the browser hydrates over the markup.
      expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    }
    expect(prerendered('kz')).toContain('<html lang="kk">');
    expect(prerendered('kz')).toContain('<div id="root" data-prerendered="kk">');
    expect(prerendered('zh')).toContain('<html lang="zh">');
  });

  it('prerenders a visitor: the sign-up calls, not "go to the platform"', () => {
    const html = prerendered('en');
    expect(html).toContain('href="/sign-up?role=forwarder"');
    expect(html).toContain('href="/sign-up?role=carrier"');
    expect(html).not.toContain('home-go-to-platform');
  });

  it('refuses a template it cannot fill instead of writing a page without its text', () => {
    const locales = readLocaleFiles().en;
    const page = prerenderHome('en', {
      home: locales.home,
      validation: locales.validation,
    } as never);
    expect(() => fillTemplate('<html lang="kk"><title>x</title></html>', page, '')).toThrow(/root/);
  });
});

describe('the homepage language in the browser', () => {
  it('takes ?lang first, then the prerendered language, then the stored choice', () => {
    expect(chooseHomeLanguage({ search: '?lang=zh', prerendered: 'ru', stored: 'en' })).toBe('zh');
    expect(chooseHomeLanguage({ search: '?lang=de', prerendered: 'ru', stored: 'en' })).toBe('ru');
    expect(chooseHomeLanguage({ search: '', prerendered: undefined, stored: 'en' })).toBe('en');
  });

  it('reads kk in <html lang> as the spec’s kz', () => {
    expect(languageOfHtmlLang('kk')).toBe('kz');
    expect(languageOfHtmlLang('ru')).toBe('ru');
    expect(languageOfHtmlLang('de')).toBeUndefined();
  });
});
