import type { Currency } from '@freight/shared';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { HTML_LANG } from '../../../lib/i18n/language';

const numberFormat = (options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(HTML_LANG[currentLanguage()], options);

/** "1 250 000 KZT" with the interface language's separators; the code keeps it unambiguous. */
export function formatMoney(amount: number, currency: Currency): string {
  return `${numberFormat({ maximumFractionDigits: 2 }).format(amount)} ${currency}`;
}

export function formatWeight(tons: number, t: TFunction<'orders'>): string {
  return `${numberFormat({ maximumFractionDigits: 3 }).format(tons)} ${t('units.tons')}`;
}
