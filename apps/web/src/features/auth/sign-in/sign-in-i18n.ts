import type { Language } from '@freight/shared';
import type { i18n as I18n } from 'i18next';
import {
  createPageI18n,
  fetchPageResources,
  type PageResources,
} from '../../../lib/i18n/page-i18n';

/**
 * The sign-in's texts (`auth`), its field and server messages (`validation`, `errors`) and the
 * language switcher's and network failure's (`common`): the files the app reads first anyway,
 * so after signing in the app finds them in the browser's cache.
 */
const SIGN_IN_NAMESPACES = ['auth', 'validation', 'errors', 'common'] as const;

export type SignInResources = PageResources<(typeof SIGN_IN_NAMESPACES)[number]>;

const NO_TEXTS: SignInResources = { auth: {}, validation: {}, errors: {}, common: {} };

export function createSignInI18n(language: Language, resources: SignInResources): I18n {
  return createPageI18n(language, resources, 'auth');
}

/** The four files of the language; if they cannot be had, the page still works (keys shown). */
export async function fetchSignInResources(language: Language): Promise<SignInResources> {
  return fetchPageResources(language, SIGN_IN_NAMESPACES).catch(() => NO_TEXTS);
}
