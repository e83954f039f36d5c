import { describe, expect, it } from 'vitest';
import { isAllowedPassword, isCyrillicName } from './text.js';

describe('Cyrillic names', () => {
  it('accepts Russian and Kazakh names, double-barrelled ones too', () => {
    for (const name of ['Иванов', 'Әлібек', 'Нұрсұлтан', 'Жанғабыл-Ұлы', 'Семёнова']) {
      expect(isCyrillicName(name)).toBe(true);
    }
  });

  it('refuses Latin letters, digits and stray punctuation', () => {
    for (const name of ['Ivanov', 'Иван0в', 'Иван!', '', ' ', 'Иван  Петр', '-Иван']) {
      expect(isCyrillicName(name)).toBe(false);
    }
  });
});

describe('passwords', () => {
  it('allows Latin letters, digits and symbols', () => {
    expect(isAllowedPassword('Demo12345!')).toBe(true);
    expect(isAllowedPassword('a-b_c.d@e#f$g%^&*()[]{}')).toBe(true);
  });

  it('refuses Cyrillic letters and spaces', () => {
    expect(isAllowedPassword('Пароль123')).toBe(false);
    expect(isAllowedPassword('pass word1')).toBe(false);
  });
});
