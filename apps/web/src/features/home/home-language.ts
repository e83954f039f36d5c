import { isLanguage, type Language } from '@freight/shared';

/** The homepage's address in a language: `/?lang=zh`; crawlers follow these as alternates. */
export function homePath(language: Language): string {
  return `/?lang=${language}`;
}

/** The languages of `<html lang>` back to ours (`kk` is BCP 47 for the spec's `kz`). */
export function languageOfHtmlLang(htmlLang: string): Language | undefined {
  if (htmlLang === 'kk') return 'kz';
  return isLanguage(htmlLang) ? htmlLang : undefined;
}

interface HomeLanguageSources {
  /** `location.search` */
  search: string;
  /** The language the server prerendered the page in, when it did. */
  prerendered: Language | undefined;
  /** The visitor's stored choice (localStorage). */
  stored: Language;
}

/**
 * The homepage speaks the language asked for in the address, else the one the server chose for
 * the prerendered page (from the `lang` cookie or Accept-Language), else the stored choice.
 */
export function chooseHomeLanguage({ search, prerendered, stored }: HomeLanguageSources): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) return asked;
  return prerendered ?? stored;
}
