import type { Language } from '@freight/shared';
import { createInstance, type i18n as I18n, type ResourceKey } from 'i18next';

/** The translation files of one language by namespace: what a page without the app reads. */
export type PageResources<Namespace extends string> = Record<Namespace, ResourceKey>;

/** i18next's plugins, such as react-i18next's, for a page that reads its texts through hooks. */
type I18nPlugin = Parameters<I18n['use']>[0];

/**
 * A translation instance for a page that starts without the signed-in app (the homepage, the
 * sign-in), holding only the namespaces it names. Ready at once (no backend, no async init): a
 * page hydrating over prerendered HTML needs its texts in the same render.
 */
export function createPageI18n<Namespace extends string>(
  language: Language,
  resources: PageResources<Namespace>,
  defaultNamespace: Namespace,
  plugins: readonly I18nPlugin[] = [],
): I18n {
  const instance = createInstance();
  for (const plugin of plugins) instance.use(plugin);
  void instance.init({
    lng: language,
    resources: { [language]: resources },
    ns: Object.keys(resources),
    defaultNS: defaultNamespace,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Spec section 9: a translation file is retried up to 5 times, waiting 350 ms, doubling. */
const RETRIES = 5;
const FIRST_RETRY_WAIT_MS = 350;

async function fetchTranslationFile(url: string): Promise<ResourceKey> {
  for (let retry = 0, wait = FIRST_RETRY_WAIT_MS; ; retry += 1, wait *= 2) {
    let response: Response | undefined;
    try {
      response = await fetch(url);
    } catch {
      // No answer at all (a network error): worth another try, like a 5xx.
    }
    if (response?.ok) return (await response.json()) as ResourceKey;
    // A 404 or another client error will not mend by waiting.
    const retryable = response === undefined || response.status >= 500;
    if (!retryable || retry === RETRIES) {
      throw new Error(`${url} answered ${response ? String(response.status) : 'nothing'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** The page's namespaces in `language`, fetched side by side (the service worker caches them). */
export async function fetchPageResources<Namespace extends string>(
  language: Language,
  namespaces: readonly Namespace[],
): Promise<PageResources<Namespace>> {
  const files = await Promise.all(
    namespaces.map((namespace) => fetchTranslationFile(`/locales/${language}/${namespace}.json`)),
  );
  return Object.fromEntries(
    namespaces.map((namespace, index) => [namespace, files[index]]),
  ) as PageResources<Namespace>;
}
