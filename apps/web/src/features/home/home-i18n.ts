import type { Language } from '@freight/shared';
import { createInstance, type i18n as I18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The homepage's texts and the validation messages of its question form: all it needs, so a
 * visitor downloads two small files instead of the signed-in app's shell namespaces.
 */
export const HOME_NAMESPACES = ['home', 'validation'] as const;

/** The namespaces of one language, as the prerender reads them from disk or the page fetches. */
export type HomeResources = Record<(typeof HOME_NAMESPACES)[number], ResourceKey>;

/**
 * A translation instance of its own, ready at once (no backend, no async init): the page hydrates
 * over the prerendered HTML in the same render, so the texts must be there before it.
 */
export function createHomeI18n(language: Language, resources: HomeResources): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: resources } satisfies Resource,
    ns: [...HOME_NAMESPACES],
    defaultNS: 'home',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The browser's side: the two JSON files of the language (the service worker caches them). */
export async function fetchHomeResources(language: Language): Promise<HomeResources> {
  const fetchNamespace = async (namespace: (typeof HOME_NAMESPACES)[number]) => {
    const response = await fetch(`/locales/${language}/${namespace}.json`);
    if (!response.ok) throw new Error(`${namespace}.json answered ${response.status}`);
    return (await response.json()) as ResourceKey;
  };
  const [home, validation] = await Promise.all([
    fetchNamespace('home'),
    fetchNamespace('validation'),
  ]);
  return { home, validation };
}
