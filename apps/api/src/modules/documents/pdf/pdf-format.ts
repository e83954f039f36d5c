import { PLATFORM_UTC_OFFSET_HOURS } from '@freight/shared';
import type { Money } from './contract-data.js';
import type { DocumentLanguage } from './document-languages.js';

/**
 * Numbers, amounts and dates as each language writes them, computed by hand rather than with
 * Intl so a document reads the same on every server, whatever its ICU data.
 */

interface NumberStyle {
  group: string;
  decimal: string;
}

// Kazakh and Russian group thousands with a space and write a decimal comma.
const NUMBER_STYLES: Record<DocumentLanguage, NumberStyle> = {
  kz: { group: ' ', decimal: ',' },
  ru: { group: ' ', decimal: ',' },
  zh: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
};

function groupThousands(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

function formatDecimalText(text: string, language: DocumentLanguage, minDecimals: number): string {
  const style = NUMBER_STYLES[language];
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  const sign = negative ? '-' : '';
  const grouped = groupThousands(whole.replace(/^0+(?=\d)/, ''), style.group);
  return decimals ? `${sign}${grouped}${style.decimal}${decimals}` : `${sign}${grouped}`;
}

/** A measure such as a weight or a volume: as many decimals as it has, e.g. `20,5`. */
export function formatQuantity(value: number, language: DocumentLanguage): string {
  return formatDecimalText(String(value), language, 0);
}

/**
 * An amount with two decimals, e.g. `1 250 000,00` or `1,250,000.00`. A string amount (as
 * PostgreSQL's numeric arrives) is formatted from its digits, without a detour through a float.
 */
export function formatAmount(amount: string | number, language: DocumentLanguage): string {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [whole, fraction = ''] = text.split('.');
  return formatDecimalText(`${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`, language, 2);
}

export function formatMoney(money: Money, language: DocumentLanguage): string {
  return `${formatAmount(money.amount, language)} ${money.currency}`;
}

function splitIsoDate(isoDate: string): [string, string, string] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : null;
}

/** A calendar date: `14.03.2026` in Kazakh and Russian, `2026-03-14` in Chinese and English. */
export function formatDate(isoDate: string, language: DocumentLanguage): string {
  const parts = splitIsoDate(isoDate);
  if (!parts) return isoDate;
  const [year, month, day] = parts;
  return language === 'kz' || language === 'ru' ? `${day}.${month}.${year}` : isoDate.slice(0, 10);
}

/** An instant in Kazakhstan's time (UTC+5), with the offset written out. */
export function formatInstant(instant: Date, language: DocumentLanguage): string {
  const local = new Date(instant.getTime() + PLATFORM_UTC_OFFSET_HOURS * 3_600_000).toISOString();
  return `${formatDate(local.slice(0, 10), language)} ${local.slice(11, 19)} (UTC+${PLATFORM_UTC_OFFSET_HOURS})`;
}
