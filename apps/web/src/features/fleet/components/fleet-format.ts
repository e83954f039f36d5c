import type { MoneyTotal } from '@freight/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { HTML_LANG } from '../../../lib/i18n/language';

/** "125 000 KZT" with the interface language's separators; the code keeps it unambiguous. */
export function formatAmount({ amount, currency }: MoneyTotal): string {
  const number = new Intl.NumberFormat(HTML_LANG[currentLanguage()], {
    maximumFractionDigits: 2,
  }).format(amount);
  return `${number} ${currency}`;
}

/** A driver's rating from completed orders, one decimal. */
export function formatRating(rating: number): string {
  return new Intl.NumberFormat(HTML_LANG[currentLanguage()], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}
