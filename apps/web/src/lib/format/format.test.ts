import { Currency, type Language } from '@freight/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import {
  formatAmountInput,
  formatDuration,
  formatMoney,
  formatMonth,
  formatNumber,
  formatRating,
  formatRelativeTime,
  parseAmountInput,
} from './format';

/** Intl writes some groups with a no-break space; the test reads them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function inLanguage(language: Language) {
  await i18n.changeLanguage(language);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the formatter', () => {
  it.each([
    ['kz', 'қараша 2026', 'қар 26'],
    ['ru', 'ноябрь 2026 г.', 'нояб. 26 г.'],
    ['en', 'November 2026', 'Nov 26'],
  ] as const)('names the month in %s, Kazakh by its own name', async (language, long, short) => {
    await inLanguage(language);
    expect(plain(formatMonth('2026-11-05'))).toBe(long);
    expect(plain(formatMonth('2026-11-05', 'short'))).toBe(short);
  });

  it.each([
    ['en', '₸440,000', '19.5'],
    ['ru', '440 000 ₸', '19,5'],
    ['kz', '440 000 ₸', '19,5'],
    ['zh', '₸440,000', '19.5'],
  ] as const)(
    'writes money and quantities with the separators and sign of %s',
    async (language, money, weight) => {
      await inLanguage(language);
      expect(plain(formatMoney(440000, Currency.KZT))).toBe(money);
      expect(plain(formatNumber(19.5))).toBe(weight);
    },
  );

  it.each([
    ['en', ['₸1,250,000.5', '₽90,000', '$5,200', '€4,800.25', 'CN¥36,000']],
    ['ru', ['1 250 000,5 ₸', '90 000 ₽', '5 200 $', '4 800,25 €', '36 000 CN¥']],
    ['kz', ['1 250 000,5 ₸', '90 000 ₽', '5 200 $', '4 800,25 €', '36 000 CN¥']],
    ['zh', ['₸1,250,000.5', '₽90,000', '$5,200', '€4,800.25', '¥36,000']],
  ] as const)('writes every currency with its sign in %s', async (language, texts) => {
    await inLanguage(language);
    const amounts = [
      formatMoney(1_250_000.5, Currency.KZT),
      formatMoney(90_000, Currency.RUB),
      formatMoney(5_200, Currency.USD),
      formatMoney(4_800.25, Currency.EUR),
      formatMoney(36_000, Currency.CNY),
    ];
    expect(amounts.map(plain)).toEqual(texts);
  });

  it.each([
    ['en', '12.5 hr', '3 days'],
    ['ru', '12,5 ч', '3 дн.'],
    ['kz', '12,5 сағ', '3 күн'],
  ] as const)('writes durations with the short units of %s', async (language, hours, days) => {
    await inLanguage(language);
    expect(plain(formatDuration(12.5, 'hour'))).toBe(hours);
    expect(plain(formatDuration(3, 'day'))).toBe(days);
  });

  it('writes a rating with one decimal', async () => {
    await inLanguage('ru');
    expect(formatRating(4)).toBe('4,0');
  });

  it('groups a typed amount as the language does and reads it back', async () => {
    await inLanguage('en');
    expect(formatAmountInput(1250000)).toBe('1,250,000');
    expect(parseAmountInput('1,250,000.5')).toBe('1250000.5');
    await inLanguage('ru');
    expect(plain(formatAmountInput('1250000.5'))).toBe('1 250 000,5');
    expect(parseAmountInput('1\u00a0250\u00a0000,5')).toBe('1250000.5');
    expect(parseAmountInput('19.5')).toBe('19.5');
  });

  const now = new Date('2026-11-27T15:00:00');
  const minutesBefore = (minutes: number) =>
    new Date(now.getTime() - minutes * 60_000).toISOString();

  it.each([
    ['kz', '24 минут бұрын'],
    ['ru', '24 минуты назад'],
    ['en', '24 minutes ago'],
    ['zh', '24 分钟前'],
  ] as const)('writes a time within the hour as minutes ago in %s', async (language, text) => {
    await inLanguage(language);
    expect(formatRelativeTime(minutesBefore(24), now)).toBe(text);
  });

  it('writes a moment ago, not a moment ahead, when the clocks differ a little', async () => {
    await inLanguage('kz');
    expect(formatRelativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe(
      'бірнеше секунд бұрын',
    );
  });

  it('writes the time for earlier today and the date before', async () => {
    await inLanguage('kz');
    expect(formatRelativeTime(minutesBefore(3 * 60), now)).toBe('12:00');
    expect(formatRelativeTime(minutesBefore(24 * 60), now)).toBe('26.11.2026');
  });
});
