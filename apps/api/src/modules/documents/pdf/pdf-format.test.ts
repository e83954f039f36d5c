import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatInstant, formatQuantity } from './pdf-format.js';

describe('pdf-format', () => {
  it('groups thousands and writes decimals as each language does', () => {
    expect(formatAmount('1250000.00', 'ru')).toBe('1 250 000,00');
    expect(formatAmount('1250000.00', 'kz')).toBe('1 250 000,00');
    expect(formatAmount('1250000.00', 'en')).toBe('1,250,000.00');
    expect(formatAmount('1250000.00', 'zh')).toBe('1,250,000.00');
  });

  it('formats a numeric string without rounding it through a float', () => {
    expect(formatAmount('9007199254740993.10', 'en')).toBe('9,007,199,254,740,993.10');
    expect(formatAmount('12.5', 'ru')).toBe('12,50');
    expect(formatAmount(980.456, 'en')).toBe('980.46');
  });

  it('writes a quantity with the decimals it has', () => {
    expect(formatQuantity(20.5, 'ru')).toBe('20,5');
    expect(formatQuantity(20500, 'ru')).toBe('20 500');
    expect(formatQuantity(82, 'en')).toBe('82');
  });

  it('writes dates day first in Kazakh and Russian, ISO in Chinese and English', () => {
    expect(formatDate('2026-03-14', 'kz')).toBe('14.03.2026');
    expect(formatDate('2026-03-14', 'ru')).toBe('14.03.2026');
    expect(formatDate('2026-03-14', 'zh')).toBe('2026-03-14');
    expect(formatDate('2026-03-14', 'en')).toBe('2026-03-14');
  });

  it("writes an instant in Kazakhstan's time with the offset", () => {
    expect(formatInstant(new Date('2026-03-14T21:30:05Z'), 'ru')).toBe(
      '15.03.2026 02:30:05 (UTC+5)',
    );
  });
});
