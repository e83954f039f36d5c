import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@freight/shared';
import i18next, {
  type BackendModule,
  type i18n as I18nInstance,
  type PostProcessorModule,
  type Resource,
} from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage } from './language';
import { applyLanguageToPage } from './locale-settings';

/** Loaded before the first paint: the texts of the shell, its errors and validation. */
export const SHELL_NAMESPACES = [
  'common',
  'auth',
  'errors',
  'validation',
  'notifications',
] as const;

/**
 * Loaded when a screen first asks for them (`useTranslation('registration')` suspends until
 * the file is in), so nobody downloads the registration's legal texts to read a notification.
 */
const SCREEN_NAMESPACES = [
  'registration',
  'profile',
  'review',
  'employees',
  'admin',
  'orders',
  'fleet',
  'documents',
  'trip',
  'chat',
  'questions',
  'partners',
  'home',
  'analytics',
  'rates',
  'trucks',
  'alerts',
  'pool',
  'pricing',
] as const;

/** One JSON file per namespace and language under public/locales. */
export const NAMESPACES = [...SHELL_NAMESPACES, ...SCREEN_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const i18n = i18next.createInstance();

/**
 * A component names every screen namespace it reads in its `useTranslation([...])`, so it
 * suspends until all are in (`namespace-declarations.test.ts` holds every file to it). This is
 * the net under a text read from elsewhere (a helper handed a `t`): a namespace not yet loaded
 * in the current language starts loading; until it is in, the text is the fallback language's
 * or the key, and components re-render when it arrives (`bindI18n: 'loaded'` below). A
 * component that has not subscribed yet — its effects not yet run — misses that event, which
 * is why the declaration, not this net, is the rule.
 */
const LOAD_ON_DEMAND = 'loadNamespaceOnDemand';

function loadOnDemand(instance: I18nInstance): PostProcessorModule {
  return {
    type: 'postProcessor',
    name: LOAD_ON_DEMAND,
    process(value, keys, options, translator: NamespaceReader) {
      const missing = new Set<string>();
      for (const key of Array.isArray(keys) ? keys : [keys]) {
        for (const namespace of translator.extractFromKey(key, options).namespaces) {
          if (!instance.hasLoadedNamespace(namespace)) missing.add(namespace);
        }
      }
      if (missing.size > 0) void instance.loadNamespaces([...missing]);
      return value;
    },
  };
}

/** The part of i18next's translator the post-processor reads: which namespaces a key names. */
interface NamespaceReader {
  extractFromKey(key: string, options: object): { namespaces: readonly string[] };
}

export interface InitI18nOptions {
  /** In-memory translations (tests); without them the files load over HTTP. */
  resources?: Resource;
  /** Loads the files instead of HTTP (tests of loading). */
  backend?: BackendModule;
  /** Overrides the stored choice (tests). */
  language?: Language;
}

export async function initI18n(
  options: InitI18nOptions = {},
  instance: I18nInstance = i18n,
): Promise<void> {
  const language = options.language ?? readStoredLanguage();
  instance.use(initReactI18next).use(loadOnDemand(instance));
  if (options.backend) instance.use(options.backend);
  else if (!options.resources) instance.use(HttpBackend);
  await instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    // In-memory resources (tests) hold every namespace; over HTTP the screens load theirs.
    ns: options.resources ? [...NAMESPACES] : [...SHELL_NAMESPACES],
    defaultNS: 'common',
    resources: options.resources,
    initAsync: !options.resources,
    interpolation: { escapeValue: false },
    postProcess: [LOAD_ON_DEMAND],
    react: { bindI18n: 'languageChanged loaded' },
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    // Spec section 9: up to 5 retries starting at 350 ms, doubling. i18next's backend connector
    // waits `retryTimeout` before the first retry and doubles the wait each time
    // (350, 700, 1400, 2800, 5600 ms); it retries only failures the HTTP backend marks as
    // retryable — network errors and 5xx — while a 404 fails at once.
    maxRetries: 5,
    retryTimeout: 350,
  });
  applyLanguageToPage(language);
}

/** The interface language as one of ours (i18next may report a fallback while loading). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : readStoredLanguage();
}
