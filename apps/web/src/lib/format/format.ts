import dayjs from 'dayjs';
import { currentLanguage } from '../i18n/i18n';
import { HTML_LANG } from '../i18n/language';

/** Dates as the rest of the app writes them (dayjs follows the interface language). */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY HH:mm');
}

export function formatDate(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY');
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
  return new Intl.NumberFormat(HTML_LANG[currentLanguage()], {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    // "392 B" rather than the short form's "392 byte".
    unitDisplay: unit === 0 ? 'narrow' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
