import type { Page } from '@playwright/test';

/**
 * An amount as the app writes money in the page's language (`formatMoney`), as this browser's
 * Intl writes it: which space groups the digits is Intl's business, not the test's. Kazakh
 * follows `numberLocaleOf`: where the browser holds English patterns for `kk`, Russian as
 * written in Kazakhstan.
 */
export function shownMoney(page: Page, amount: number, currency = 'KZT'): Promise<string> {
  return page.evaluate(
    ([value, code]) => {
      const language = document.documentElement.lang;
      const kazakhNumbers = new Intl.NumberFormat('kk').format(1.5) === '1,5';
      const locale = language === 'kk' && !kazakhNumbers ? 'ru-KZ' : language;
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 2,
        minimumFractionDigits: 0,
      }).format(value);
    },
    [amount, currency] as const,
  );
}
