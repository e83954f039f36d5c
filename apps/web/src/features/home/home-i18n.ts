import type { Language } from '@freight/shared';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createPageI18n, fetchPageResources, type PageResources } from '../../lib/i18n/page-i18n';

/**
 * The homepage's texts and the validation messages of its question form: all it needs, so a
 * visitor downloads two small files instead of the signed-in app's shell namespaces.
 */
const HOME_NAMESPACES = ['home', 'validation'] as const;

/** The namespaces of one language, as the prerender reads them from disk or the page fetches. */
export type HomeResources = PageResources<(typeof HOME_NAMESPACES)[number]>;

/** The homepage's components read their texts through react-i18next's hooks. */
export function createHomeI18n(language: Language, resources: HomeResources): I18n {
  return createPageI18n(language, resources, 'home', [initReactI18next]);
}

/** The browser's side: the two JSON files of the language. */
export function fetchHomeResources(language: Language): Promise<HomeResources> {
  return fetchPageResources(language, HOME_NAMESPACES);
}
