import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@freight/shared';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const LOCALES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/public/locales',
);

/** The interface language of the page: the stored `locale`, else the default (kz). */
export async function currentLanguage(page: Page): Promise<Language> {
  const stored = await page.evaluate(() => window.localStorage.getItem('locale'));
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** A namespace's translation file, exactly as the web app loads it. */
export function translationsOf(language: Language, namespace: string): Record<string, unknown> {
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The text at `key` (dotted path) of `namespace` in `language`; throws when there is none. */
export function translationIn(language: Language, namespace: string, key: string): string {
  let value: unknown = translationsOf(language, namespace);
  for (const part of key.split('.')) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key} in ${language}`);
  return value;
}

/** The text at `key` of `namespace` in the page's current language. */
export async function translated(page: Page, namespace: string, key: string): Promise<string> {
  return translationIn(await currentLanguage(page), namespace, key);
}
