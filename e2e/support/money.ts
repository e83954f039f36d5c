import type { Page } from '@playwright/test';

/**
 * An amount as the app writes money in the page's language (`formatMoney`), as this browser's
 * Intl writes it: which space groups the digits is Intl's business, not the test's.
 */
export function shownMoney(page: Page, amount: number, currency = 'KZT'): Promise<string> {
  return page.evaluate(
    ([value, code]) =>
      new Intl.NumberFormat(document.documentElement.lang, {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 2,
        minimumFractionDigits: 0,
      }).format(value),
    [amount, currency] as const,
  );
}
