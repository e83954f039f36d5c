import { describe, expect, it } from 'vitest';
import { hasKazakhNumbers, numberLocaleOf } from './intl-locale';

describe("the locale of a language's numbers", () => {
  it("is the language's own where the browser has Kazakh's data", () => {
    expect(hasKazakhNumbers((locale) => new Intl.NumberFormat(locale).format(1.5))).toBe(true);
    expect(numberLocaleOf('kz', true)).toBe('kk');
    expect(numberLocaleOf('ru', true)).toBe('ru');
    expect(numberLocaleOf('en', false)).toBe('en');
    expect(numberLocaleOf('zh', false)).toBe('zh');
  });

  it('writes Kazakh money as Kazakhstan does where the browser answers Kazakh in English', () => {
    // Chromium's own builds: `kk` is known by name, its numbers are English.
    expect(hasKazakhNumbers(() => '1.5')).toBe(false);
    const locale = numberLocaleOf('kz', false);
    expect(locale).toBe('ru-KZ');
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'KZT',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });
    expect(money.format(560_000)).toBe('560\u00a0000\u00a0₸');
    expect(new Intl.NumberFormat(locale).format(19.5)).toBe('19,5');
  });
});
