/** Spec section 9: the interface languages, the default and the fallback. */
export const LANGUAGES = ['kz', 'ru', 'zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'kz';
export const FALLBACK_LANGUAGE: Language = 'ru';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
