import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES, type Language } from '@freight/shared';
import type { Resource } from 'i18next';
import { NAMESPACES, type Namespace } from '../lib/i18n/i18n';

export const LOCALES_DIR = resolve(import.meta.dirname, '../../public/locales');

export type LocaleTree = Record<Language, Record<Namespace, unknown>>;

/** Reads every translation file the app loads over HTTP. */
export function readLocaleFiles(): LocaleTree {
  const tree = {} as LocaleTree;
  for (const language of LANGUAGES) {
    const files = {} as Record<Namespace, unknown>;
    for (const namespace of NAMESPACES) {
      const path = resolve(LOCALES_DIR, language, `${namespace}.json`);
      files[namespace] = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    }
    tree[language] = files;
  }
  return tree;
}

/** The same files as i18next resources, so component tests render the real texts. */
export function localeResources(): Resource {
  return readLocaleFiles() as Resource;
}
