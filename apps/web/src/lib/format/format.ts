import { Currency } from '@freight/shared';
import dayjs from 'dayjs';
import { currentLanguage } from '../i18n/i18n';
import { numberLocaleOf } from '../i18n/intl-locale';
import { HTML_LANG } from '../i18n/language';
import { DAYJS_LOCALES } from '../i18n/locale-settings';

/**
 * The one place the app writes dates, numbers and money: every screen (lists, the order view
 * and its history, fleet fines, ratings) formats through here, so "440 000 ₸" never stands
 * beside "440000" and each language gets its own separators.
 */

/** Dates as the rest of the app writes them (dayjs follows the interface language). */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY HH:mm');
}

export function formatDate(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY');
}

/**
 * How long ago, for lists that show recent activity (chats, the notification bell): "24 минут
 * бұрын" within the hour, the time today, the date before. dayjs, not `Intl.RelativeTimeFormat`:
 * browsers without Kazakh data wrote "-24 min" in kz.
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const locale = DAYJS_LOCALES[currentLanguage()];
  const when = dayjs(iso).locale(locale);
  if (dayjs(now).diff(when, 'minute') < 60) {
    // A clock a little behind the server's would otherwise read "in a few seconds".
    const past = when.isAfter(now) ? dayjs(now).locale(locale) : when;
    return past.from(now);
  }
  return when.isSame(now, 'day') ? when.format('HH:mm') : when.format('DD.MM.YYYY');
}

const numberFormatOf = (options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(numberLocaleOf(currentLanguage()), options);

/** A quantity in the interface language ("19,5" in Russian, "19.5" in English). */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  return numberFormatOf({ maximumFractionDigits }).format(value);
}

/**
 * Money as each language writes it, sign and all: "560 000 ₸" in Kazakh and Russian, "₸560,000"
 * in English. The narrow sign ("₸", "₽", "$") is what people write by hand, where the wide one
 * falls back to a code in some languages ("KZT 560,000" in English). The yuan is the exception:
 * its narrow "¥" is also the yen's, so outside Chinese it keeps "CN¥"; in Chinese "¥" is the
 * yuan.
 */
export function formatMoney(amount: number, currency: string): string {
  const language = currentLanguage();
  const yuanOutsideChinese = currency === Currency.CNY && language !== 'zh';
  return numberFormatOf({
    style: 'currency',
    currency,
    currencyDisplay: yuanOutsideChinese ? 'symbol' : 'narrowSymbol',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** A rating from completed orders, always one decimal ("4,0"). */
export function formatRating(rating: number): string {
  return numberFormatOf({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size in the interface language's own units and separators ("1,2 МБ", "1.2 MB"). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormatOf({
    style: 'unit',
    unit: SIZE_UNITS[unit],
    // "392 B" rather than the short form's "392 byte".
    unitDisplay: unit === 0 ? 'narrow' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

function separatorsOf(): { group: string; decimal: string } {
  const parts = numberFormatOf({}).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * An amount being typed, grouped as `formatMoney` groups it ("450 000" in Russian,
 * "450,000" in English). It works on the text, not the number, so a half-typed "1250." stays.
 */
export function formatAmountInput(value: number | string | undefined): string {
  if (value === undefined || value === '') return '';
  const { group, decimal } = separatorsOf();
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
}

/**
 * The typed text back as plain digits with a `.` decimal point: either the language's decimal
 * mark or a `.` is taken as one, and grouping (spaces, commas in English) is dropped.
 */
export function parseAmountInput(text: string | undefined): string {
  const { group, decimal } = separatorsOf();
  let plain = (text ?? '').replace(/\s/g, '');
  if (group.trim() !== '') plain = plain.split(group).join('');
  return decimal === '.' ? plain : plain.split(decimal).join('.');
}

/** A share of 0..1 as a percentage ("42,5 %" in Russian, "42.5%" in English). */
export function formatPercent(ratio: number): string {
  return numberFormatOf({ style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

/**
 * Kazakh short units, which Chromium's Intl lacks (it writes "35 hr" in kz, as it wrote
 * "-24 min" for relative times); Node's full ICU agrees with them ("35 сағ", "3 күн").
 */
const KAZAKH_UNITS = { hour: 'сағ', day: 'күн' } as const;

/** A duration in the language's own short unit ("12,5 ч", "12.5 hr", "3 days", "35 сағ"). */
export function formatDuration(value: number, unit: 'hour' | 'day'): string {
  if (currentLanguage() === 'kz') return `${formatNumber(value, 1)} ${KAZAKH_UNITS[unit]}`;
  return numberFormatOf({
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A large quantity shortened for a chart's axis ("1,2 млн", "1.2M"). */
export function formatCompactNumber(value: number): string {
  return numberFormatOf({ notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/**
 * A calendar month of an ISO day ("ноябрь 2026 г.", "November 2026"); `short`: "Nov 26". Kazakh
 * months come from dayjs ("қараша 2026"): Chromium's own builds name them "2026 M11".
 */
export function formatMonth(isoDay: string, style: 'long' | 'short' = 'long'): string {
  const language = currentLanguage();
  if (language === 'kz') {
    return dayjs(isoDay)
      .locale(DAYJS_LOCALES.kz)
      .format(style === 'long' ? 'MMMM YYYY' : 'MMM YY');
  }
  return new Intl.DateTimeFormat(
    HTML_LANG[language],
    style === 'long' ? { month: 'long', year: 'numeric' } : { month: 'short', year: '2-digit' },
  ).format(dayjs(isoDay).toDate());
}
