import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@freight/shared';
import { StorageKey } from '../session/session-storage';

/** Endonyms: each language is offered under its own name, whatever the current language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  kz: 'Қазақша',
  ru: 'Русский',
  zh: '中文',
  en: 'English',
};

/** The `lang` attribute of <html>: the code `kz` of the spec is `kk` in BCP 47. */
export const HTML_LANG: Record<Language, string> = { kz: 'kk', ru: 'ru', zh: 'zh', en: 'en' };

/** Spec section 4: the stored choice, else the default kz. */
export function readStoredLanguage(): Language {
  const stored = localStorage.getItem(StorageKey.LOCALE);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The cookie the server reads to prerender the homepage `/` in the visitor's language. */
const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function saveLanguage(language: Language): void {
  localStorage.setItem(StorageKey.LOCALE, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/**
 * Spec section 4: changing the language saves the choice and reloads the page, so every text,
 * Ant Design's locale and the dates are rebuilt in the new language from a clean start.
 */
export function switchLanguage(
  language: Language,
  reloadPage: () => void = () => window.location.reload(),
): void {
  saveLanguage(language);
  reloadPage();
}
