import { describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../session/session-storage';
import { readStoredLanguage, switchLanguage } from './language';

describe('the language choice', () => {
  it('defaults to Kazakh when nothing is stored', () => {
    expect(readStoredLanguage()).toBe('kz');
  });

  it('reads the stored choice under the key locale', () => {
    localStorage.setItem(StorageKey.LOCALE, 'zh');
    expect(readStoredLanguage()).toBe('zh');
  });

  it('ignores a stored value that is not one of the four languages', () => {
    localStorage.setItem(StorageKey.LOCALE, 'de');
    expect(readStoredLanguage()).toBe('kz');
  });

  it('saves a new choice under locale and reloads the page', () => {
    const reloadPage = vi.fn();
    switchLanguage('ru', reloadPage);
    expect(localStorage.getItem('locale')).toBe('ru');
    // The server prerenders the homepage `/` in the language of this cookie.
    expect(document.cookie).toContain('lang=ru');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
