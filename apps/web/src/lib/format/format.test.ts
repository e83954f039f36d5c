import { Currency, type Language } from '@freight/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import {
  formatAmountInput,
  formatMoney,
  formatNumber,
  formatRating,
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
    ['en', '440,000 KZT', '19.5'],
    ['ru', '440 000 KZT', '19,5'],
    ['kz', '440 000 KZT', '19,5'],
    ['zh', '440,000 KZT', '19.5'],
  ] as const)(
    'writes money and quantities with the separators of %s',
    async (language, money, weight) => {
      await inLanguage(language);
      expect(plain(formatMoney(440000, Currency.KZT))).toBe(money);
      expect(plain(formatNumber(19.5))).toBe(weight);
    },
  );

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
});
