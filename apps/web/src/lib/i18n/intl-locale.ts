import type { Language } from '@freight/shared';
import { HTML_LANG } from './language';

/** 1.5 as a language's numbers write it. */
type FormatOneAndAHalf = (locale: string) => string;

const formatOneAndAHalf: FormatOneAndAHalf = (locale) => new Intl.NumberFormat(locale).format(1.5);

/** Kazakh writes a decimal comma (CLDR: "1,5"); a browser without Kazakh's data answers "1.5". */
export function hasKazakhNumbers(format: FormatOneAndAHalf = formatOneAndAHalf): boolean {
  return format('kk') === '1,5';
}

const KAZAKH_NUMBERS = hasKazakhNumbers();

/**
 * The locale Intl writes a language's numbers and money in. Chromium's own builds know `kk` by
 * name but hold English patterns for it ("₸ 560,000"); there Russian as written in Kazakhstan
 * stands in, whose numbers Kazakh shares ("560 000 ₸", "19,5").
 */
export function numberLocaleOf(language: Language, kazakhNumbers = KAZAKH_NUMBERS): string {
  return language === 'kz' && !kazakhNumbers ? 'ru-KZ' : HTML_LANG[language];
}
